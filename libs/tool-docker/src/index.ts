import { dockerRunToKubernetesTool } from './docker-run-to-kubernetes/meta.js';
import { dockerComposeToKubernetesTool } from './docker-compose-to-kubernetes/meta.js';
import { dockerComposeValidatorTool } from './docker-compose-validator/meta.js';
import { dockerComposeConverterTool } from './docker-compose-converter/meta.js';
import { dockerComposeToDockerRunConverterTool } from './docker-compose-to-docker-run-converter/meta.js';
import { dockerRunToDockerComposeConverterTool } from './docker-run-to-docker-compose-converter/meta.js';
import type { Tool } from '@handy-tools/ui/kit';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [
  dockerRunToDockerComposeConverterTool,
  dockerComposeToDockerRunConverterTool,
  dockerComposeConverterTool,
  dockerComposeValidatorTool,
  dockerComposeToKubernetesTool,
  dockerRunToKubernetesTool,
];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export {
  dockerRunToDockerComposeConverterTool,
  dockerComposeToDockerRunConverterTool,
  dockerComposeConverterTool,
  dockerComposeValidatorTool,
  dockerComposeToKubernetesTool,
  dockerRunToKubernetesTool,
};
export * from './docker-run-to-docker-compose-converter/docker-run-to-docker-compose-converter.js';
export * from './docker-compose-to-docker-run-converter/docker-compose-to-docker-run-converter.js';
export * from './docker-compose-converter/docker-compose-converter.js';
export * from './docker-compose-validator/docker-compose-validator.js';
export * from './docker-compose-to-kubernetes/docker-compose-to-kubernetes.js';
export * from './docker-run-to-kubernetes/docker-run-to-kubernetes.js';

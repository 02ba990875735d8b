import type { Tool } from '@handy-tools/ui/kit';
import { tool as jsonToYamlConverter } from './json-to-yaml-converter/meta.js';
import { tool as yamlToJsonConverter } from './yaml-to-json-converter/meta.js';
import { tool as jsonToToml } from './json-to-toml/meta.js';
import { tool as tomlToJson } from './toml-to-json/meta.js';
import { tool as yamlToToml } from './yaml-to-toml/meta.js';
import { tool as tomlToYaml } from './toml-to-yaml/meta.js';
import { tool as yamlPrettify } from './yaml-prettify/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [jsonToYamlConverter, yamlToJsonConverter, jsonToToml, tomlToJson, yamlToToml, tomlToYaml, yamlPrettify];

export * from './json-to-yaml-converter/json-to-yaml-converter.js';
export * from './yaml-to-json-converter/yaml-to-json-converter.js';
export * from './json-to-toml/json-to-toml.js';
export * from './toml-to-json/toml-to-json.js';
export * from './yaml-to-toml/yaml-to-toml.js';
export * from './toml-to-yaml/toml-to-yaml.js';
export * from './yaml-prettify/yaml-prettify.js';
export {
  convertData,
  parseJsonData,
  parseTomlData,
  parseYamlData,
  printJson,
  printToml,
  printYaml,
  type ConvertOptions,
  type Converted,
  type Data,
  type DataFormat,
  type DataObject,
} from './shared/convert.js';
export { formatPath, Notes, type PathStep } from './shared/data-path.js';

import type { Tool } from '@handy-tools/ui/kit';
import { caseConverter } from './case-converter/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [caseConverter];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { caseConverter as caseConverterTool };

export * from './case-converter/case-converter.js';

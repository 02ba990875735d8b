import { tool as jsonToCsharp } from './json-to-csharp/meta.js';
import { tool as jsonToJava } from './json-to-java/meta.js';
import { tool as jsonToGo } from './json-to-go/meta.js';
import { tool as jsonToTs } from './json-to-ts/meta.js';
import type { Tool } from '@handy-tools/ui/kit';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [jsonToTs, jsonToGo, jsonToJava, jsonToCsharp];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { jsonToCsharp as jsonToCsharpTool, jsonToJava as jsonToJavaTool, jsonToGo as jsonToGoTool, jsonToTs as jsonToTsTool };
export * from './json-to-ts/json-to-ts.js';
export * from './json-to-go/json-to-go.js';
export * from './json-to-java/json-to-java.js';
export * from './json-to-csharp/json-to-csharp.js';

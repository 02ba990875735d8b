import { tool as jsonToCsharp } from './json-to-csharp/meta.js';
import { tool as jsonToJava } from './json-to-java/meta.js';
import { tool as jsonToGo } from './json-to-go/meta.js';
import { tool as jsonToTs } from './json-to-ts/meta.js';
import type { Tool } from '@handy-tools/ui/kit';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [jsonToTs, jsonToGo, jsonToJava, jsonToCsharp];
export * from './json-to-ts/json-to-ts.js';
export * from './json-to-go/json-to-go.js';
export * from './json-to-java/json-to-java.js';
export * from './json-to-csharp/json-to-csharp.js';

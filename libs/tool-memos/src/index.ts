import type { Tool } from '@handy-tools/ui/kit';
import { httpStatusCodes } from './http-status-codes/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [httpStatusCodes];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { httpStatusCodes as httpStatusCodesTool };

export * from './http-status-codes/http-status-codes.js';

import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { PRETTIER_COMMON_OPTION_KEYS, prettierCommonFields } from '../shared/prettier.js';
import { CSS_PARSERS } from './css-prettifier.js';

/**
 * The CSS prettifier's state: the style sheet is an input (remembered, carried in links' fragment);
 * the parser and Prettier's options are options (in the query string). Defaults are Prettier's.
 */
export const cssPrettifierState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    parser: z._default(z.enum(CSS_PARSERS), 'css'),
    ...prettierCommonFields,
  }),
  options: ['parser', ...PRETTIER_COMMON_OPTION_KEYS],
  secrets: [],
} satisfies ToolStateSpec;

import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import {
  PRETTIER_COMMON_OPTION_KEYS,
  PRETTIER_SCRIPT_OPTION_KEYS,
  prettierCommonFields,
  prettierScriptFields,
} from '../shared/prettier.js';
import { JAVASCRIPT_PARSERS } from './javascript-prettifier.js';

/**
 * The JavaScript prettifier's state: the code is an input (remembered, carried in links' fragment);
 * the parser and Prettier's options are options (in the query string). Defaults are Prettier's.
 */
export const javascriptPrettifierState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    parser: z._default(z.enum(JAVASCRIPT_PARSERS), 'babel'),
    ...prettierCommonFields,
    ...prettierScriptFields,
  }),
  options: ['parser', ...PRETTIER_COMMON_OPTION_KEYS, ...PRETTIER_SCRIPT_OPTION_KEYS],
  secrets: [],
} satisfies ToolStateSpec;

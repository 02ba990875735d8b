import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import {
  HTML_WHITESPACE,
  PRETTIER_COMMON_OPTION_KEYS,
  PRETTIER_DEFAULTS,
  PRETTIER_SCRIPT_OPTION_KEYS,
  prettierCommonFields,
  prettierScriptFields,
} from '../shared/prettier.js';
import { HTML_PARSERS } from './html-prettifier.js';

/**
 * The HTML prettifier's state: the document is an input (remembered, carried in links' fragment);
 * the parser and Prettier's options (HTML ones, and those of inline scripts) are options (in the
 * query string). Defaults are Prettier's.
 */
export const htmlPrettifierState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    parser: z._default(z.enum(HTML_PARSERS), 'html'),
    ...prettierCommonFields,
    ...prettierScriptFields,
    htmlWhitespaceSensitivity: z._default(z.enum(HTML_WHITESPACE), PRETTIER_DEFAULTS.htmlWhitespaceSensitivity),
    vueIndentScriptAndStyle: z._default(z.boolean(), PRETTIER_DEFAULTS.vueIndentScriptAndStyle),
  }),
  options: [
    'parser',
    ...PRETTIER_COMMON_OPTION_KEYS,
    ...PRETTIER_SCRIPT_OPTION_KEYS,
    'htmlWhitespaceSensitivity',
    'vueIndentScriptAndStyle',
  ],
  secrets: [],
} satisfies ToolStateSpec;

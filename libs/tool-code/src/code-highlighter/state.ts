import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { HIGHLIGHT_LANGUAGE_IDS, HIGHLIGHT_THEME_IDS } from './code-highlighter.js';

/**
 * The code highlighter's state: the code and the highlighted lines are inputs (remembered, carried
 * in links' fragment); language, theme, line numbers, first line and background are options.
 */
export const codeHighlighterState = {
  schema: z.object({
    code: z._default(z.string(), ''),
    lang: z._default(z.enum(HIGHLIGHT_LANGUAGE_IDS), 'typescript'),
    theme: z._default(z.enum(HIGHLIGHT_THEME_IDS), 'github-light'),
    lineNumbers: z._default(z.boolean(), false),
    startLine: z._default(z.int().check(z.minimum(0), z.maximum(1_000_000_000)), 1),
    highlightLines: z._default(z.string().check(z.maxLength(200)), ''),
    transparentBackground: z._default(z.boolean(), false),
  }),
  options: ['lang', 'theme', 'lineNumbers', 'startLine', 'transparentBackground'],
  secrets: [],
} satisfies ToolStateSpec;

import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import {
  CAPITALISATIONS,
  CUSTOM_SEPARATOR_MAX,
  INSERT_MAX,
  PASSPHRASE_QUANTITY_MAX,
  PASSPHRASE_QUANTITY_MIN,
  SEPARATORS,
  SUFFIX_MAX,
  WORD_COUNT_MAX,
  WORD_COUNT_MIN,
} from './passphrase-generator.js';

/**
 * The passphrase generator's state: settings, all options (in the query string), and the ending
 * text (suffix). The passphrases are secrets AND outputs: never state, so never stored, never in
 * a link or example. SECRET: `suffix` is part of every passphrase, so it is never stored and goes
 * into a link only after the visitor confirms.
 */
export const passphraseGeneratorState = {
  schema: z.object({
    wordCount: z._default(z.int().check(z.minimum(WORD_COUNT_MIN), z.maximum(WORD_COUNT_MAX)), 6),
    separator: z._default(z.enum(SEPARATORS), 'space'),
    customSeparator: z._default(z.string().check(z.maxLength(CUSTOM_SEPARATOR_MAX)), ''),
    capitalisation: z._default(z.enum(CAPITALISATIONS), 'none'),
    digits: z._default(z.int().check(z.minimum(0), z.maximum(INSERT_MAX)), 0),
    symbols: z._default(z.int().check(z.minimum(0), z.maximum(INSERT_MAX)), 0),
    quantity: z._default(z.int().check(z.minimum(PASSPHRASE_QUANTITY_MIN), z.maximum(PASSPHRASE_QUANTITY_MAX)), 5),
    suffix: z._default(z.string().check(z.maxLength(SUFFIX_MAX)), ''),
  }),
  options: ['wordCount', 'separator', 'customSeparator', 'capitalisation', 'digits', 'symbols', 'quantity'],
  secrets: ['suffix'],
} satisfies ToolStateSpec;

import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { SPELLING_ALPHABET_IDS } from './spelling-alphabets.js';

/**
 * The NATO alphabet tool's state: the text is an input (remembered); the alphabet, how ICAO spells
 * figures, punctuation, pronunciation and word separator are options.
 */
export const textToNatoAlphabetState = {
  schema: z.object({
    text: z._default(z.string(), ''),
    alphabet: z._default(z.enum(SPELLING_ALPHABET_IDS), 'icao'),
    figures: z._default(z.enum(['icao', 'spoken', 'itu']), 'icao'),
    punctuation: z._default(z.boolean(), false),
    pronunciation: z._default(z.boolean(), false),
    wordSeparator: z._default(z.enum(['slash', 'newline']), 'slash'),
  }),
  options: ['alphabet', 'figures', 'punctuation', 'pronunciation', 'wordSeparator'],
} satisfies ToolStateSpec;

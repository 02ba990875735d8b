import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { LOREM_MAX_COUNT, LOREM_MAX_RANGE, LOREM_SCRIPTS } from './lorem-ipsum-generator.js';

const count = z.int().check(z.minimum(1), z.maximum(LOREM_MAX_COUNT));
const range = z.int().check(z.minimum(1), z.maximum(LOREM_MAX_RANGE));

/**
 * The Lorem ipsum generator's state; every field is an option (query string), so a copied link
 * gives the same text: `script`, `unit` and `count`, the ranges of sentences per paragraph and
 * words per sentence, `classicOpening`, `html`, and `seed` (0: none yet — the tool draws one with
 * `crypto.getRandomValues` after the first render).
 */
export const loremIpsumGeneratorState = {
  schema: z.object({
    script: z._default(z.enum(LOREM_SCRIPTS), 'latin'),
    unit: z._default(z.enum(['paragraphs', 'sentences', 'words']), 'paragraphs'),
    count: z._default(count, 1),
    sentencesMin: z._default(range, 3),
    sentencesMax: z._default(range, 8),
    wordsMin: z._default(range, 8),
    wordsMax: z._default(range, 15),
    classicOpening: z._default(z.boolean(), true),
    html: z._default(z.boolean(), false),
    seed: z._default(z.int().check(z.minimum(0), z.maximum(0xffffffff)), 0),
  }),
  options: ['script', 'unit', 'count', 'sentencesMin', 'sentencesMax', 'wordsMin', 'wordsMax', 'classicOpening', 'html', 'seed'],
  secrets: [],
} satisfies ToolStateSpec;

import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { DEFAULT_WORDS_PER_MINUTE } from './text-statistics.js';

/**
 * Text statistics' state: the text is an input (remembered, in links' fragment); reading speed,
 * how many frequent words to list, stop words and the language are options (query string).
 */
export const textStatisticsState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    wordsPerMinute: z._default(z.int().check(z.minimum(1), z.maximum(10_000)), DEFAULT_WORDS_PER_MINUTE),
    topWords: z._default(z.int().check(z.minimum(0), z.maximum(100)), 10),
    ignoreStopWords: z._default(z.boolean(), false),
    locale: z._default(z.string().check(z.maxLength(64)), ''),
  }),
  options: ['wordsPerMinute', 'topWords', 'ignoreStopWords', 'locale'],
  secrets: [],
} satisfies ToolStateSpec;

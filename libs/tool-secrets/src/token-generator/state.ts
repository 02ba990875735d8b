import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { EXCLUDED_CHARACTERS_MAX, TOKEN_COUNT_MAX, TOKEN_COUNT_MIN, TOKEN_LENGTH_MAX, TOKEN_LENGTH_MIN } from './token-generator.js';

/**
 * The token generator's state: only the generator's settings, all options (in the query string).
 * The generated token is a secret AND an output: it is not state, so it is never stored, never
 * put in a URL or a link, and no example holds one.
 */
export const tokenGeneratorState = {
  schema: z.object({
    length: z._default(z.int().check(z.minimum(TOKEN_LENGTH_MIN), z.maximum(TOKEN_LENGTH_MAX)), 64),
    uppercase: z._default(z.boolean(), true),
    lowercase: z._default(z.boolean(), true),
    numbers: z._default(z.boolean(), true),
    symbols: z._default(z.boolean(), false),
    excludeLookAlike: z._default(z.boolean(), false),
    exclude: z._default(z.string().check(z.maxLength(EXCLUDED_CHARACTERS_MAX)), ''),
    count: z._default(z.int().check(z.minimum(TOKEN_COUNT_MIN), z.maximum(TOKEN_COUNT_MAX)), 1),
  }),
  options: ['length', 'uppercase', 'lowercase', 'numbers', 'symbols', 'excludeLookAlike', 'exclude', 'count'],
} satisfies ToolStateSpec;

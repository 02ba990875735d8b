import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { MAX_SEPARATOR_LENGTH, SLUG_CASES, SLUG_LOCALES } from './slugify-string.js';

/**
 * The slugifier's state: the text and the replacement rules are inputs (remembered, in links'
 * fragment); the separator, case and switches are options (in the query string).
 */
export const slugifyStringState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    separator: z._default(z.string().check(z.maxLength(MAX_SEPARATOR_LENGTH)), '-'),
    case: z._default(z.enum(SLUG_CASES), 'lower'),
    decamelize: z._default(z.boolean(), true),
    transliterate: z._default(z.boolean(), true),
    locale: z._default(z.enum(SLUG_LOCALES), ''),
    preserveCharacters: z._default(z.string().check(z.maxLength(64)), ''),
    preserveLeadingUnderscore: z._default(z.boolean(), false),
    preserveTrailingDash: z._default(z.boolean(), false),
    perLine: z._default(z.boolean(), false),
    unique: z._default(z.boolean(), false),
    maxLength: z._default(z.int().check(z.minimum(0), z.maximum(10_000)), 0),
    replacements: z._default(z.string(), ''),
  }),
  options: [
    'separator',
    'case',
    'decamelize',
    'transliterate',
    'locale',
    'preserveCharacters',
    'preserveLeadingUnderscore',
    'preserveTrailingDash',
    'perLine',
    'unique',
    'maxLength',
  ],
  secrets: [],
} satisfies ToolStateSpec;

import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { BREAK_PLACES, WRAP_UNITS } from './smart-text-replacer.js';

const rule = z.object({
  find: z.string().check(z.maxLength(10_000)),
  replace: z.string().check(z.maxLength(10_000)),
  regex: z.boolean(),
  caseSensitive: z.boolean(),
  wholeWord: z.boolean(),
  enabled: z._default(z.boolean(), true),
});

/**
 * Smart text replacer's state: the text and the rules are inputs (remembered, in links'
 * fragment); the line-break settings are options (query string).
 */
export const smartTextReplacerState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    rules: z._default(z.array(rule).check(z.maxLength(100)), [{ find: '', replace: '', regex: false, caseSensitive: false, wholeWord: false, enabled: true }]),
    joinLines: z._default(z.boolean(), false),
    breakAt: z._default(z.string().check(z.maxLength(1000)), ''),
    breakPlace: z._default(z.enum(BREAK_PLACES), 'before'),
    wrapEvery: z._default(z.int().check(z.minimum(0), z.maximum(100_000)), 0),
    wrapUnit: z._default(z.enum(WRAP_UNITS), 'characters'),
    keepWords: z._default(z.boolean(), true),
  }),
  options: ['joinLines', 'breakAt', 'breakPlace', 'wrapEvery', 'wrapUnit', 'keepWords'],
  secrets: [],
} satisfies ToolStateSpec;

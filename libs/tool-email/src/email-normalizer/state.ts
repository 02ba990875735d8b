import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The normaliser's state. Input: `input`, the addresses. Options (query string): `dedupe` — keep the
 * first of each normal form; `lowercaseAll` — lowercase local parts at every domain (the common
 * sign-up practice, not RFC 5321); `stripTagsEverywhere` — remove +tags at every domain;
 * `mergeAliasDomains` — map me.com/mac.com → icloud.com, pm.me/protonmail.* → proton.me.
 */
export const emailNormalizerState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    dedupe: z._default(z.boolean(), true),
    lowercaseAll: z._default(z.boolean(), false),
    stripTagsEverywhere: z._default(z.boolean(), false),
    mergeAliasDomains: z._default(z.boolean(), false),
  }),
  options: ['dedupe', 'lowercaseAll', 'stripTagsEverywhere', 'mergeAliasDomains'],
  secrets: [],
} satisfies ToolStateSpec;

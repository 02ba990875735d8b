import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

const field = z._default(z.string().check(z.maxLength(2000)), '');

/**
 * The UTM URL generator's state: the page address and the campaign fields are inputs
 * (remembered, in links' fragment); `+` for spaces and lower-casing are options (query string).
 */
export const utmUrlGeneratorState = {
  schema: z.object({
    url: z._default(z.string().check(z.maxLength(100_000)), ''),
    source: field,
    medium: field,
    campaign: field,
    id: field,
    term: field,
    content: field,
    source_platform: field,
    creative_format: field,
    marketing_tactic: field,
    spaceAsPlus: z._default(z.boolean(), false),
    lowercase: z._default(z.boolean(), false),
  }),
  options: ['spaceAsPlus', 'lowercase'],
  secrets: [],
} satisfies ToolStateSpec;

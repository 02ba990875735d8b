import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The MAC address lookup's state: `input`, the addresses or prefixes one per line (remembered, in
 * links' fragment). Empty by default, so the registry loads on the first look-up, not with the
 * page.
 */
export const macAddressLookupState = {
  schema: z.object({
    // 1000 addresses are about 18,000 characters; the bound only keeps hostile links out.
    input: z._default(z.string().check(z.maxLength(50_000)), ''),
  }),
} satisfies ToolStateSpec;

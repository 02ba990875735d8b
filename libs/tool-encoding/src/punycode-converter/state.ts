import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The Punycode converter's state: the domain name is an input; the UTS #46 checks are options. */
export const punycodeConverterState = {
  schema: z.object({
    domain: z._default(z.string(), ''),
    checkBidi: z._default(z.boolean(), true),
    checkHyphens: z._default(z.boolean(), true),
    checkJoiners: z._default(z.boolean(), true),
    useSTD3ASCIIRules: z._default(z.boolean(), true),
    verifyDnsLength: z._default(z.boolean(), true),
  }),
  options: ['checkBidi', 'checkHyphens', 'checkJoiners', 'useSTD3ASCIIRules', 'verifyDnsLength'],
} satisfies ToolStateSpec;

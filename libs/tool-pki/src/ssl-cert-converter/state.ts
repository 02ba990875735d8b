import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The converter's state: pasted PEM is an input; the output choices are options; the passwords
 * (of the input file and of the PKCS#12 to write) are secrets, never stored nor put in a link.
 * An opened binary file (.der, .p7b, .pfx, .jks) is not state.
 */
export const sslCertConverterState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    password: z._default(z.string(), ''),
    exportPassword: z._default(z.string(), ''),
    friendlyName: z._default(z.string(), ''),
    includeKey: z._default(z.boolean(), false),
    pfxEncryption: z._default(z.enum(['aes256', 'legacy']), 'aes256'),
  }),
  options: ['includeKey', 'pfxEncryption'],
  secrets: ['password', 'exportPassword'],
} satisfies ToolStateSpec;

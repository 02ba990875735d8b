import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * PDF encrypt's state: the cipher, printing and the permission switches are options (query
 * string); the two passwords are secrets (never stored, never in a link); `sample` (work on the
 * built-in sample PDF while no file is chosen) is an input. The chosen file is not state.
 */
export const pdfEncryptState = {
  schema: z.object({
    sample: z._default(z.boolean(), false),
    userPassword: z._default(z.string(), ''),
    ownerPassword: z._default(z.string(), ''),
    cipher: z._default(z.enum(['aes-256', 'aes-128', 'rc4-128']), 'aes-256'),
    print: z._default(z.enum(['full', 'low', 'none']), 'full'),
    modify: z._default(z.boolean(), true),
    extract: z._default(z.boolean(), true),
    annotate: z._default(z.boolean(), true),
    form: z._default(z.boolean(), true),
    assemble: z._default(z.boolean(), true),
    accessibility: z._default(z.boolean(), true),
    cleartextMetadata: z._default(z.boolean(), false),
  }),
  options: ['cipher', 'print', 'modify', 'extract', 'annotate', 'form', 'assemble', 'accessibility', 'cleartextMetadata'],
  secrets: ['userPassword', 'ownerPassword'],
} satisfies ToolStateSpec;

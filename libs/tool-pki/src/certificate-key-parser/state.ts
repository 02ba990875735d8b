import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The parser's state: the pasted text is an input (remembered, carried in links), the DER type of
 * headerless input an option (in the query string), the passphrase of encrypted keys a secret
 * (never stored, never in a link). A chosen binary file is not state.
 */
export const certificateKeyParserState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    derType: z._default(z.enum(['auto', 'certificate', 'csr', 'pkcs8', 'encrypted-pkcs8', 'pkcs1-private', 'sec1', 'spki', 'pkcs1-public', 'pkcs7']), 'auto'),
    passphrase: z._default(z.string(), ''),
  }),
  options: ['derType'],
  secrets: ['passphrase'],
} satisfies ToolStateSpec;

import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The tool's state. Settings (`options`, in the query string): the scheme and the formats.
 * Inputs (remembered, carried in links): the public key, the message, the ciphertext to decrypt
 * and the OAEP label. Secrets (never stored; in a link only after the visitor confirms): the
 * private key and its passphrase.
 */
export const rsaEncryptionState = {
  schema: z.object({
    padding: z._default(z.enum(['oaep', 'pkcs1']), 'oaep'),
    hash: z._default(z.enum(['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512']), 'SHA-256'),
    mgf1: z._default(z.enum(['same', 'SHA-1']), 'same'),
    messageFormat: z._default(z.enum(['text', 'base64', 'hex']), 'text'),
    cipherFormat: z._default(z.enum(['base64', 'hex']), 'base64'),
    label: z._default(z.string(), ''),
    publicKey: z._default(z.string(), ''),
    message: z._default(z.string(), ''),
    ciphertext: z._default(z.string(), ''),
    privateKey: z._default(z.string(), ''),
    passphrase: z._default(z.string(), ''),
  }),
  options: ['padding', 'hash', 'mgf1', 'messageFormat', 'cipherFormat'],
  secrets: ['privateKey', 'passphrase'],
} satisfies ToolStateSpec;

import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The tool's state. Settings (`options`, in the query string): hash, RSA padding, PSS salt, ECDSA
 * encoding and the formats. Inputs (remembered, carried in links): the message, the public key and
 * the signature to verify. Secrets (never stored; in a link only after the visitor confirms): the
 * private key and its passphrase.
 */
export const rsaEcdsaSigningState = {
  schema: z.object({
    hash: z._default(z.enum(['SHA-256', 'SHA-384', 'SHA-512', 'SHA-1', 'MD5']), 'SHA-256'),
    rsaPadding: z._default(z.enum(['pkcs1', 'pss']), 'pkcs1'),
    pssSalt: z._default(z.enum(['digest', 'max', 'zero']), 'digest'),
    ecdsaFormat: z._default(z.enum(['der', 'p1363']), 'der'),
    messageFormat: z._default(z.enum(['text', 'base64', 'hex']), 'text'),
    signatureFormat: z._default(z.enum(['base64', 'hex']), 'base64'),
    message: z._default(z.string(), ''),
    publicKey: z._default(z.string(), ''),
    signature: z._default(z.string(), ''),
    privateKey: z._default(z.string(), ''),
    passphrase: z._default(z.string(), ''),
  }),
  options: ['hash', 'rsaPadding', 'pssSalt', 'ecdsaFormat', 'messageFormat', 'signatureFormat'],
  secrets: ['privateKey', 'passphrase'],
} satisfies ToolStateSpec;

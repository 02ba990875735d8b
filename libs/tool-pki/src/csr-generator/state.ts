import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { KEY_TYPES, RSA_BITS, RSA_SCHEMES, SIGNATURE_HASHES } from './pkix-common.js';

/**
 * The CSR generator's state. Subject fields and SANs are inputs (remembered, carried in links);
 * key and signature choices are options (query string); the pasted private key and the
 * passphrase are secrets (never stored, in a link only after the visitor confirms).
 */
export const csrGeneratorState = {
  schema: z.object({
    commonName: z._default(z.string(), 'example.com'),
    organization: z._default(z.string(), ''),
    organizationalUnit: z._default(z.string(), ''),
    locality: z._default(z.string(), ''),
    state: z._default(z.string(), ''),
    country: z._default(z.string(), ''),
    email: z._default(z.string(), ''),
    sans: z._default(z.string(), ''),
    cnAsSan: z._default(z.boolean(), true),
    keySource: z._default(z.enum(['new', 'given']), 'new'),
    keyType: z._default(z.enum(KEY_TYPES), 'ecdsa-p256'),
    rsaBits: z._default(z.enum(RSA_BITS), '2048'),
    hash: z._default(z.enum(SIGNATURE_HASHES), 'SHA-256'),
    rsaScheme: z._default(z.enum(RSA_SCHEMES), 'pkcs1'),
    privateKey: z._default(z.string(), ''),
    passphrase: z._default(z.string(), ''),
  }),
  options: ['cnAsSan', 'keySource', 'keyType', 'rsaBits', 'hash', 'rsaScheme'],
  secrets: ['privateKey', 'passphrase'],
} satisfies ToolStateSpec;

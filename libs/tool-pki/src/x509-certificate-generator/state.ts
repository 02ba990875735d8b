import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { KEY_TYPES, RSA_BITS, RSA_SCHEMES, SIGNATURE_HASHES } from '../csr-generator/pkix-common.js';
import { EXTENDED_KEY_USAGE_NAMES, KEY_USAGES } from './x509-certificate-generator.js';

/**
 * The X.509 certificate generator's state. Subject, SANs, validity, serial and the CA
 * certificate are inputs; mode, key, signature and extension choices are options (query
 * string); the pasted private keys and the passphrase are secrets (never stored).
 */
export const x509CertificateGeneratorState = {
  schema: z.object({
    mode: z._default(z.enum(['self-signed', 'ca-signed']), 'self-signed'),
    commonName: z._default(z.string(), 'example.com'),
    organization: z._default(z.string(), ''),
    organizationalUnit: z._default(z.string(), ''),
    locality: z._default(z.string(), ''),
    state: z._default(z.string(), ''),
    country: z._default(z.string(), ''),
    email: z._default(z.string(), ''),
    sans: z._default(z.string(), ''),
    cnAsSan: z._default(z.boolean(), true),
    notBefore: z._default(z.string(), ''),
    validityMode: z._default(z.enum(['days', 'notAfter']), 'days'),
    days: z._default(z.int().check(z.minimum(1), z.maximum(100_000)), 365),
    notAfter: z._default(z.string(), ''),
    serial: z._default(z.string(), ''),
    isCa: z._default(z.boolean(), false),
    pathLength: z._default(z.string(), ''),
    keyUsage: z._default(z.array(z.enum(KEY_USAGES)), ['digitalSignature']),
    keyUsageCritical: z._default(z.boolean(), true),
    extendedKeyUsage: z._default(z.array(z.enum(EXTENDED_KEY_USAGE_NAMES)), ['serverAuth']),
    subjectKeyId: z._default(z.boolean(), true),
    authorityKeyId: z._default(z.boolean(), true),
    keySource: z._default(z.enum(['new', 'given']), 'new'),
    keyType: z._default(z.enum(KEY_TYPES), 'ecdsa-p256'),
    rsaBits: z._default(z.enum(RSA_BITS), '2048'),
    hash: z._default(z.enum(SIGNATURE_HASHES), 'SHA-256'),
    rsaScheme: z._default(z.enum(RSA_SCHEMES), 'pkcs1'),
    caCertificate: z._default(z.string(), ''),
    caPrivateKey: z._default(z.string(), ''),
    privateKey: z._default(z.string(), ''),
    passphrase: z._default(z.string(), ''),
  }),
  options: [
    'mode',
    'cnAsSan',
    'validityMode',
    'isCa',
    'keyUsage',
    'keyUsageCritical',
    'extendedKeyUsage',
    'subjectKeyId',
    'authorityKeyId',
    'keySource',
    'keyType',
    'rsaBits',
    'hash',
    'rsaScheme',
  ],
  secrets: ['caPrivateKey', 'privateKey', 'passphrase'],
} satisfies ToolStateSpec;

import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The ECDSA key pair generator's state. Options (query string): curve, privateFormat,
 * publicFormat. Input (remembered): comment. SECRET: passphrase (never stored). The keys
 * themselves are never state.
 */
export const ecdsaKeyPairGeneratorState = {
  schema: z.object({
    curve: z._default(z.enum(['P-256', 'P-384', 'P-521']), 'P-256'),
    privateFormat: z._default(z.enum(['pkcs8', 'traditional', 'openssh']), 'pkcs8'),
    publicFormat: z._default(z.enum(['spki', 'openssh']), 'openssh'),
    comment: z._default(z.string().check(z.maxLength(200)), ''),
    passphrase: z._default(z.string().check(z.maxLength(1024)), ''),
  }),
  options: ['curve', 'privateFormat', 'publicFormat'],
  secrets: ['passphrase'],
} satisfies ToolStateSpec;

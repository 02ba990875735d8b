import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { RSA_KEY_SIZES } from './rsa-key-pair-generator.js';

/**
 * The RSA key pair generator's state. Options (query string): bits, privateFormat, publicFormat.
 * Input (remembered): comment. SECRET: passphrase (never stored). The keys themselves are never
 * state: they live in the page's memory only.
 */
export const rsaKeyPairGeneratorState = {
  schema: z.object({
    bits: z._default(z.literal(RSA_KEY_SIZES), 2048),
    privateFormat: z._default(z.enum(['pkcs8', 'traditional', 'openssh']), 'pkcs8'),
    publicFormat: z._default(z.enum(['spki', 'pkcs1', 'openssh']), 'openssh'),
    comment: z._default(z.string().check(z.maxLength(200)), ''),
    passphrase: z._default(z.string().check(z.maxLength(1024)), ''),
  }),
  options: ['bits', 'privateFormat', 'publicFormat'],
  secrets: ['passphrase'],
} satisfies ToolStateSpec;

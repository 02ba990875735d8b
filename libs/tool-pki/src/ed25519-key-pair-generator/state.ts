import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The Ed25519 key pair generator's state. Options (query string): privateFormat, publicFormat.
 * Input (remembered): comment. SECRET: passphrase (never stored). The keys themselves are never
 * state.
 */
export const ed25519KeyPairGeneratorState = {
  schema: z.object({
    privateFormat: z._default(z.enum(['pkcs8', 'openssh']), 'pkcs8'),
    publicFormat: z._default(z.enum(['spki', 'openssh']), 'openssh'),
    comment: z._default(z.string().check(z.maxLength(200)), ''),
    passphrase: z._default(z.string().check(z.maxLength(1024)), ''),
  }),
  options: ['privateFormat', 'publicFormat'],
  secrets: ['passphrase'],
} satisfies ToolStateSpec;

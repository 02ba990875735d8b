import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { PGP_EXPIRY_MODES, PGP_KEY_ALGORITHMS, PGP_KEY_VERSIONS, PGP_MAX_EXPIRY_DAYS, PGP_MAX_USER_ID_PART } from './keygen-options.js';

/**
 * The key pair generator's state. Options (query string): algorithm, version ('4' | '6'),
 * expiry ('never' | 'days' | 'date'), showPassphrase. Inputs (remembered): name, email, comment,
 * expiryDays, expiryDate. SECRET: passphrase — never stored, in a link only after the visitor
 * confirms. The generated keys are outputs: never state.
 */
export const pgpKeyPairGeneratorState = {
  schema: z.object({
    algorithm: z._default(z.enum(PGP_KEY_ALGORITHMS), 'curve25519'),
    version: z._default(z.enum(PGP_KEY_VERSIONS), '4'),
    name: z._default(z.string().check(z.maxLength(PGP_MAX_USER_ID_PART * 2)), ''),
    email: z._default(z.string().check(z.maxLength(PGP_MAX_USER_ID_PART * 2)), ''),
    comment: z._default(z.string().check(z.maxLength(PGP_MAX_USER_ID_PART * 2)), ''),
    passphrase: z._default(z.string().check(z.maxLength(1024)), ''),
    showPassphrase: z._default(z.boolean(), false),
    expiry: z._default(z.enum(PGP_EXPIRY_MODES), 'never'),
    expiryDays: z._default(z.int().check(z.minimum(1), z.maximum(PGP_MAX_EXPIRY_DAYS)), 730),
    expiryDate: z._default(z.string().check(z.maxLength(10)), ''),
  }),
  options: ['algorithm', 'version', 'expiry', 'showPassphrase'],
  secrets: ['passphrase'],
} satisfies ToolStateSpec;

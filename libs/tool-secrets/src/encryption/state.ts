import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { AES_KEY_SIZES, ENCRYPTION_ALGORITHMS, KEY_DERIVATIONS, KEY_MODES } from './encryption.js';

/** Encrypt or decrypt. */
export const ENCRYPTION_MODES = ['encrypt', 'decrypt'] as const;
export type EncryptionMode = (typeof ENCRYPTION_MODES)[number];

/**
 * The encryption tool's state. Options (query string): mode, algorithm, keyMode, kdf, aesKeySize.
 * Inputs (remembered): the text and the IV (hex; an IV is not secret). SECRETS: the passphrase and
 * the raw key — never stored, in a link only after confirmation.
 */
export const encryptionState = {
  schema: z.object({
    mode: z._default(z.enum(ENCRYPTION_MODES), 'encrypt'),
    algorithm: z._default(z.enum(ENCRYPTION_ALGORITHMS), 'aes-cbc'),
    keyMode: z._default(z.enum(KEY_MODES), 'passphrase'),
    kdf: z._default(z.enum(KEY_DERIVATIONS), 'md5'),
    aesKeySize: z._default(z.enum(AES_KEY_SIZES), '256'),
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    passphrase: z._default(z.string().check(z.maxLength(10_000)), ''),
    keyHex: z._default(z.string().check(z.maxLength(200)), ''),
    ivHex: z._default(z.string().check(z.maxLength(200)), ''),
  }),
  options: ['mode', 'algorithm', 'keyMode', 'kdf', 'aesKeySize'],
  secrets: ['passphrase', 'keyHex'],
} satisfies ToolStateSpec;

import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { PGP_MODES, PGP_SIGN_STYLES } from './modes.js';

const text = (max: number) => z._default(z.string().check(z.maxLength(max)), '');

/**
 * The PGP tool's state. Options (query string): mode, style (sign), showPassphrase. Inputs
 * (remembered, in links): text (to encrypt or sign), recipients (public keys), encrypted (message
 * to decrypt), message (signed message or text to verify), signature (detached), publicKeys
 * (sender's / signer's). SECRETS: privateKey, passphrase — never stored, in a link only after the
 * visitor confirms.
 */
export const pgpEncryptionState = {
  schema: z.object({
    mode: z._default(z.enum(PGP_MODES), 'encrypt'),
    style: z._default(z.enum(PGP_SIGN_STYLES), 'cleartext'),
    showPassphrase: z._default(z.boolean(), false),
    text: text(5_000_000),
    recipients: text(200_000),
    encrypted: text(10_000_000),
    message: text(5_000_000),
    signature: text(100_000),
    publicKeys: text(200_000),
    privateKey: text(100_000),
    passphrase: text(1024),
  }),
  options: ['mode', 'style', 'showPassphrase'],
  secrets: ['privateKey', 'passphrase'],
} satisfies ToolStateSpec;

import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { BIP39_LANGUAGES } from './bip39-generator.js';

/**
 * The BIP39 generator's state. Options (query string): language, wordCount. SECRETS: the mnemonic
 * (which holds the entropy) and the passphrase — never stored, in a link only after confirmation.
 * The entropy field and the seed are derived from the mnemonic, not state.
 */
export const bip39GeneratorState = {
  schema: z.object({
    language: z._default(z.enum(BIP39_LANGUAGES), 'english'),
    wordCount: z._default(z.union([z.literal(12), z.literal(15), z.literal(18), z.literal(21), z.literal(24)]), 12),
    mnemonic: z._default(z.string().check(z.maxLength(2000)), ''),
    passphrase: z._default(z.string().check(z.maxLength(1000)), ''),
  }),
  options: ['language', 'wordCount'],
  secrets: ['mnemonic', 'passphrase'],
} satisfies ToolStateSpec;

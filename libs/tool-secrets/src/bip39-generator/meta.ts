import { defineTool } from '@handy-tools/ui/kit';

/**
 * BIP39 passphrase generator. State keys (shared by the UI and `examples`): `language` (one of
 * the official word lists), `wordCount` (12, 15, 18, 21, 24), and the SECRETS `mnemonic` and
 * `passphrase`, which no example holds (the tool draws a random mnemonic when it is empty).
 */
export const bip39Generator = defineTool({
  path: '/bip39-generator',
  name: 'BIP39 passphrase generator',
  description:
    'Generate a BIP39 mnemonic (12 to 24 words, in English or another official word list), convert it to and from its entropy in hex, check its checksum, and derive the seed with an optional passphrase.',
  keywords: ['bip39', 'bip-39', 'mnemonic', 'seed', 'phrase', 'passphrase', 'wallet', 'bitcoin', 'crypto', 'entropy', 'checksum', 'word list'],
  icon: 'IconListDetails',
  component: () => import('./Bip39GeneratorTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['@scure/bip39'],
  examples: [
    // Settings only: a mnemonic or passphrase is a secret and never goes into an example.
    { label: '12 English words', state: { language: 'english', wordCount: 12 } },
    { label: '24 English words', state: { language: 'english', wordCount: 24 } },
    { label: '24 Japanese words', state: { language: 'japanese', wordCount: 24 } },
  ],
});

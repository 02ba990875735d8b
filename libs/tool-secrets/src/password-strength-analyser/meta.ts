import { defineTool } from '@handy-tools/ui/kit';

/**
 * Password strength analyser. State keys (shared by the UI and `examples`): `password` (SECRET:
 * never stored, never in an example), `userInputs` (personal words, an input), `show` (option).
 */
export const passwordStrengthAnalyser = defineTool({
  path: '/password-strength-analyser',
  name: 'Password strength analyser',
  description:
    'Estimate how hard a password is to guess with zxcvbn: a 0–4 score, the number of guesses, crack times for online and offline attacks, and the patterns (common words, l33t, keyboard walks, repeats, sequences, dates) that weaken it, beside the brute-force view (length, character-set size, entropy in bits, time at 10¹⁰ guesses per second). Offline: nothing is sent.',
  keywords: ['password', 'strength', 'zxcvbn', 'entropy', 'crack time', 'guesses', 'secure', 'weak', 'checker', 'meter', 'analyser', 'analyzer', 'brute force', 'character set'],
  icon: 'IconGauge',
  component: () => import('./PasswordStrengthAnalyserTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['@zxcvbn-ts/core', '@zxcvbn-ts/language-common', '@zxcvbn-ts/language-en'],
  bundleBudget: { kb: 900, reason: 'the zxcvbn-ts English and common dictionaries, shipped for offline use and loaded in its worker' },
  examples: [
    // The password is a secret and never goes into an example: examples set the personal words.
    { label: 'Penalise personal words (name, year, site)', state: { userInputs: 'alice, 1990, example.com' } },
    { label: 'Show the password as I type', state: { show: true, userInputs: '' } },
  ],
});

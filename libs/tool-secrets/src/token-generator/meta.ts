import { defineTool } from '@handy-tools/ui/kit';

/**
 * Token generator. State keys (shared by the UI and `examples`): `length` (1–512),
 * `uppercase`, `lowercase`, `numbers`, `symbols`, `excludeLookAlike` (booleans), `exclude`
 * (characters to leave out), `count` (1–1000 tokens, one per line).
 *
 * SECRET: the generated token is a secret. It is output only, never part of the state
 * (state.ts holds the settings, all options), so it is never stored nor put in a link, and
 * examples hold options only, never a token.
 */
export const tokenGenerator = defineTool({
  path: '/token-generator',
  name: 'Token generator',
  description:
    'Generate random tokens, passwords or API keys, one or many at once, from the characters you choose (upper case, lower case, digits, symbols, minus any you exclude), with their entropy in bits.',
  keywords: ['token', 'random', 'string', 'password', 'secret', 'api key', 'alphanumeric', 'symbols', 'generator', 'entropy'],
  icon: 'IconArrowsShuffle',
  component: () => import('./TokenGeneratorTool.js'),
  createdAt: '2026-11-08',
  examples: [
    // Options only: the token itself is a secret and never goes into an example.
    { label: '64 letters and digits', state: { length: 64, uppercase: true, lowercase: true, numbers: true, symbols: false, excludeLookAlike: false } },
    { label: '32 with symbols', state: { length: 32, uppercase: true, lowercase: true, numbers: true, symbols: true, excludeLookAlike: false } },
    { label: '12 easy to read', state: { length: 12, uppercase: true, lowercase: true, numbers: true, symbols: false, excludeLookAlike: true } },
    { label: '6-digit code', state: { length: 6, uppercase: false, lowercase: false, numbers: true, symbols: false, excludeLookAlike: false } },
    { label: '10 hex keys', state: { length: 32, uppercase: false, lowercase: true, numbers: true, symbols: false, excludeLookAlike: false, exclude: 'ghijklmnopqrstuvwxyz', count: 10 } },
    { label: '20 passwords without quotes or backslash', state: { length: 20, uppercase: true, lowercase: true, numbers: true, symbols: true, excludeLookAlike: false, exclude: '"\'`\\', count: 20 } },
  ],
});

import { defineTool } from '@handy-tools/ui/kit';

/**
 * NanoIDs generator. State keys (shared by the UI and `examples`): `preset` (default,
 * numbers, lowercase, uppercaseNumbers, noLookalikes, custom), `length` (2–255), `quantity`
 * (1–1000) and `alphabet` (the custom alphabet, used when `preset` is `custom`).
 */
export const nanoidGenerator = defineTool({
  path: '/nanoid-generator',
  name: 'NanoIDs generator',
  description:
    'Generate Nano IDs: short, URL-friendly random IDs of any length from a preset or custom alphabet, with an estimate of the collision probability.',
  keywords: ['nanoid', 'nano id', 'id', 'random', 'short id', 'url-safe', 'alphabet', 'generator', 'unique', 'collision', 'birthday'],
  icon: 'IconDice5',
  component: () => import('./NanoidGeneratorTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['nanoid'],
  examples: [
    { label: '5 default 21-character IDs', state: { preset: 'default', length: 21, quantity: 5 } },
    { label: '10 hex IDs of 16 digits', state: { preset: 'custom', alphabet: '0123456789abcdef', length: 16, quantity: 10 } },
    { label: '8-character codes without look-alikes', state: { preset: 'noLookalikes', length: 8, quantity: 5 } },
  ],
});

import { defineTool } from '@handy-tools/ui/kit';

export const stringObfuscatorTool = defineTool({
  path: '/string-obfuscator',
  name: 'String obfuscator',
  description: 'Mask a secret except its first and last characters, to show it without revealing it.',
  keywords: ['string', 'obfuscator', 'mask', 'hide', 'secret', 'redact', 'api key', 'token', 'password'],
  icon: 'IconEyeOff',
  component: () => import('./StringObfuscatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'API key', state: { input: 'sk-proj-4f9a8b7c6d5e4f3a2b1c' } },
    { label: 'Card number, last 4 shown', state: { input: '4111 1111 1111 1111', keepFirst: 0, keepLast: 4, keepSpaces: true, maskChar: '•' } },
    { label: 'A list of keys, one per line', state: { input: 'ghp_16C7e42F292c6912E7710c838347Ae178B4a\nAKIAIOSFODNN7EXAMPLE', per: 'line', keepFirst: 4, keepLast: 2, fixedMaskLength: 8 } },
  ],
});

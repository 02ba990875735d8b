import { defineTool } from '@handy-tools/ui/kit';

export const stringObfuscatorTool = defineTool({
  path: '/string-obfuscator',
  name: 'String obfuscator',
  description: 'Mask a secret except its first and last characters, to show it without revealing it.',
  keywords: ['string', 'obfuscator'],
  icon: 'IconTool',
  component: () => import('./StringObfuscatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

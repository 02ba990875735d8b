import { defineTool } from '@handy-tools/ui/kit';

export const jsUnobfuscatorTool = defineTool({
  path: '/js-unobfuscator',
  name: 'JavaScript deobfuscator',
  description: 'Deobfuscate, unminify and unpack JavaScript bundles, in a worker you can stop.',
  keywords: ['js', 'unobfuscator'],
  icon: 'IconTool',
  component: () => import('./JsUnobfuscatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

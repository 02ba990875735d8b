import { defineTool } from '@handy-tools/ui/kit';

export const baseConverterTool = defineTool({
  path: '/base-converter',
  name: 'Integer base converter',
  description: 'Convert integers of any size between bases 2 to 64: binary, octal, decimal, hexadecimal and more.',
  keywords: ['base', 'converter'],
  icon: 'IconTool',
  component: () => import('./BaseConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const floatingPointConverterTool = defineTool({
  path: '/floating-point-converter',
  name: 'IEEE 754 floating-point converter',
  description: 'See how a number is stored in binary32 and binary64: sign, exponent, mantissa, hex, exact value and rounding error.',
  keywords: ['floating', 'point', 'converter'],
  icon: 'IconTool',
  component: () => import('./FloatingPointConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

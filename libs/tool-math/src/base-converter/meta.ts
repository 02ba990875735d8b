import { defineTool } from '@handy-tools/ui/kit';

export const baseConverterTool = defineTool({
  path: '/base-converter',
  name: 'Integer base converter',
  description: 'Convert integers of any size between bases 2 to 64: binary, octal, decimal, hexadecimal and more.',
  keywords: ['base', 'converter', 'radix', 'binary', 'octal', 'decimal', 'hexadecimal', 'hex', 'base36', 'base64', 'bigint', 'integer', 'number system'],
  icon: 'IconBinary',
  component: () => import('./BaseConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: '42 in decimal', state: { input: '42', base: 10 } },
    { label: '0xFF (prefix sets the base)', state: { input: '0xFF', base: 10 } },
    { label: '2^64 − 1', state: { input: '18446744073709551615', base: 10, group: true } },
    { label: 'Negative binary', state: { input: '-1010 1010', base: 2 } },
    { label: 'zz in base 36', state: { input: 'zz', base: 36 } },
  ],
});

import { defineTool } from '@handy-tools/ui/kit';

export const floatingPointConverterTool = defineTool({
  path: '/floating-point-converter',
  name: 'IEEE 754 floating-point converter',
  description: 'See how a number is stored in binary32 and binary64: sign, exponent, mantissa, hex, exact value and rounding error.',
  keywords: ['floating', 'point', 'converter', 'IEEE 754', 'float', 'double', 'binary32', 'binary64', 'half', 'mantissa', 'exponent', 'NaN', 'subnormal', 'precision'],
  icon: 'IconDecimal',
  component: () => import('./FloatingPointConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: '0.1', state: { input: '0.1', kind: 'decimal' } },
    { label: 'π as float (0x40490FDB)', state: { input: '0x40490FDB', kind: 'hex', bitsFormat: 'binary32' } },
    { label: 'Smallest subnormal double', state: { input: '0x0000000000000001', kind: 'hex', bitsFormat: 'binary64' } },
    { label: 'NaN with a payload', state: { input: '0x7FC00123', kind: 'hex', bitsFormat: 'binary32' } },
    { label: '2^24 + 1 (rounds in binary32)', state: { input: '16777217', kind: 'decimal' } },
  ],
});

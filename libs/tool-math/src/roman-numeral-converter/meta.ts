import { defineTool } from '@handy-tools/ui/kit';

export const romanNumeralConverterTool = defineTool({
  path: '/roman-numeral-converter',
  name: 'Roman numeral converter',
  description: 'Convert numbers from 1 to 3999 to Roman numerals and back.',
  keywords: ['roman', 'numeral', 'converter'],
  icon: 'IconTool',
  component: () => import('./RomanNumeralConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

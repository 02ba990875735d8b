import { defineTool } from '@handy-tools/ui/kit';

export const romanNumeralConverterTool = defineTool({
  path: '/roman-numeral-converter',
  name: 'Roman numeral converter',
  description: 'Convert numbers from 1 to 3999 to Roman numerals and back.',
  keywords: ['roman', 'numeral', 'converter', 'numbers', 'arabic', 'MCMXCIV', 'latin'],
  icon: 'IconLetterX',
  component: () => import('./RomanNumeralConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: '1994 = MCMXCIV', state: { arabic: '1994', roman: 'MCMXCIV' } },
    { label: '3999, the largest', state: { arabic: '3999', roman: 'MMMCMXCIX' } },
    { label: 'Clock-face IIII (lenient)', state: { arabic: '4', roman: 'IIII', reading: 'lenient' } },
  ],
});

import { defineTool } from '@handy-tools/ui/kit';

export const currencyConverterTool = defineTool({
  path: '/currency-converter',
  name: 'Currency converter',
  description: 'Convert an amount between currencies with published exchange rates; shows the date of the rates and works offline with the last ones seen.',
  keywords: ['currency', 'converter'],
  icon: 'IconTool',
  component: () => import('./CurrencyConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

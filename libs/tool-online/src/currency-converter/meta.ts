import { defineTool } from '@handy-tools/ui/kit';

export const currencyConverterTool = defineTool({
  path: '/currency-converter',
  name: 'Currency converter',
  description: 'Convert an amount between currencies with published exchange rates; shows the date of the rates and works offline with the last ones seen.',
  keywords: ['currency', 'converter', 'exchange', 'rate', 'money', 'forex', 'ecb', 'euro', 'dollar', 'usd', 'eur', 'gbp', 'jpy', 'crypto'],
  icon: 'IconCoins',
  component: () => import('./CurrencyConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['decimal.js'],
  network: ['api.frankfurter.dev', 'cdn.jsdelivr.net', 'latest.currency-api.pages.dev'],
  examples: [
    { label: '100 EUR to USD, GBP, JPY', state: { amount: '100', from: 'EUR', to: ['USD', 'GBP', 'JPY'] } },
    { label: '1 USD to Asian currencies', state: { amount: '1', from: 'USD', to: ['CNY', 'INR', 'KRW', 'SGD'] } },
    { label: 'On a past date (2020-03-02)', state: { amount: '250', from: 'GBP', to: ['EUR', 'CHF'], date: '2020-03-02' } },
  ],
});

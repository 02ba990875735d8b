import { defineTool } from '@handy-tools/ui/kit';

export const rmbNumbersTool = defineTool({
  path: '/rmb-numbers',
  name: 'RMB uppercase converter',
  description: 'Write an amount in Chinese uppercase RMB numerals, as on cheques and invoices.',
  keywords: ['rmb', 'numbers', 'yuan', 'renminbi', 'chinese', 'uppercase', '大写', '金额', '人民币', 'cheque', 'invoice', 'CNY'],
  icon: 'IconCurrencyYuan',
  component: () => import('./RmbNumbersTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: '¥1409.50', state: { amount: '1409.50' } },
    { label: '¥6007.14', state: { amount: '6007.14' } },
    { label: '¥16409.02', state: { amount: '16409.02' } },
    { label: '¥107000.53', state: { amount: '107000.53' } },
    { label: '¥100000000 with 人民币', state: { amount: '100000000', prefix: true } },
  ],
});

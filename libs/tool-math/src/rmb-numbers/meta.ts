import { defineTool } from '@handy-tools/ui/kit';

export const rmbNumbersTool = defineTool({
  path: '/rmb-numbers',
  name: 'RMB uppercase converter',
  description: 'Write an amount in Chinese uppercase RMB numerals, as on cheques and invoices.',
  keywords: ['rmb', 'numbers'],
  icon: 'IconTool',
  component: () => import('./RmbNumbersTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

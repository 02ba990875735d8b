import { defineTool } from '@handy-tools/ui/kit';

export const vatValidatorTool = defineTool({
  path: '/vat-validator',
  name: 'VAT number validator',
  description: 'Check the checksum of a European VAT number and see its country, without a network call.',
  keywords: ['vat', 'validator'],
  icon: 'IconTool',
  component: () => import('./VatValidatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const ibanValidatorAndParserTool = defineTool({
  path: '/iban-validator-and-parser',
  name: 'IBAN validator and parser',
  description: 'Check an IBAN and see its country, check digits, BBAN, bank code and printed form.',
  keywords: ['iban', 'validator', 'and', 'parser'],
  icon: 'IconTool',
  component: () => import('./IbanValidatorAndParserTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

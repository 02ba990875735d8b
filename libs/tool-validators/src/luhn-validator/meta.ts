import { defineTool } from '@handy-tools/ui/kit';

export const luhnValidatorTool = defineTool({
  path: '/luhn-validator',
  name: 'Luhn validator',
  description: 'Check a number with the Luhn algorithm, compute its check digit and see the card scheme.',
  keywords: ['luhn', 'validator'],
  icon: 'IconTool',
  component: () => import('./LuhnValidatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

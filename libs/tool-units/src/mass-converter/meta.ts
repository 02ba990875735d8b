import { defineTool } from '@handy-tools/ui/kit';

export const massConverterTool = defineTool({
  path: '/mass-converter',
  name: 'Mass converter',
  description: 'Convert masses between kilograms, grams, pounds, ounces, stones, tons and more.',
  keywords: ['mass', 'converter'],
  icon: 'IconTool',
  component: () => import('./MassConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const numeronymGeneratorTool = defineTool({
  path: '/numeronym-generator',
  name: 'Numeronym generator',
  description: 'Shorten each word to its first letter, the count of letters between and its last letter (internationalization → i18n).',
  keywords: ['numeronym', 'generator'],
  icon: 'IconTool',
  component: () => import('./NumeronymGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const softwareLicenceCompatibilityTool = defineTool({
  path: '/software-licence-compatibility',
  name: 'Software licence compatibility',
  description: 'See whether code under one licence may be combined into another, and what each licence permits and requires.',
  keywords: ['software', 'licence', 'compatibility'],
  icon: 'IconTool',
  component: () => import('./SoftwareLicenceCompatibilityTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

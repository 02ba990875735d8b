import { defineTool } from '@handy-tools/ui/kit';

export const areaConverterTool = defineTool({
  path: '/area-converter',
  name: 'Area converter',
  description: 'Convert areas between square metres, hectares, acres, square feet and more: type in any field, the others follow.',
  keywords: ['area', 'converter'],
  icon: 'IconTool',
  component: () => import('./AreaConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

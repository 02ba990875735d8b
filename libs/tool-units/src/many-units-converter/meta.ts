import { defineTool } from '@handy-tools/ui/kit';

export const manyUnitsConverterTool = defineTool({
  path: '/many-units-converter',
  name: 'Unit converter',
  description: 'Convert any quantity between units: pick them from the list or type “12 ft in m”.',
  keywords: ['many', 'units', 'converter'],
  icon: 'IconTool',
  component: () => import('./ManyUnitsConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

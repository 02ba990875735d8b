import { defineTool } from '@handy-tools/ui/kit';

export const powerConverterTool = defineTool({
  path: '/power-converter',
  name: 'Power converter',
  description: 'Convert power between watts, kilowatts, horsepower, BTU per hour and more.',
  keywords: ['power', 'converter'],
  icon: 'IconTool',
  component: () => import('./PowerConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

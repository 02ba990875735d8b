import { defineTool } from '@handy-tools/ui/kit';

export const volumeConverterTool = defineTool({
  path: '/volume-converter',
  name: 'Volume converter',
  description: 'Convert volumes between litres, cubic metres, US and imperial gallons, cups, fluid ounces and more.',
  keywords: ['volume', 'converter'],
  icon: 'IconTool',
  component: () => import('./VolumeConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

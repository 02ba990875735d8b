import { defineTool } from '@handy-tools/ui/kit';

export const illuminanceConverterTool = defineTool({
  path: '/illuminance-converter',
  name: 'Illuminance converter',
  description: 'Convert illuminance between lux, foot-candles, phots, nox and lumens per square metre or foot.',
  keywords: ['illuminance', 'converter'],
  icon: 'IconTool',
  component: () => import('./IlluminanceConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const iesLightingGuidelinesTool = defineTool({
  path: '/ies-lighting-guidelines',
  name: 'IES lighting guidelines',
  description: 'Look up the recommended illuminance, in lux and foot-candles, for a space or task.',
  keywords: ['ies', 'lighting', 'guidelines'],
  icon: 'IconTool',
  component: () => import('./IesLightingGuidelinesTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

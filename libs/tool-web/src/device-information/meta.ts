import { defineTool } from '@handy-tools/ui/kit';

export const deviceInformationTool = defineTool({
  path: '/device-information',
  name: 'Device information',
  description: 'Your screen, window, pixel ratio, orientation, languages, time zone, processor cores, memory, touch and colour scheme, live.',
  keywords: ['device', 'information'],
  icon: 'IconTool',
  component: () => import('./DeviceInformationTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const geoDistanceCalculatorTool = defineTool({
  path: '/geo-distance-calculator',
  name: 'Geographic distance calculator',
  description: 'Compute the distance and bearing between two points, on a sphere and on the WGS-84 ellipsoid.',
  keywords: ['geo', 'distance', 'calculator'],
  icon: 'IconTool',
  component: () => import('./GeoDistanceCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const ipGeoLocationTool = defineTool({
  path: '/ip-geo-location',
  name: 'IP geolocation',
  description: 'Location, autonomous system and organisation of an IP address, from a public geolocation service, with a map link.',
  keywords: ['ip', 'geo', 'location'],
  icon: 'IconTool',
  component: () => import('./IpGeoLocationTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

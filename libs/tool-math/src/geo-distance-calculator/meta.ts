import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `geoDistanceCalculatorState`: the points' coordinates as typed. */
export const geoDistanceCalculatorTool = defineTool({
  path: '/geo-distance-calculator',
  name: 'Geographic distance calculator',
  description: 'Compute the distance and bearing between two points, on a sphere and on the WGS-84 ellipsoid.',
  keywords: ['geo', 'distance', 'calculator', 'haversine', 'great circle', 'geodesic', 'wgs84', 'vincenty', 'karney', 'bearing', 'azimuth', 'latitude', 'longitude', 'gps', 'dms', 'km', 'miles', 'nautical'],
  icon: 'IconMapPins',
  component: () => import('./GeoDistanceCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['geographiclib-geodesic', 'geographiclib-dms'],
  examples: [
    { label: 'JFK → Paris CDG', state: { lat1: '40.6', lon1: '-73.8', lat2: '49.01666667', lon2: '2.55' } },
    { label: 'Paris → London (DMS)', state: { lat1: '48°51′24″N', lon1: '2°21′03″E', lat2: '51°30′26″N', lon2: '0°07′39″W' } },
    { label: 'Nearly antipodal', state: { lat1: '-30', lon1: '0', lat2: '29.9', lon2: '179.8' } },
  ],
});

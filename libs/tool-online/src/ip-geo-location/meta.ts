import { defineTool } from '@handy-tools/ui/kit';

export const ipGeoLocationTool = defineTool({
  path: '/ip-geo-location',
  name: 'IP geolocation',
  description: 'Location, autonomous system and organisation of an IP address, from a public geolocation service, with a map link.',
  keywords: ['ip', 'geo', 'location', 'geolocation', 'asn', 'isp', 'organisation', 'country', 'city', 'ipinfo', 'whois', 'map'],
  icon: 'IconMapPinSearch',
  component: () => import('./IpGeoLocationTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['ip-address'],
  network: ['ipinfo.io'],
  examples: [
    { label: 'Google DNS (IPv4)', state: { ip: '8.8.8.8' } },
    { label: 'Cloudflare DNS (IPv6)', state: { ip: '2606:4700:4700::1111' } },
    { label: 'My own address', state: { ip: '' } },
  ],
});

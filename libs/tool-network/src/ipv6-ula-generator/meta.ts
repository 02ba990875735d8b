import { defineTool } from '@handy-tools/ui/kit';

/**
 * Example states; keys are fields of `ipv6UlaGeneratorState`: the inputs `mac`, `time` (ms since
 * 1970) and `random` (10 hex digits), the options `method` and `subnets`. A fixed `time` makes
 * an example give the same prefix every time.
 */
export const ipv6UlaGeneratorTool = defineTool({
  path: '/ipv6-ula-generator',
  name: 'IPv6 ULA generator',
  description: 'Generate a unique local IPv6 prefix (RFC 4193, fd00::/8) from the time and a MAC address, with its /64 subnets.',
  keywords: ['ipv6', 'ula', 'unique local address', 'rfc 4193', 'fd00::/8', 'fc00::/7', 'prefix', '/48', 'global id', 'subnet', 'private', 'generator', 'sha-1', 'eui-64', 'mac'],
  icon: 'IconFingerprint',
  component: () => import('./Ipv6UlaGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    { label: 'RFC 4193 from a MAC at a fixed time', state: { mac: '00:00:5e:00:53:01', time: 1_795_000_000_000, method: 'rfc4193' } },
    { label: 'From an EUI-64, 16 subnets', state: { mac: '02:00:5e:ff:fe:00:53:01', time: 1_800_000_000_500, subnets: 16 } },
    { label: 'Random Global ID', state: { method: 'random', random: '9c2f41ad07' } },
    { label: 'IT-Tools method', state: { mac: '20:37:06:12:34:56', time: 1_795_000_000_000, method: 'it-tools' } },
  ],
});

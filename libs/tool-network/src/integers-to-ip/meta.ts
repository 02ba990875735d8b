import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `integersToIpState`: the entries `input` and the option `base`. */
export const integersToIpTool = defineTool({
  path: '/integers-to-ip',
  name: 'Integer to IP address',
  description: 'Convert integers (decimal or hex, up to 128 bits) to IPv4 and IPv6 addresses, and back.',
  keywords: ['integer', 'number', 'decimal', 'hex', 'hexadecimal', 'binary', 'octal', 'ip', 'ipv4', 'ipv6', 'address', 'bigint', 'long', 'inet_ntoa', 'inet_aton', 'int2ip', 'ip2long'],
  icon: 'IconNumber123',
  component: () => import('./IntegersToIpTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['ip-address'],
  examples: [
    { label: 'Decimal to IPv4', state: { input: '3232235777' } },
    { label: 'Several per line', state: { input: '167772161 0xC0000201\n2130706433, 4294967295' } },
    { label: '128-bit hex to IPv6', state: { input: '0x20010db8000000000000000000000001' } },
    { label: 'Hex without prefix', state: { input: 'c0a80101\nfe800000000000000000000000000001', base: 16 } },
    { label: 'Addresses to integers', state: { input: '192.168.1.1\n2001:db8::1\n::ffff:192.0.2.1' } },
  ],
});

import { defineTool } from '@handy-tools/ui/kit';

/** Example states; the key is the field of `ipv4AddressConverterState`: the address text `input`, in any form. */
export const ipv4AddressConverterTool = defineTool({
  path: '/ipv4-address-converter',
  name: 'IPv4 address converter',
  description: 'Convert an IPv4 address to decimal, hexadecimal, binary and octal, and to its IPv4-mapped and IPv4-compatible IPv6 forms.',
  keywords: [
    'ipv4',
    'address',
    'converter',
    'decimal',
    'integer',
    'hexadecimal',
    'hex',
    'binary',
    'octal',
    'ipv6',
    'ipv4-mapped',
    'ipv4-compatible',
    '::ffff',
    '6to4',
    'nat64',
    'ptr',
    'in-addr.arpa',
  ],
  icon: 'IconBinary',
  component: () => import('./Ipv4AddressConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['ip-address'],
  examples: [
    { label: 'Dotted decimal', state: { input: '192.168.1.1' } },
    { label: 'Integer', state: { input: '3232235777' } },
    { label: 'Hexadecimal', state: { input: '0xC0000201' } },
    { label: 'IPv4-mapped IPv6', state: { input: '::ffff:203.0.113.9' } },
    { label: 'Binary octets', state: { input: '00001010.00000000.00000000.00000001' } },
  ],
});

import { defineTool } from '@handy-tools/ui/kit';

/**
 * Example states; keys are fields of `macAddressConverterState`: the address `input` and the
 * option `letterCase`.
 */
export const macAddressConverterTool = defineTool({
  path: '/mac-address-converter',
  name: 'MAC address converter',
  description: 'Write a MAC address with colons, hyphens, Cisco dots or bare; change the case; get its EUI-64 and IPv6 link-local address.',
  keywords: ['mac', 'address', 'converter', 'eui-48', 'eui-64', 'modified eui-64', 'cisco', 'ethernet', 'hardware address', 'link-local', 'ipv6', 'oui', 'multicast', 'locally administered', 'format'],
  icon: 'IconNetwork',
  component: () => import('./MacAddressConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['ip-address'],
  examples: [
    { label: 'Documentation address (RFC 7042)', state: { input: '00-00-5E-00-53-01' } },
    { label: 'Cisco dot notation', state: { input: '0000.5e00.5301', letterCase: 'upper' } },
    { label: 'RFC 2464 link-local example', state: { input: '34:56:78:9a:bc:de' } },
    { label: 'EUI-64', state: { input: '00-00-5E-EF-10-00-00-01' } },
    { label: 'Broadcast', state: { input: 'ff:ff:ff:ff:ff:ff' } },
    { label: 'MAC inside a link-local address', state: { input: 'fe80::21b:63ff:fe84:45e6' } },
  ],
});

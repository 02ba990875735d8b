import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `ipv4RangeExpanderState`: `start`, `end` and the option `ipv6Form`. */
export const ipv4RangeExpanderTool = defineTool({
  path: '/ipv4-range-expander',
  name: 'IPv4 range expander',
  description: 'Give a start and an end address: see how many addresses the range holds and the smallest CIDR block that covers it.',
  keywords: [
    'ipv4',
    'range',
    'expander',
    'cidr',
    'covering',
    'block',
    'prefix',
    'subnet',
    'supernet',
    'netmask',
    'start address',
    'end address',
    'ipv6',
  ],
  icon: 'IconArrowAutofitWidth',
  component: () => import('./Ipv4RangeExpanderTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['cidr-tools', 'ip-address'],
  examples: [
    { label: 'Range across /24s', state: { start: '192.168.1.1', end: '192.168.6.255' } },
    { label: 'Already a block', state: { start: '10.0.0.0', end: '10.255.255.255' } },
    { label: 'IPv6 range', state: { start: '2001:db8::10', end: '2001:db8::1:0' } },
  ],
});

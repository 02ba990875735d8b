import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `ipIncludeExcludeState`: `allowed`, `excluded` and the options `format`, `ipv6Form`. */
export const ipIncludeExcludeTool = defineTool({
  path: '/ip-include-exclude',
  name: 'IP subnet exclude calculator',
  description: 'Allowed networks minus excluded ones, as a CIDR list — for example WireGuard AllowedIPs.',
  keywords: [
    'ip',
    'include',
    'exclude',
    'subtract',
    'cidr',
    'wireguard',
    'allowedips',
    'vpn',
    'split tunnel',
    'ipv4',
    'ipv6',
    'subnet',
    'difference',
    'merge',
  ],
  icon: 'IconFilterMinus',
  component: () => import('./IpIncludeExcludeTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['cidr-tools', 'ip-address'],
  examples: [
    { label: 'WireGuard: all but the LAN', state: { allowed: '0.0.0.0/0, ::/0', excluded: '192.168.0.0/16', format: 'wireguard' } },
    { label: 'All but private ranges (RFC 1918)', state: { allowed: '0.0.0.0/0', excluded: '10.0.0.0/8\n172.16.0.0/12\n192.168.0.0/16' } },
    { label: 'One address out of a /24', state: { allowed: '192.168.0.1/24', excluded: '192.168.0.6', format: 'newline' } },
    { label: 'IPv6 minus link-local and ULA', state: { allowed: '::/0', excluded: 'fe80::/10, fc00::/7' } },
  ],
});

import { defineTool } from '@handy-tools/ui/kit';

/**
 * Example states; keys are fields of `option43GeneratorState`: the `controllers` (input) and the
 * options `vendor` and `server`.
 */
export const option43GeneratorTool = defineTool({
  path: '/option43-generator',
  name: 'DHCP option 43 generator',
  description: 'Build the DHCP option 43 value for wireless controllers (Cisco, Aruba, Ruckus, Ubiquiti…) with configuration lines for common DHCP servers.',
  keywords: ['option43', 'option 43', 'dhcp', 'generator', 'wlc', 'wireless controller', 'access point', 'cisco', 'aruba', 'ruckus', 'ubiquiti', 'unifi', 'fortinet', 'capwap', 'option 138', 'option 60', 'vendor class', 'isc dhcpd', 'netsh', 'mikrotik'],
  icon: 'IconAccessPoint',
  component: () => import('./Option43GeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['ip-address'],
  examples: [
    { label: 'Cisco WLCs (Cisco IOS)', state: { vendor: 'cisco', server: 'cisco-ios', controllers: '10.126.126.2\n10.127.127.2' } },
    { label: 'Aruba controller (ISC dhcpd)', state: { vendor: 'aruba', server: 'isc-dhcpd', controllers: '10.0.2.15' } },
    { label: 'Ruckus SmartZone (Windows)', state: { vendor: 'ruckus-smartzone', server: 'windows', controllers: '192.168.1.120' } },
    { label: 'UniFi controller (MikroTik)', state: { vendor: 'ubiquiti', server: 'mikrotik', controllers: '192.168.150.2' } },
  ],
});

import { defineTool } from '@handy-tools/ui/kit';

export const option43GeneratorTool = defineTool({
  path: '/option43-generator',
  name: 'DHCP option 43 generator',
  description: 'Build the DHCP option 43 value for wireless controllers (Cisco, Aruba, Ruckus, Ubiquiti…) with configuration lines for common DHCP servers.',
  keywords: ['option43', 'generator'],
  icon: 'IconTool',
  component: () => import('./Option43GeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

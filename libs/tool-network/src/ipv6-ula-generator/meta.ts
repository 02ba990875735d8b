import { defineTool } from '@handy-tools/ui/kit';

export const ipv6UlaGeneratorTool = defineTool({
  path: '/ipv6-ula-generator',
  name: 'IPv6 ULA generator',
  description: 'Generate a unique local IPv6 prefix (RFC 4193, fd00::/8) from the time and a MAC address, with its /64 subnets.',
  keywords: ['ipv6', 'ula', 'generator'],
  icon: 'IconTool',
  component: () => import('./Ipv6UlaGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

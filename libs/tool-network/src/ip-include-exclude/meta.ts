import { defineTool } from '@handy-tools/ui/kit';

export const ipIncludeExcludeTool = defineTool({
  path: '/ip-include-exclude',
  name: 'IP subnet exclude calculator',
  description: 'Allowed networks minus excluded ones, as a CIDR list — for example WireGuard AllowedIPs.',
  keywords: ['ip', 'include', 'exclude'],
  icon: 'IconTool',
  component: () => import('./IpIncludeExcludeTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

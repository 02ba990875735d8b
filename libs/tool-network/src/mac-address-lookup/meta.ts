import { defineTool } from '@handy-tools/ui/kit';

export const macAddressLookupTool = defineTool({
  path: '/mac-address-lookup',
  name: 'MAC address lookup',
  description: 'Find the vendor of a MAC address in the IEEE registries (MA-L, MA-M, MA-S), without sending it anywhere.',
  keywords: ['mac', 'address', 'lookup'],
  icon: 'IconTool',
  component: () => import('./MacAddressLookupTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

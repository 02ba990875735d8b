import { defineTool } from '@handy-tools/ui/kit';

export const portNumbersTool = defineTool({
  path: '/port-numbers',
  name: 'Port numbers',
  description: 'Search the IANA registry of service names and port numbers by port, service or protocol.',
  keywords: ['port', 'numbers'],
  icon: 'IconTool',
  component: () => import('./PortNumbersTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

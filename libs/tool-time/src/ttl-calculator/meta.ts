import { defineTool } from '@handy-tools/ui/kit';

export const ttlCalculatorTool = defineTool({
  path: '/ttl-calculator',
  name: 'TTL calculator',
  description: 'Turn a TTL in seconds into a readable duration and its expiry time, and back.',
  keywords: ['ttl', 'calculator'],
  icon: 'IconTool',
  component: () => import('./TtlCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

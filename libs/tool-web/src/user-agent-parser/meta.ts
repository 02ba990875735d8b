import { defineTool } from '@handy-tools/ui/kit';

export const userAgentParserTool = defineTool({
  path: '/user-agent-parser',
  name: 'User-agent parser',
  description: 'Read a user-agent string — this browser\'s by default — as browser, engine, operating system, device and CPU.',
  keywords: ['user', 'agent', 'parser'],
  icon: 'IconTool',
  component: () => import('./UserAgentParserTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

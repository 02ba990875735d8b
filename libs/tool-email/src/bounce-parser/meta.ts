import { defineTool } from '@handy-tools/ui/kit';

export const bounceParserTool = defineTool({
  path: '/bounce-parser',
  name: 'Bounce message parser',
  description: 'Read a bounce or delivery status notification: recipient, status code, diagnostic and reason.',
  keywords: ['bounce', 'parser'],
  icon: 'IconTool',
  component: () => import('./BounceParserTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

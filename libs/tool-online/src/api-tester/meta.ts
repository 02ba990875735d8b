import { defineTool } from '@handy-tools/ui/kit';

export const apiTesterTool = defineTool({
  path: '/api-tester',
  name: 'API tester',
  description: 'Send an HTTP request with a method, headers and body and see the status, headers, time and response; copy it as curl.',
  keywords: ['api', 'tester'],
  icon: 'IconTool',
  component: () => import('./ApiTesterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

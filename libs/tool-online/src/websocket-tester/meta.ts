import { defineTool } from '@handy-tools/ui/kit';

export const websocketTesterTool = defineTool({
  path: '/websocket-tester',
  name: 'WebSocket tester',
  description: 'Connect to a WebSocket server, send text or JSON messages and follow a timestamped log of the exchange.',
  keywords: ['websocket', 'tester'],
  icon: 'IconTool',
  component: () => import('./WebsocketTesterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

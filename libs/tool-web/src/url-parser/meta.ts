import { defineTool } from '@handy-tools/ui/kit';

export const urlParserTool = defineTool({
  path: '/url-parser',
  name: 'URL parser',
  description: 'Split a URL into protocol, user, password, host, port, path, query parameters and fragment.',
  keywords: ['url', 'parser'],
  icon: 'IconTool',
  component: () => import('./UrlParserTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

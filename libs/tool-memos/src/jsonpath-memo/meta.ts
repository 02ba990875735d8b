import { defineTool } from '@handy-tools/ui/kit';

export const jsonpathMemoTool = defineTool({
  path: '/jsonpath-memo',
  name: 'JSONPath cheat sheet',
  description: 'JSONPath syntax (RFC 9535): selectors, filters, functions, with examples.',
  keywords: ['jsonpath', 'memo'],
  icon: 'IconTool',
  component: () => import('./JsonpathMemoTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

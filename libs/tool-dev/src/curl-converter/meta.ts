import { defineTool } from '@handy-tools/ui/kit';

export const curlConverterTool = defineTool({
  path: '/curl-converter',
  name: 'curl converter',
  description: 'Convert a curl command into fetch, Python requests, Go, PHP, Java and other languages.',
  keywords: ['curl', 'converter'],
  icon: 'IconTool',
  component: () => import('./CurlConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

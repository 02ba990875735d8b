import { defineTool } from '@handy-tools/ui/kit';

export const commonRegexMemoTool = defineTool({
  path: '/common-regex-memo',
  name: 'Common regular expressions',
  description: 'Tested regular expressions for e-mail addresses, URLs, IP addresses, dates, UUIDs and more.',
  keywords: ['common', 'regex', 'memo'],
  icon: 'IconTool',
  component: () => import('./CommonRegexMemoTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

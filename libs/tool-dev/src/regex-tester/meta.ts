import { defineTool } from '@handy-tools/ui/kit';

export const regexTesterTool = defineTool({
  path: '/regex-tester',
  name: 'Regex tester',
  description: 'Test a JavaScript regular expression: matches and groups, replace preview, railroad diagram and sample strings.',
  keywords: ['regex', 'tester'],
  icon: 'IconTool',
  component: () => import('./RegexTesterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

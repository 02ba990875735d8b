import { defineTool } from '@handy-tools/ui/kit';

export const xsltTesterTool = defineTool({
  path: '/xslt-tester',
  name: 'XSLT tester',
  description: 'Transform an XML document with an XSLT 1.0 stylesheet and see the formatted result.',
  keywords: ['xslt', 'tester'],
  icon: 'IconTool',
  component: () => import('./XsltTesterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const xpathTesterTool = defineTool({
  path: '/xpath-tester',
  name: 'XPath tester',
  description: 'Evaluate an XPath 1.0 expression on an XML document: matched nodes, values and their paths.',
  keywords: ['xpath', 'tester'],
  icon: 'IconTool',
  component: () => import('./XpathTesterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

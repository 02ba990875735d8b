import { defineTool } from '@handy-tools/ui/kit';

export const cssXpathConverterTool = defineTool({
  path: '/css-xpath-converter',
  name: 'CSS selector to XPath converter',
  description: 'Convert CSS selectors to XPath expressions and simple XPath back to CSS.',
  keywords: ['css', 'xpath', 'converter'],
  icon: 'IconTool',
  component: () => import('./CssXpathConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

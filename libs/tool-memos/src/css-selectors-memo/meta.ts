import { defineTool } from '@handy-tools/ui/kit';

export const cssSelectorsMemoTool = defineTool({
  path: '/css-selectors-memo',
  name: 'CSS selectors cheat sheet',
  description: 'CSS selectors: type, class, attribute, combinators, pseudo-classes and pseudo-elements.',
  keywords: ['css', 'selectors', 'memo'],
  icon: 'IconTool',
  component: () => import('./CssSelectorsMemoTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

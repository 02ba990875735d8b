import { defineTool } from '@handy-tools/ui/kit';

export const javascriptPrettifierTool = defineTool({
  path: '/javascript-prettifier',
  name: 'JavaScript prettifier',
  description: 'Format JavaScript and TypeScript with Prettier: line width, tabs or spaces, quotes, semicolons.',
  keywords: ['javascript', 'prettifier'],
  icon: 'IconTool',
  component: () => import('./JavascriptPrettifierTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

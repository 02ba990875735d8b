import { defineTool } from '@handy-tools/ui/kit';

export const cssPrettifierTool = defineTool({
  path: '/css-prettifier',
  name: 'CSS prettifier',
  description: 'Format CSS, SCSS and Less with Prettier: line width, tabs or spaces, quotes.',
  keywords: ['css', 'prettifier'],
  icon: 'IconTool',
  component: () => import('./CssPrettifierTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

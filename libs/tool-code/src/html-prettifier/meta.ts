import { defineTool } from '@handy-tools/ui/kit';

export const htmlPrettifierTool = defineTool({
  path: '/html-prettifier',
  name: 'HTML prettifier',
  description: 'Format HTML with Prettier: line width, tabs or spaces, attribute wrapping.',
  keywords: ['html', 'prettifier'],
  icon: 'IconTool',
  component: () => import('./HtmlPrettifierTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const htmlCleanerTool = defineTool({
  path: '/html-cleaner',
  name: 'HTML cleaner',
  description: 'Strip scripts, styles, attributes, comments or empty tags from HTML, then format it.',
  keywords: ['html', 'cleaner'],
  icon: 'IconTool',
  component: () => import('./HtmlCleanerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

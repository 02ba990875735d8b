import { defineTool } from '@handy-tools/ui/kit';

export const urlCleanerTool = defineTool({
  path: '/url-cleaner',
  name: 'URL cleaner',
  description: 'Remove tracking parameters (utm_*, fbclid, gclid…) from URLs and unwrap known redirect links.',
  keywords: ['url', 'cleaner'],
  icon: 'IconTool',
  component: () => import('./UrlCleanerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const multiLinkDownloaderTool = defineTool({
  path: '/multi-link-downloader',
  name: 'Multi-link downloader',
  description: 'Download a list of links with progress and get them in one ZIP file, made in your browser.',
  keywords: ['multi', 'link', 'downloader'],
  icon: 'IconTool',
  component: () => import('./MultiLinkDownloaderTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

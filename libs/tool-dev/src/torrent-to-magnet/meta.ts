import { defineTool } from '@handy-tools/ui/kit';

export const torrentToMagnetTool = defineTool({
  path: '/torrent-to-magnet',
  name: 'Torrent to magnet link',
  description: 'Read a .torrent file: magnet link with v1/v2 info hash, name, trackers and file list.',
  keywords: ['torrent', 'to', 'magnet'],
  icon: 'IconTool',
  component: () => import('./TorrentToMagnetTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

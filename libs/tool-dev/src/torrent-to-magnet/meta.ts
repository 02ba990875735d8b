import { defineTool } from '@handy-tools/ui/kit';

export const torrentToMagnetTool = defineTool({
  path: '/torrent-to-magnet',
  name: 'Torrent to magnet link',
  description: 'Read a .torrent file: magnet link with v1/v2 info hash, name, size, trackers and file list. Also reads magnet links.',
  keywords: ['torrent', 'magnet', 'bittorrent', 'info hash', 'btih', 'btmh', 'bencode', 'trackers', 'bep 9', 'bep 52'],
  icon: 'IconMagnet',
  component: () => import('./TorrentToMagnetTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['@noble/hashes'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: 'Read a magnet link',
      state: {
        magnet:
          'magnet:?xt=urn:btih:d2474e86c95b19b8bcfdb92bc12c9d44667cfa36&dn=Leaves%20of%20Grass%20by%20Walt%20Whitman.epub&tr=udp%3A%2F%2Ftracker.opentrackr.org%3A1337&tr=wss%3A%2F%2Ftracker.openwebtorrent.com',
      },
    },
    {
      label: 'Hybrid v1 + v2 magnet link',
      state: {
        magnet:
          'magnet:?xt=urn:btih:631a31dd0a46257d5078c0dee4e66e26f73e42ac&xt=urn:btmh:1220d8dd32ac93357c368556af3ac1d95c9d76bd0dff6fa9833ecdac3d53134efabb&dn=bittorrent-v1-v2-hybrid-test',
      },
    },
  ],
});

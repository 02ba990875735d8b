import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of ./state.ts. Nothing is downloaded until the visitor presses Download. */
export const multiLinkDownloaderTool = defineTool({
  path: '/multi-link-downloader',
  name: 'Multi-link downloader',
  description: 'Download a list of links with progress and get them in one ZIP file, made in your browser.',
  keywords: ['download', 'links', 'urls', 'bulk', 'batch', 'zip', 'multiple', 'files', 'fetch', 'archive'],
  icon: 'IconFileZip',
  component: () => import('./MultiLinkDownloaderTool.js'),
  createdAt: '2026-11-28',
  network: ['*'],
  npmPackages: ['fflate'],
  examples: [
    {
      label: 'Three files',
      state: { links: 'https://www.rfc-editor.org/rfc/rfc6455.txt\nhttps://www.rfc-editor.org/rfc/rfc6266.txt\nhttps://www.rfc-editor.org/rfc/rfc8187.txt', zipName: 'rfcs.zip' },
    },
    { label: 'With a comment and a duplicate name', state: { links: '# logos\nhttps://a.example/img/logo.png\nhttps://b.example/img/logo.png', concurrency: 2 } },
  ],
});

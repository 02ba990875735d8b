import { defineTool } from '@handy-tools/ui/kit';

export const mimeTypesTool = defineTool({
  path: '/mime-types',
  name: 'MIME types',
  description: 'Find the MIME type of a file extension and the extensions of a MIME type.',
  keywords: ['mime', 'types', 'media type', 'content-type', 'extension', 'file type', 'mime-db', 'iana'],
  icon: 'IconFileCode',
  component: () => import('./MimeTypesTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['mime-db'],
  examples: [
    { label: 'File name', state: { search: 'report.pdf' } },
    { label: 'MIME type', state: { search: 'application/json' } },
    { label: 'All images', state: { search: 'image/', withExtensions: true } },
  ],
});

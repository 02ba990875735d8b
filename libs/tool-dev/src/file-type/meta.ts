import { defineTool } from '@handy-tools/ui/kit';

export const fileTypeTool = defineTool({
  path: '/file-type',
  name: 'File type detector',
  description: "Find a file's type, MIME type and extension from its magic bytes, not its name.",
  keywords: ['file', 'type', 'mime', 'magic number', 'signature', 'extension', 'detect', 'header', 'charset', 'bom'],
  icon: 'IconFileSearch',
  component: () => import('./FileTypeTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['file-type'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'PNG header (xxd)', state: { hex: '00000000: 8950 4e47 0d0a 1a0a 0000 000d 4948 4452  .PNG........IHDR' } },
    { label: 'PDF header', state: { hex: '25 50 44 46 2d 31 2e 37 0a 25 e2 e3 cf d3' } },
    { label: 'gzip', state: { hex: '1f 8b 08 00 00 00 00 00 00 03 cb 48 cd c9 c9 07 00 86 a6 10 36 05 00 00 00' } },
    { label: 'UTF-8 text with BOM', state: { hex: 'ef bb bf 68 c3 a9 6c 6c 6f 0a' } },
  ],
});

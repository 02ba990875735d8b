import { defineTool } from '@handy-tools/ui/kit';

export const imageExifReaderTool = defineTool({
  path: '/image-exif-reader',
  name: 'Image metadata reader',
  description: 'Read EXIF, IPTC, XMP and GPS metadata of a photo and estimate its JPEG quality.',
  keywords: ['image', 'exif', 'reader'],
  icon: 'IconTool',
  component: () => import('./ImageExifReaderTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

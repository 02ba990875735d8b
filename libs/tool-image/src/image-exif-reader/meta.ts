import { defineTool } from '@handy-tools/ui/kit';

export const imageExifReaderTool = defineTool({
  path: '/image-exif-reader',
  name: 'Image metadata reader',
  description: 'Read EXIF, IPTC, XMP and GPS metadata of a photo and estimate its JPEG quality.',
  keywords: ['image', 'exif', 'reader', 'metadata', 'iptc', 'xmp', 'icc', 'gps', 'location', 'camera', 'photo', 'jpeg quality', 'thumbnail', 'png', 'webp', 'heic'],
  icon: 'IconPhotoSearch',
  component: () => import('./ImageExifReaderTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['exifreader'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'Photo with GPS, IPTC and XMP', state: { sample: 'photo', search: '' } },
    { label: 'PNG with text chunks', state: { sample: 'drawing', search: '' } },
    { label: 'Search the photo for "date"', state: { sample: 'photo', search: 'date' } },
  ],
});

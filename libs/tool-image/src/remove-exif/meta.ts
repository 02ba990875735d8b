import { defineTool } from '@handy-tools/ui/kit';

export const removeExifTool = defineTool({
  path: '/remove-exif',
  name: 'Remove EXIF',
  description: 'Strip metadata from JPEG and PNG images without re-encoding them, and list what was removed.',
  keywords: ['remove', 'exif', 'strip', 'metadata', 'gps', 'location', 'privacy', 'xmp', 'iptc', 'jpeg', 'png', 'webp', 'clean', 'lossless'],
  icon: 'IconPhotoShield',
  component: () => import('./RemoveExifTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'Photo with GPS and camera data', state: { sample: 'photo' } },
    { label: 'PNG with text chunks', state: { sample: 'drawing' } },
    { label: 'Keep only the orientation', state: { sample: 'photo', keepOrientation: true, keepColourProfile: false } },
  ],
});

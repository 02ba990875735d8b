import { defineTool } from '@handy-tools/ui/kit';

export const heicConverterTool = defineTool({
  path: '/heic-converter',
  name: 'HEIC converter',
  description: 'Convert HEIC/HEIF photos to JPEG or PNG in your browser.',
  keywords: ['heic', 'heif', 'converter', 'iphone', 'apple', 'photo', 'jpeg', 'jpg', 'png', 'webp', 'hevc', 'libheif'],
  icon: 'IconPhotoScan',
  component: () => import('./HeicConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['libheif-js'],
  footer: 'Decoded by [libheif](https://github.com/strukturag/libheif) (LGPL-3.0), compiled to WebAssembly by libheif-js and loaded as a separate file only when a photo is converted.',
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'HEIC photo → JPEG', state: { sample: 'sample-96x64' } },
    { label: 'Two-image HEIF → PNG', state: { sample: 'two-images', format: 'png' } },
  ],
});

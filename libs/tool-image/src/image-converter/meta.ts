import { defineTool } from '@handy-tools/ui/kit';

export const imageConverterTool = defineTool({
  path: '/image-converter',
  name: 'Image format converter',
  description: 'Convert images between PNG, JPEG, WebP, AVIF, GIF, BMP and ICO, and render SVG to PNG at a chosen size.',
  keywords: [
    'image',
    'converter',
    'convert',
    'format',
    'png',
    'jpeg',
    'jpg',
    'webp',
    'avif',
    'gif',
    'bmp',
    'ico',
    'icon',
    'svg',
    'svg to png',
    'transparency',
    'quality',
    'compress',
  ],
  icon: 'IconPhotoCog',
  component: () => import('./ImageConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['gifenc', 'comlink'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'Sample to WebP at quality 80', state: { sample: 'gradient', format: 'webp', quality: 80 } },
    { label: 'Sample to JPEG on black', state: { sample: 'gradient', format: 'jpeg', background: '#000000' } },
    { label: 'Sample to GIF', state: { sample: 'gradient', format: 'gif' } },
    { label: 'Sample to ICO', state: { sample: 'gradient', format: 'ico' } },
  ],
});

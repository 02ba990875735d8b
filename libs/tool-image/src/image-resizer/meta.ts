import { defineTool } from '@handy-tools/ui/kit';

export const imageResizerTool = defineTool({
  path: '/image-resizer',
  name: 'Image resizer',
  description: 'Resize images by pixels or percentage, keeping the aspect ratio, with quality and output format.',
  keywords: [
    'image',
    'resizer',
    'resize',
    'scale',
    'downscale',
    'upscale',
    'thumbnail',
    'dimensions',
    'width',
    'height',
    'aspect ratio',
    'lanczos',
    'pica',
    'photo',
    'jpeg',
    'png',
    'webp',
  ],
  icon: 'IconResize',
  component: () => import('./ImageResizerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['pica', 'gifenc', 'comlink'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'Sample to 240 px wide', state: { sample: 'gradient', unit: 'px', width: 240, keepAspect: true } },
    { label: 'Sample at 50 % as WebP', state: { sample: 'gradient', unit: 'percent', percent: 50, format: 'webp', quality: 80 } },
    {
      label: 'Sample stretched to 16:9, JPEG',
      state: { sample: 'gradient', unit: 'px', width: 320, keepAspect: true, aspect: '16:9', format: 'jpeg' },
    },
  ],
});

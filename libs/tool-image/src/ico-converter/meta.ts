import { defineTool } from '@handy-tools/ui/kit';

export const icoConverterTool = defineTool({
  path: '/ico-converter',
  name: 'ICO converter',
  description: 'Turn a PNG into a multi-size ICO icon, or extract the images of an ICO file as PNG.',
  keywords: ['ico', 'icon', 'favicon', 'converter', 'png', 'windows', 'bmp', 'cur', 'extract'],
  icon: 'IconIcons',
  component: () => import('./IcoConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'Picture → favicon.ico (all sizes)', state: { sample: 'picture' } },
    { label: 'Picture → 16/32/48 PNG-only ICO', state: { sample: 'picture', sizes: '16,32,48', entryFormat: 'png' } },
    { label: 'ICO → its images as PNG', state: { sample: 'icon' } },
  ],
});

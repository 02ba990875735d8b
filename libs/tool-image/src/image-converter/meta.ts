import { defineTool } from '@handy-tools/ui/kit';

export const imageConverterTool = defineTool({
  path: '/image-converter',
  name: 'Image format converter',
  description: 'Convert images between PNG, JPEG, WebP, AVIF, GIF, BMP and ICO, and render SVG to PNG at a chosen size.',
  keywords: ['image', 'converter'],
  icon: 'IconTool',
  component: () => import('./ImageConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

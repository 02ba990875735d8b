import { defineTool } from '@handy-tools/ui/kit';

export const svgPlaceholderGeneratorTool = defineTool({
  path: '/svg-placeholder-generator',
  name: 'SVG placeholder generator',
  description: 'Make a placeholder image as SVG and data URI, with its size, colours and text.',
  keywords: ['svg', 'placeholder', 'generator', 'image', 'dummy', 'mockup', 'data uri', 'base64', 'png', 'wireframe'],
  icon: 'IconPhotoEdit',
  component: () => import('./SvgPlaceholderGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: 'Banner 1200×300',
      state: { width: 1200, height: 300, background: '#1e3a8a', color: '#ffffff', fontSize: 48, fontFamily: 'sans-serif', bold: true },
    },
    {
      label: 'Square avatar with text',
      state: { width: 128, height: 128, text: 'AB', fontSize: 56, background: '#f97316', color: '#fff', fontFamily: 'sans-serif' },
    },
    { label: 'Video 16:9', state: { width: 1280, height: 720, text: '16:9 video', fontSize: 64 } },
  ],
});

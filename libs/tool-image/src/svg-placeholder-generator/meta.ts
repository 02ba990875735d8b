import { defineTool } from '@handy-tools/ui/kit';

export const svgPlaceholderGeneratorTool = defineTool({
  path: '/svg-placeholder-generator',
  name: 'SVG placeholder generator',
  description: 'Make a placeholder image as SVG and data URI, with its size, colours and text.',
  keywords: ['svg', 'placeholder', 'generator'],
  icon: 'IconTool',
  component: () => import('./SvgPlaceholderGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

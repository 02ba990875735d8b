import { defineTool } from '@handy-tools/ui/kit';

export const potraceTool = defineTool({
  path: '/potrace',
  name: 'Image to SVG tracer',
  description: 'Trace a bitmap image into an SVG vector drawing with potrace.',
  keywords: ['potrace'],
  icon: 'IconTool',
  component: () => import('./PotraceTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const imageResizerTool = defineTool({
  path: '/image-resizer',
  name: 'Image resizer',
  description: 'Resize images by pixels or percentage, keeping the aspect ratio, with quality and output format.',
  keywords: ['image', 'resizer'],
  icon: 'IconTool',
  component: () => import('./ImageResizerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

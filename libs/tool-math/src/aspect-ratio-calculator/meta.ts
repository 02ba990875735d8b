import { defineTool } from '@handy-tools/ui/kit';

export const aspectRatioCalculatorTool = defineTool({
  path: '/aspect-ratio-calculator',
  name: 'Aspect ratio calculator',
  description: 'Reduce a width and height to their ratio, or find the missing dimension for a ratio.',
  keywords: ['aspect', 'ratio', 'calculator'],
  icon: 'IconTool',
  component: () => import('./AspectRatioCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

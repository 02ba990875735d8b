import { defineTool } from '@handy-tools/ui/kit';

export const aspectRatioCalculatorTool = defineTool({
  path: '/aspect-ratio-calculator',
  name: 'Aspect ratio calculator',
  description: 'Reduce a width and height to their ratio, or find the missing dimension for a ratio.',
  keywords: ['aspect', 'ratio', 'calculator', 'resolution', 'width', 'height', '16:9', '4:3', '21:9', 'resize', 'pixels', 'screen', 'video'],
  icon: 'IconAspectRatio',
  component: () => import('./AspectRatioCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: '1920 × 1080', state: { width: '1920', height: '1080' } },
    { label: '1366 × 768 (≈ 16:9)', state: { width: '1366', height: '768' } },
    { label: '4:3 at 1024 wide', state: { ratioWidth: '4', ratioHeight: '3', known: 'width', knownValue: '1024' } },
    { label: '9:16 at 1920 high', state: { ratioWidth: '9', ratioHeight: '16', known: 'height', knownValue: '1920' } },
  ],
});

import { defineTool } from '@handy-tools/ui/kit';

export const colorConverterTool = defineTool({
  path: '/color-converter',
  name: 'Color converter',
  description: 'Convert a colour between hex, RGB, HSL, HWB, CMYK, Lab, LCH, OKLCH and CSS names.',
  keywords: ['color', 'converter'],
  icon: 'IconTool',
  component: () => import('./ColorConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

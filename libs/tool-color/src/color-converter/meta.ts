import { defineTool } from '@handy-tools/ui/kit';

export const colorConverterTool = defineTool({
  path: '/color-converter',
  name: 'Color converter',
  description: 'Convert a colour between hex, RGB, HSL, HWB, CMYK, Lab, LCH, OKLCH and CSS names.',
  keywords: ['color', 'colour', 'converter', 'picker', 'hex', 'rgb', 'hsl', 'hwb', 'cmyk', 'lab', 'lch', 'oklch', 'oklab', 'xyz', 'css', 'named'],
  icon: 'IconPalette',
  component: () => import('./ColorConverterTool.js'),
  createdAt: '2026-11-28',
  redirectFrom: ['/color-picker-converter'],
  npmPackages: ['colord'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'Green (hex)', state: { color: '#1ea54c' } },
    { label: 'OKLCH with alpha', state: { color: 'oklch(0.7 0.15 250 / 0.8)' } },
    { label: 'rebeccapurple, lightened', state: { color: 'rebeccapurple', lightness: 20 } },
  ],
});

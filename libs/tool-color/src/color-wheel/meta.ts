import { defineTool } from '@handy-tools/ui/kit';

export const colorWheelTool = defineTool({
  path: '/color-wheel',
  name: 'Color wheel',
  description: 'Pick colours on a wheel, build harmonies, check WCAG contrast and export a palette.',
  keywords: ['color', 'colour', 'wheel', 'harmony', 'palette', 'complementary', 'triadic', 'analogous', 'contrast', 'wcag', 'tailwind', 'scheme'],
  icon: 'IconColorSwatch',
  component: () => import('./ColorWheelTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['colord'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'Red, complementary', state: { hue: 0, saturation: 100, lightness: 50, harmony: 'complementary' } },
    { label: 'Teal, triadic', state: { hue: 180, saturation: 60, lightness: 40, harmony: 'triadic' } },
    { label: 'Grey text on white (#777, 4.48:1)', state: { foreground: '#777777', background: '#ffffff', harmony: 'monochromatic' } },
  ],
});

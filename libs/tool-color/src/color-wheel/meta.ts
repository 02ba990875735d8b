import { defineTool } from '@handy-tools/ui/kit';

export const colorWheelTool = defineTool({
  path: '/color-wheel',
  name: 'Color wheel',
  description: 'Pick colours on a wheel, build harmonies, check WCAG contrast and export a palette.',
  keywords: ['color', 'wheel'],
  icon: 'IconTool',
  component: () => import('./ColorWheelTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

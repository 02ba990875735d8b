import { defineTool } from '@handy-tools/ui/kit';

export const chronometerTool = defineTool({
  path: '/chronometer',
  name: 'Chronometer',
  description: 'A stopwatch with laps that keeps exact time even in a background tab.',
  keywords: ['chronometer'],
  icon: 'IconTool',
  component: () => import('./ChronometerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const chronometerTool = defineTool({
  path: '/chronometer',
  name: 'Chronometer',
  description: 'A stopwatch with laps that keeps exact time even in a background tab.',
  keywords: ['chronometer', 'stopwatch', 'timer', 'lap', 'split', 'time', 'measure'],
  icon: 'IconStopwatch',
  component: () => import('./ChronometerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'Three laps (paused at 1:23.456)', state: { startedAt: null, accumulated: 83_456, laps: [30_120, 61_800, 83_456] } },
    { label: 'Paused at 1:02:05', state: { startedAt: null, accumulated: 3_725_000, laps: [] } },
  ],
});

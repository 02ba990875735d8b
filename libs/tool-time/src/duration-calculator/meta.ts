import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `durationCalculatorState` (`durations`, `calendar`). */
export const durationCalculatorTool = defineTool({
  path: '/duration-calculator',
  name: 'Duration calculator',
  description: 'Add and subtract durations and see the total in hours, minutes, seconds and ISO 8601.',
  keywords: ['duration', 'calculator', 'time', 'sum', 'add', 'subtract', 'hours', 'minutes', 'seconds', 'iso 8601', 'timespan', 'hh:mm:ss'],
  icon: 'IconHourglass',
  component: () => import('./DurationCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['decimal.js'],
  examples: [
    { label: 'Mixed forms', state: { durations: '1h 30m\n+ 0:45:00\n- PT15M' } },
    { label: 'Timesheet', state: { durations: '# Monday\n7:45\n# Tuesday\n8:10\n# Wednesday\n6:55\n- 0:30 # break' } },
    { label: 'ISO 8601 with months', state: { durations: 'P1Y2M\n+ P3W', calendar: 'average' } },
  ],
});

import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `dateDurationCalculatorState` (`start`, `steps`, `zone`). */
export const dateDurationCalculatorTool = defineTool({
  path: '/date-duration-calculator',
  name: 'Date and duration calculator',
  description: 'Add or subtract durations such as “1d 2h 30m” or “P1DT2H” to a date.',
  keywords: ['date', 'duration', 'add', 'subtract', 'addition', 'calculator', 'iso 8601', 'plus days', 'time zone', 'dst'],
  icon: 'IconCalendarPlus',
  component: () => import('./DateDurationCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['luxon', 'decimal.js'],
  examples: [
    { label: 'A day across DST (Paris)', state: { start: '2024-03-30T12:00', steps: '+ 1d', zone: 'Europe/Paris' } },
    { label: 'Several steps', state: { start: '2024-01-01T09:00', steps: '+ 1w\n+ 2d 4h\n- 30m', zone: 'UTC' } },
    { label: 'End of month', state: { start: '2024-01-31T00:00', steps: '+ P1M', zone: 'UTC' } },
  ],
});

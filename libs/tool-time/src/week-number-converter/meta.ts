import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `weekNumberConverterState` (`edited`, `value`, `monthWeek`). */
export const weekNumberConverterTool = defineTool({
  path: '/week-number-converter',
  name: 'ISO week number converter',
  description: 'Convert dates to ISO 8601 week dates (year, week, weekday) and back.',
  keywords: ['week', 'number', 'iso 8601', 'week date', 'calendar week', 'kw', 'week of year', 'week of month', 'ordinal date'],
  icon: 'IconCalendarWeek',
  component: () => import('./WeekNumberConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    { label: '2021-01-03 is in 2020', state: { edited: 'date', value: '2021-01-03' } },
    { label: 'Week 1 starts in December', state: { edited: 'date', value: '2008-12-29' } },
    { label: 'ISO 8601 example 1985-W15-5', state: { edited: 'week', value: '1985-W15-5' } },
  ],
});

import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `daysCalculatorState`. */
export const daysCalculatorTool = defineTool({
  path: '/days-calculator',
  name: 'Days calculator',
  description: 'Count calendar days, weeks, months and business days between two dates, with public holidays.',
  keywords: ['days', 'calculator', 'between', 'dates', 'business days', 'working days', 'weekdays', 'holidays', 'public holidays', 'weeks', 'months', 'date difference'],
  icon: 'IconCalendarStats',
  component: () => import('./DaysCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['luxon', 'date-holidays'],
  bundleBudget: { kb: 320, reason: 'date-holidays: the public holiday rules of about 200 countries and their calendars (≈240 KB gzip), loaded once a country is picked' },
  examples: [
    { label: '2024, US holidays', state: { start: '2024-01-01', end: '2025-01-01', country: 'US', zone: 'America/New_York' } },
    { label: 'Christmas weeks in Germany', state: { start: '2024-12-23', end: '2024-12-31', includeEnd: true, country: 'DE', zone: 'Europe/Berlin' } },
    { label: 'Sunday–Thursday week', state: { start: '2024-03-01', end: '2024-04-01', workdays: '12347', zone: 'UTC' } },
  ],
});

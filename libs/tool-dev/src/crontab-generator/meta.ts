import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of ./state.ts: `expression`, `dialect`, `timeZone`, `count`, `verbose`, `use24Hour`. */
export const crontabGeneratorTool = defineTool({
  path: '/crontab-generator',
  name: 'Cron expression generator',
  description: 'Build a cron expression, read it in plain language and see its next runs in a chosen time zone.',
  keywords: ['crontab', 'cron', 'generator', 'schedule', 'cronjob', 'quartz', 'eventbridge', 'next run', 'time zone', 'explain'],
  icon: 'IconClockCog',
  component: () => import('./CrontabGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['cronstrue', 'cron-parser'],
  examples: [
    { label: 'Weekdays at 9:00', state: { expression: '0 9 * * 1-5', dialect: 'unix' } },
    { label: 'Every 15 minutes', state: { expression: '*/15 * * * *', dialect: 'unix' } },
    { label: 'Monthly, Paris time', state: { expression: '15 14 1 * *', dialect: 'unix', timeZone: 'Europe/Paris' } },
    { label: '@weekly', state: { expression: '@weekly', dialect: 'unix' } },
    { label: 'Quartz: third Friday', state: { expression: '0 15 10 ? * 6#3', dialect: 'quartz' } },
    { label: 'EventBridge', state: { expression: '0 18 ? * MON-FRI *', dialect: 'aws' } },
  ],
});

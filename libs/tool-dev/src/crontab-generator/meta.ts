import { defineTool } from '@handy-tools/ui/kit';

export const crontabGeneratorTool = defineTool({
  path: '/crontab-generator',
  name: 'Cron expression generator',
  description: 'Build a cron expression, read it in plain language and see its next runs in a chosen time zone.',
  keywords: ['crontab', 'generator'],
  icon: 'IconTool',
  component: () => import('./CrontabGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

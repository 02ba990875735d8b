import { defineTool } from '@handy-tools/ui/kit';

export const etaCalculatorTool = defineTool({
  path: '/eta-calculator',
  name: 'ETA calculator',
  description: 'Estimate when a job ends from the units done and the time it took.',
  keywords: ['eta', 'estimated time of arrival', 'estimate', 'progress', 'rate', 'remaining time', 'throughput', 'end time'],
  icon: 'IconHourglassHigh',
  component: () => import('./EtaCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: '150 of 500 done in 45 minutes', state: { mode: 'progress', total: '500', done: '150', since: 'duration', elapsed: '45m' } },
    { label: '5 plates in 3 minutes, 500 to wash', state: { mode: 'rate', total: '500', rateCount: '5', rateSpan: '3', rateUnit: 'min' } },
    { label: 'Copy started 2026-11-27 09:00 UTC, 40 of 120 GB done', state: { mode: 'progress', total: '120', done: '40', since: 'start', startTime: '2026-11-27T09:00', zone: 'UTC' } },
  ],
});

import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `slaCalculatorState`. */
export const slaCalculatorTool = defineTool({
  path: '/sla-calculator',
  name: 'SLA calculator',
  description: 'Turn an availability percentage into the downtime it allows per day, week, month, quarter and year, and back.',
  keywords: ['sla', 'availability', 'uptime', 'downtime', 'nines', 'slo', 'calculator', '99.9', '99.99'],
  icon: 'IconActivityHeartbeat',
  component: () => import('./SlaCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['decimal.js'],
  examples: [
    { label: 'Three nines', state: { availability: '99.9' } },
    { label: 'Four nines', state: { availability: '99.99', downtime: '5m' } },
    { label: 'Business hours only', state: { availability: '99.5', hours: '10 10 10 10 10 0 0' } },
  ],
});

import { defineTool } from '@handy-tools/ui/kit';

export const slaCalculatorTool = defineTool({
  path: '/sla-calculator',
  name: 'SLA calculator',
  description: 'Turn an availability percentage into the downtime it allows per day, week, month, quarter and year, and back.',
  keywords: ['sla', 'calculator'],
  icon: 'IconTool',
  component: () => import('./SlaCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

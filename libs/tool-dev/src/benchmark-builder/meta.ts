import { defineTool } from '@handy-tools/ui/kit';

export const benchmarkBuilderTool = defineTool({
  path: '/benchmark-builder',
  name: 'Benchmark builder',
  description: 'Enter timings per variant and get mean, median, standard deviation, a comparison table and chart.',
  keywords: ['benchmark', 'builder'],
  icon: 'IconTool',
  component: () => import('./BenchmarkBuilderTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

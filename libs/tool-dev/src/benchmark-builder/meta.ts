import { defineTool } from '@handy-tools/ui/kit';

export const benchmarkBuilderTool = defineTool({
  path: '/benchmark-builder',
  name: 'Benchmark builder',
  description:
    'Compare timings of several variants: mean, median, standard deviation, p95, ratio to the fastest, chart and Markdown table.',
  keywords: ['benchmark', 'performance', 'timing', 'compare', 'mean', 'median', 'standard deviation', 'p95', 'ops/s', 'markdown', 'chart'],
  icon: 'IconChartBar',
  component: () => import('./BenchmarkBuilderTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: 'Loops (ms)',
      state: {
        variants: [
          { name: 'for loop', timings: '12.1\n11.8\n12.4\n12.0\n11.9' },
          { name: 'Array.forEach', timings: '15.2, 14.9, 15.6, 15.1, 16.0' },
          { name: 'Array.reduce', timings: '14.1 14.3 13.9 14.6 14.0' },
        ],
        unit: 'ms',
      },
    },
    {
      label: 'Median, in µs',
      state: {
        variants: [
          { name: 'JSON.parse', timings: '41\n39\n40\n120\n38' },
          { name: 'structuredClone', timings: '55\n54\n57\n53\n56' },
        ],
        unit: 'us',
        by: 'median',
      },
    },
  ],
});

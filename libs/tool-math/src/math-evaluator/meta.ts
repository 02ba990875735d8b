import { defineTool } from '@handy-tools/ui/kit';

export const mathEvaluatorTool = defineTool({
  path: '/math-evaluator',
  name: 'Math evaluator',
  description: 'Evaluate math expressions with functions, constants, units and matrices.',
  keywords: ['math', 'evaluator'],
  icon: 'IconTool',
  component: () => import('./MathEvaluatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

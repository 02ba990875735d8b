import { defineTool } from '@handy-tools/ui/kit';

export const gptTokenEstimatorTool = defineTool({
  path: '/gpt-token-estimator',
  name: 'GPT token counter',
  description: 'Count the tokens of a text or chat for OpenAI models and estimate the cost.',
  keywords: ['gpt', 'token', 'estimator'],
  icon: 'IconTool',
  component: () => import('./GptTokenEstimatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const loremIpsumGeneratorTool = defineTool({
  path: '/lorem-ipsum-generator',
  name: 'Lorem ipsum generator',
  description: 'Generate placeholder paragraphs, sentences or words, in Latin or other scripts.',
  keywords: ['lorem', 'ipsum', 'generator'],
  icon: 'IconTool',
  component: () => import('./LoremIpsumGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

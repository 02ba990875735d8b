import { defineTool } from '@handy-tools/ui/kit';

export const aiPromptSplitterTool = defineTool({
  path: '/ai-prompt-splitter',
  name: 'AI prompt splitter',
  description: 'Split a long text into parts of at most N tokens or characters, each with a "part i of n" instruction.',
  keywords: ['ai', 'prompt', 'splitter'],
  icon: 'IconTool',
  component: () => import('./AiPromptSplitterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

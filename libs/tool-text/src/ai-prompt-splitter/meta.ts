import { defineTool } from '@handy-tools/ui/kit';

export const aiPromptSplitterTool = defineTool({
  path: '/ai-prompt-splitter',
  name: 'AI prompt splitter',
  description: 'Split a long text into parts of at most N tokens or characters, each with a "part i of n" instruction.',
  keywords: ['ai', 'prompt', 'splitter', 'chunk', 'split', 'tokens', 'chatgpt', 'llm', 'context window', 'long text'],
  icon: 'IconScissors',
  component: () => import('./AiPromptSplitterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['gpt-tokenizer'],
  // The o200k_base ranks alone are ~1 MB gzip (cl100k_base ~450 KB); loaded only in token mode.
  bundleBudget: { kb: 1600, reason: 'tokenizer ranks (o200k_base and cl100k_base), loaded lazily' },
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: 'Paragraphs into parts of 40 characters',
      state: { unit: 'characters', limit: 40, input: 'First paragraph, short.\n\nSecond paragraph. It has two sentences.\n\nThird one, which is a little longer than the limit, so it is cut between sentences. Like this.' },
    },
    {
      label: 'A text in parts of 20 tokens',
      state: { unit: 'tokens', limit: 20, input: 'Tokens are pieces of words. A model reads a limited number of them at once, its context window. A long text is sent in parts, each with an instruction to wait for the next one.' },
    },
  ],
});

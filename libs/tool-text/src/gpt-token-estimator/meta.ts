import { defineTool } from '@handy-tools/ui/kit';

export const gptTokenEstimatorTool = defineTool({
  path: '/gpt-token-estimator',
  name: 'GPT token counter',
  description: 'Count the tokens of a text or chat for OpenAI models and estimate the cost.',
  keywords: ['gpt', 'token', 'estimator', 'counter', 'tokenizer', 'openai', 'tiktoken', 'o200k_base', 'cl100k_base', 'cost', 'llm', 'chatgpt'],
  icon: 'IconCoins',
  component: () => import('./GptTokenEstimatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['gpt-tokenizer'],
  // The o200k_base ranks alone are ~1 MB gzip (cl100k_base ~450 KB); loaded only when used.
  bundleBudget: { kb: 1600, reason: 'tokenizer ranks (o200k_base and cl100k_base), loaded lazily' },
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'A sentence (o200k_base)', state: { input: 'Tokenization splits text into pieces; "internationalization" is one word but several tokens. 世界 👋🏽' } },
    { label: 'Chat messages (OpenAI cookbook)', state: { mode: 'chat', encoding: 'cl100k_base', input: '[{"role":"system","content":"You are a helpful, pattern-following assistant that translates corporate jargon into plain English."},{"role":"system","name":"example_user","content":"New synergies will help drive top-line growth."},{"role":"system","name":"example_assistant","content":"Things working well together will increase revenue."},{"role":"system","name":"example_user","content":"Let\'s circle back when we have more bandwidth to touch base on opportunities for increased leverage."},{"role":"system","name":"example_assistant","content":"Let\'s talk later when we\'re less busy about how to do better."},{"role":"user","content":"This late pivot means we don\'t have time to boil the ocean for the client deliverable."}]' } },
    { label: 'Token ids', state: { input: 'hello world', encoding: 'cl100k_base', showIds: true } },
  ],
});

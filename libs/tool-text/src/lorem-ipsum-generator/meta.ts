import { defineTool } from '@handy-tools/ui/kit';

export const loremIpsumGeneratorTool = defineTool({
  path: '/lorem-ipsum-generator',
  name: 'Lorem ipsum generator',
  description: 'Generate placeholder paragraphs, sentences or words, in Latin or other scripts.',
  keywords: ['lorem', 'ipsum', 'generator', 'placeholder', 'dummy text', 'filler', 'chinese', 'japanese', 'cyrillic'],
  icon: 'IconFileText',
  component: () => import('./LoremIpsumGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: '3 paragraphs in <p>', state: { unit: 'paragraphs', count: 3, html: true, seed: 2026 } },
    { label: '50 words', state: { unit: 'words', count: 50, seed: 7 } },
    { label: 'Chinese (千字文)', state: { script: 'chinese', count: 2, seed: 11 } },
    { label: 'Japanese (吾輩は猫である)', state: { script: 'japanese', unit: 'sentences', count: 5, seed: 5 } },
  ],
});

import { defineTool } from '@handy-tools/ui/kit';

export const emojiPickerTool = defineTool({
  path: '/emoji-picker',
  name: 'Emoji picker',
  description: 'Search emojis by name and keyword and copy the emoji, its code points or its HTML and JavaScript escapes.',
  keywords: ['emoji', 'picker'],
  icon: 'IconTool',
  component: () => import('./EmojiPickerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const emojiPickerTool = defineTool({
  path: '/emoji-picker',
  name: 'Emoji picker',
  description: 'Search emojis by name and keyword and copy the emoji, its code points or its HTML and JavaScript escapes.',
  keywords: ['emoji', 'picker', 'unicode', 'smiley', 'skin tone', 'code point', 'html entity', 'escape', 'emojilib'],
  icon: 'IconMoodSmile',
  component: () => import('./EmojiPickerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['unicode-emoji-json', 'emojilib'],
  examples: [
    { label: 'Thumbs up, medium skin tone', state: { search: 'thumbs up', selected: '👍', tone: 'medium' } },
    { label: 'Search “cat”', state: { search: 'cat' } },
    { label: 'Flags', state: { search: '', group: 'Flags' } },
  ],
});

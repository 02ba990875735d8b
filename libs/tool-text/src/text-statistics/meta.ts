import { defineTool } from '@handy-tools/ui/kit';

/** Text statistics. State keys: `input`, `wordsPerMinute`, `topWords`, `ignoreStopWords`, `locale`. */
export const textStatisticsTool = defineTool({
  path: '/text-statistics',
  name: 'Text statistics',
  description: 'Count characters, words, lines, sentences and UTF-8 bytes of a text, with reading time and the most frequent words.',
  keywords: ['text', 'statistics', 'stats', 'count', 'characters', 'words', 'sentences', 'lines', 'paragraphs', 'bytes', 'reading time', 'word frequency', 'graphemes'],
  icon: 'IconChartBar',
  component: () => import('./TextStatisticsTool.js'),
  createdAt: '2026-11-28',
  redirectFrom: ['/text-stats'],
  npmPackages: [],
  examples: [
    { label: 'English paragraph', state: { input: 'The quick brown fox jumps over the lazy dog. The dog sleeps!\n\nA new paragraph starts here.' } },
    { label: 'Emoji and accents', state: { input: 'Café 👨‍👩‍👧 naïve 🇫🇷 — e\u0301!' } },
    { label: 'Japanese', state: { input: '吾輩は猫である。名前はまだ無い。', locale: 'ja' } },
  ],
});

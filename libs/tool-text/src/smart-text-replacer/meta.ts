import { defineTool } from '@handy-tools/ui/kit';

/** Smart text replacer. State keys: `input`, `rules` and the line-break options (see ./state.ts). */
export const smartTextReplacerTool = defineTool({
  path: '/smart-text-replacer',
  name: 'Smart text replacer and line breaker',
  description: 'Apply lists of find-and-replace rules (plain or regular expression) and break lines every N characters or words.',
  keywords: ['text', 'replace', 'find', 'search', 'regex', 'regular expression', 'whole word', 'rules', 'line break', 'wrap', 'split'],
  icon: 'IconReplace',
  component: () => import('./SmartTextReplacerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    {
      label: 'Several rules',
      state: {
        input: 'Lorem ipsum dolor sit amet DOLOR. Lorem ipsum dolores sit amet.',
        rules: [
          { find: 'dolor', replace: 'pain', regex: false, caseSensitive: false, wholeWord: true, enabled: true },
          { find: 'Lorem ipsum', replace: 'Hello', regex: false, caseSensitive: true, wholeWord: false, enabled: true },
        ],
      },
    },
    {
      label: 'Regex with groups',
      state: {
        input: 'Date: 2026-11-28, due 2026-12-05',
        rules: [{ find: '(\\d{4})-(\\d{2})-(\\d{2})', replace: '$3/$2/$1', regex: true, caseSensitive: true, wholeWord: false, enabled: true }],
      },
    },
    { label: 'Wrap at 20 characters', state: { input: 'The quick brown fox jumps over the lazy dog and keeps running far away.', wrapEvery: 20 } },
  ],
});

import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `regexMemoState`: the search text `search`. */
export const regexMemoTool = defineTool({
  path: '/regex-memo',
  name: 'Regular expression cheat sheet',
  description: 'The syntax of regular expressions: classes, anchors, groups, quantifiers, look-around and flags.',
  keywords: [
    'regex',
    'regexp',
    'regular expression',
    'memo',
    'cheat sheet',
    'lookahead',
    'lookbehind',
    'quantifier',
    'group',
    'flags',
    'unicode',
  ],
  icon: 'IconRegex',
  component: () => import('./RegexMemoTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    { label: 'Lookaround', state: { search: 'lookahead' } },
    { label: 'Named groups', state: { search: 'named group' } },
    { label: 'Flags', state: { search: 'flags' } },
  ],
});

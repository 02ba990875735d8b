import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `commonRegexMemoState`: the search text `search`. */
export const commonRegexMemoTool = defineTool({
  path: '/common-regex-memo',
  name: 'Common regular expressions',
  description: 'Tested regular expressions for e-mail addresses, URLs, IP addresses, dates, UUIDs and more.',
  keywords: ['regex', 'regexp', 'regular expression', 'pattern', 'memo', 'email', 'url', 'ipv4', 'uuid', 'date', 'validation'],
  icon: 'IconRegex',
  component: () => import('./CommonRegexMemoTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    { label: 'IP addresses', state: { search: 'ip' } },
    { label: 'Dates', state: { search: 'date' } },
    { label: 'E-mail', state: { search: 'e-mail' } },
  ],
});

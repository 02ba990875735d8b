import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `xpathMemoState`: the search text `search`. */
export const xpathMemoTool = defineTool({
  path: '/xpath-memo',
  name: 'XPath cheat sheet',
  description: 'XPath syntax: paths, axes, predicates, functions and operators.',
  keywords: ['xpath', 'memo', 'cheat sheet', 'xml', 'html', 'axis', 'predicate', 'selenium', 'scraping', 'document.evaluate'],
  icon: 'IconSitemap',
  component: () => import('./XpathMemoTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    { label: 'Axes', state: { search: 'sibling' } },
    { label: 'Predicates', state: { search: 'predicates' } },
    { label: 'contains()', state: { search: 'contains' } },
  ],
});

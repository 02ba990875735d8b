import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `cssSelectorsMemoState`: the search text `search`. */
export const cssSelectorsMemoTool = defineTool({
  path: '/css-selectors-memo',
  name: 'CSS selectors cheat sheet',
  description: 'CSS selectors: type, class, attribute, combinators, pseudo-classes and pseudo-elements.',
  keywords: [
    'css',
    'selectors',
    'memo',
    'cheat sheet',
    'pseudo-class',
    'pseudo-element',
    'has',
    'nth-child',
    'attribute',
    'combinator',
    'queryselector',
  ],
  icon: 'IconBrandCss3',
  component: () => import('./CssSelectorsMemoTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    { label: ':has()', state: { search: ':has' } },
    { label: 'Attributes', state: { search: 'attribute' } },
    { label: 'Siblings', state: { search: 'sibling' } },
  ],
});

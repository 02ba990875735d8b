import { memoTest } from '../support/memo';

// Selectors Level 4 (https://www.w3.org/TR/selectors-4/).
memoTest({
  route: 'css-selectors-memo',
  label: 'Search selectors',
  first: 'Basic selectors',
  sections: 7,
  query: ':has',
  count: 'Entries: 2',
  headings: ['Logical pseudo-classes'],
  firstLine: 'section:has(> h2)',
  snippet: 'section:has(> h2)',
  texts: ['Parent selector: a section with an h2 child.'],
});

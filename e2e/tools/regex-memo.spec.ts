import { memoTest } from '../support/memo';

// Syntax: ECMAScript 2025 (ECMA-262 §22.2).
memoTest({
  route: 'regex-memo',
  label: 'Search the regex syntax',
  first: 'Characters and classes',
  sections: 7,
  query: 'lookbehind',
  count: 'Entries: 2',
  headings: ['Lookaround'],
  firstLine: '(?<=\\$)\\d+',
  snippet: '(?<=\\$)\\d+',
  texts: ['Lookbehind: preceded by.', 'Finds 45 in price: $45', 'No match: price: 45'],
});

import { memoTest } from '../support/memo';

// JSONPath: RFC 9535.
memoTest({
  route: 'jsonpath-memo',
  label: 'Search JSONPath expressions',
  first: 'Basics',
  sections: 4,
  query: 'slice',
  count: 'Entries: 1',
  headings: ['Arrays'],
  firstLine: '$.store.book[1:3].title',
  snippet: '$.store.book[1:3].title',
  texts: ['Slice: from index 1 up to, not including, 3.'],
});

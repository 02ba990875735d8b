import { memoTest } from '../support/memo';

// GNU nano manual (https://www.nano-editor.org/dist/latest/nano.html).
memoTest({
  route: 'nano-memo',
  label: 'Search nano shortcuts',
  first: 'Files',
  sections: 7,
  query: 'undo',
  count: 'Entries: 1',
  headings: ['Editing'],
  firstLine: 'Alt+U',
  snippet: 'Alt+U',
  texts: ['Undo.'],
});

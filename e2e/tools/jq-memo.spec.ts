import { memoTest } from '../support/memo';

// jq 1.7 manual (https://jqlang.org/manual/v1.7/).
memoTest({
  route: 'jq-memo',
  label: 'Search jq filters',
  first: 'Paths',
  sections: 7,
  query: 'group_by',
  count: 'Entries: 1',
  headings: ['Arrays'],
  firstLine: '[.users[].roles[]] | group_by(.) | map({role: .[0], count: length})',
  snippet: '[.users[].roles[]] | group_by(.) | map({role: .[0], count: length})',
  texts: ['group_by: count values by group.'],
});

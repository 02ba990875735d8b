import { memoTest } from '../support/memo';

// Patterns run with JavaScript RegExp; IPv4 dotted-decimal addresses.
memoTest({
  route: 'common-regex-memo',
  label: 'Search patterns',
  first: 'Numbers',
  sections: 7,
  query: 'ipv4',
  count: 'Entries: 2',
  headings: ['Network'],
  firstLine: '^(?:(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)$',
  snippet: '^(?:(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)$',
  texts: ['IPv4 address (no leading zeros).', 'Matches: 192.168.1.1, 255.255.255.255, 0.0.0.0', 'No match: 256.1.1.1, 1.2.3, 01.2.3.4'],
});

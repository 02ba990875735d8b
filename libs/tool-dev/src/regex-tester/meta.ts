import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of ./state.ts: `pattern`, `flags`, `text`, `replacement`, `replace`, `split`, `timeLimit`. */
export const regexTesterTool = defineTool({
  path: '/regex-tester',
  name: 'Regex tester',
  description: 'Test a JavaScript regular expression: matches and groups, replace preview, railroad diagram and sample strings.',
  keywords: [
    'regex',
    'regexp',
    'regular expression',
    'tester',
    'match',
    'replace',
    'capture group',
    'named group',
    'railroad diagram',
    'randexp',
    'javascript',
  ],
  icon: 'IconRegex',
  component: () => import('./RegexTesterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['regjsparser', 'randexp'],
  examples: [
    {
      label: 'ISO dates, named groups',
      state: {
        pattern: '(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})',
        flags: 'g',
        text: 'Released 2015-06-17, updated 2024-01-09.',
        replacement: '$<day>/$<month>/$<year>',
        replace: true,
      },
    },
    { label: 'Words, case-insensitive', state: { pattern: '\\bcat\\w*', flags: 'gi', text: 'Cats and a catalogue; the Cat sat.' } },
    { label: 'Split on commas', state: { pattern: '\\s*,\\s*', flags: 'g', text: 'red , green,blue ,  yellow', split: true } },
    { label: 'Lookbehind prices', state: { pattern: '(?<=\\$)\\d+(?:\\.\\d{2})?', flags: 'g', text: 'Tea $3.50, cake $4, coffee €2.' } },
  ],
});

import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `jsonEscaperState`: `input`, `direction`, `quotes`, `asciiOnly`. */
export const jsonEscaper = defineTool({
  path: '/json-escaper',
  name: 'JSON escaper / unescaper',
  description: 'Escape text into a JSON string literal (quotes, backslashes, control characters, optionally all non-ASCII as \\uXXXX) and unescape it back.',
  keywords: ['json', 'escape', 'unescape', 'string', 'literal', 'quote', 'backslash', 'slashes', 'unicode', '\\u', 'newline'],
  icon: 'IconQuote',
  component: () => import('./JsonEscaperTool.js'),
  createdAt: '2026-11-22',
  examples: [
    { label: 'Escape quotes and line breaks', state: { input: 'She said "hi"\nPath: C:\\temp', direction: 'escape', quotes: true, asciiOnly: false } },
    { label: 'ASCII only', state: { input: 'Café 😀', direction: 'escape', quotes: true, asciiOnly: true } },
    { label: 'Unescape a G clef', state: { input: '"caf\\u00e9\\n\\ud834\\udd1e \\"G clef\\""', direction: 'unescape', quotes: true, asciiOnly: false } },
  ],
});

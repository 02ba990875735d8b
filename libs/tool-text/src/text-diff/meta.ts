import { defineTool } from '@handy-tools/ui/kit';

/** Text diff. State keys: `original`, `changed`, `granularity`, `view`, `ignoreCase`, `ignoreWhitespace`, `context`. */
export const textDiffTool = defineTool({
  path: '/text-diff',
  name: 'Text diff',
  description: 'Compare two texts side by side or inline, by line, word or character.',
  keywords: ['text', 'diff', 'compare', 'difference', 'patch', 'unified diff', 'side by side', 'inline', 'jsdiff', 'changes'],
  icon: 'IconFileDiff',
  component: () => import('./TextDiffTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['diff'],
  examples: [
    { label: 'Lines', state: { original: 'apples\npears\nplums\n', changed: 'apples\npeaches\nplums\ncherries\n' } },
    { label: 'Words', state: { original: 'The quick brown fox jumps over the lazy dog.', changed: 'The quick red fox jumped over the lazy dog!', granularity: 'words', view: 'inline' } },
    { label: 'Characters, ignoring case', state: { original: 'Colour', changed: 'color', granularity: 'characters', ignoreCase: true } },
  ],
});

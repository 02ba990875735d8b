import { defineTool } from '@handy-tools/ui/kit';

/** Case converter. State key (shared by the UI and `examples`): `input`, the text to convert. */
export const caseConverter = defineTool({
  path: '/case-converter',
  name: 'Case converter',
  description:
    'Convert text between camelCase, PascalCase, snake_case, CONSTANT_CASE, kebab-case, dot.case, path/case, Capital Case, Train-Case, Sentence case, lower, UPPER and mOcKiNg case.',
  keywords: [
    'case', 'converter', 'camel', 'capital', 'constant', 'dot', 'header', 'train', 'kebab', 'param', 'pascal', 'path', 'sentence',
    'snake', 'mocking', 'lowercase', 'uppercase', 'string',
  ],
  icon: 'IconLetterCaseToggle',
  component: () => import('./CaseConverterTool.js'),
  createdAt: '2026-11-08',
  npmPackages: ['change-case'],
  examples: [
    { label: 'Phrase', state: { input: 'lorem ipsum dolor sit amet' } },
    { label: 'camelCase identifier', state: { input: 'XMLHttpRequest' } },
    { label: 'One name per line', state: { input: 'first name\nlast name\nzip code' } },
  ],
});

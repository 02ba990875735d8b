import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `isbnValidatorAndParserState`: `input`, one ISBN. */
export const isbnValidatorAndParserTool = defineTool({
  path: '/isbn-validator-and-parser',
  name: 'ISBN validator and parser',
  description: 'Check an ISBN-10 or ISBN-13, convert between them and hyphenate it by the registration ranges.',
  keywords: ['isbn', 'isbn-10', 'isbn-13', 'validator', 'parser', 'book', 'hyphenate', 'check digit', 'ean', 'publisher', 'iso 2108'],
  icon: 'IconBook',
  component: () => import('./IsbnValidatorAndParserTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['isbn3'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'ISBN-13', state: { input: '978-3-16-148410-0' } },
    { label: 'ISBN-10 with X', state: { input: '080442957X' } },
    { label: '979 (no ISBN-10)', state: { input: '9791091146135' } },
    { label: 'Wrong check digit', state: { input: '978-0-306-40615-8' } },
  ],
});

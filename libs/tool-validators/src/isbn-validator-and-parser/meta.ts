import { defineTool } from '@handy-tools/ui/kit';

export const isbnValidatorAndParserTool = defineTool({
  path: '/isbn-validator-and-parser',
  name: 'ISBN validator and parser',
  description: 'Check an ISBN-10 or ISBN-13, convert between them and hyphenate it by the registration ranges.',
  keywords: ['isbn', 'validator', 'and', 'parser'],
  icon: 'IconTool',
  component: () => import('./IsbnValidatorAndParserTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const slugifyStringTool = defineTool({
  path: '/slugify-string',
  name: 'Slugify string',
  description: 'Turn any text into a URL slug, with transliteration, a separator and case of your choice.',
  keywords: ['slugify', 'string'],
  icon: 'IconTool',
  component: () => import('./SlugifyStringTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

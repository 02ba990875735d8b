import { defineTool } from '@handy-tools/ui/kit';

export const ogMetaGeneratorTool = defineTool({
  path: '/og-meta-generator',
  name: 'Open Graph meta generator',
  description: 'Write Open Graph and Twitter card meta tags for a website, article, book, profile, music or video page.',
  keywords: ['og', 'meta', 'generator'],
  icon: 'IconTool',
  component: () => import('./OgMetaGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const xmlFormatterTool = defineTool({
  path: '/xml-formatter',
  name: 'XML formatter',
  description: 'Pretty-print or minify XML with the indentation of your choice; errors show line and column.',
  keywords: ['xml', 'formatter'],
  icon: 'IconTool',
  component: () => import('./XmlFormatterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const fileTypeTool = defineTool({
  path: '/file-type',
  name: 'File type detector',
  description: 'Find a file\'s type, MIME type and extension from its magic bytes, not its name.',
  keywords: ['file', 'type'],
  icon: 'IconTool',
  component: () => import('./FileTypeTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

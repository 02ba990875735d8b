import { defineTool } from '@handy-tools/ui/kit';

export const heicConverterTool = defineTool({
  path: '/heic-converter',
  name: 'HEIC converter',
  description: 'Convert HEIC/HEIF photos to JPEG or PNG in your browser.',
  keywords: ['heic', 'converter'],
  icon: 'IconTool',
  component: () => import('./HeicConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const icoConverterTool = defineTool({
  path: '/ico-converter',
  name: 'ICO converter',
  description: 'Turn a PNG into a multi-size ICO icon, or extract the images of an ICO file as PNG.',
  keywords: ['ico', 'converter'],
  icon: 'IconTool',
  component: () => import('./IcoConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

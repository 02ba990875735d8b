import { defineTool } from '@handy-tools/ui/kit';

export const imageToCssTool = defineTool({
  path: '/image-to-css',
  name: 'Image to CSS',
  description: 'Turn an image into a data URI, a CSS background or an img tag; SVG is optimised first.',
  keywords: ['image', 'to', 'css'],
  icon: 'IconTool',
  component: () => import('./ImageToCssTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const mimeTypesTool = defineTool({
  path: '/mime-types',
  name: 'MIME types',
  description: 'Find the MIME type of a file extension and the extensions of a MIME type.',
  keywords: ['mime', 'types'],
  icon: 'IconTool',
  component: () => import('./MimeTypesTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

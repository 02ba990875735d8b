import { defineTool } from '@handy-tools/ui/kit';

export const safelinkDecoderTool = defineTool({
  path: '/safelink-decoder',
  name: 'Safe Links decoder',
  description: 'Recover the original URLs from Outlook Safe Links and similar wrappers, many at once in a text.',
  keywords: ['safelink', 'decoder'],
  icon: 'IconTool',
  component: () => import('./SafelinkDecoderTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

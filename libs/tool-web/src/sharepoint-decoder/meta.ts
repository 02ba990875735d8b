import { defineTool } from '@handy-tools/ui/kit';

export const sharepointDecoderTool = defineTool({
  path: '/sharepoint-decoder',
  name: 'SharePoint link decoder',
  description: 'Find where a SharePoint or OneDrive sharing link points, including u! encoded share ids.',
  keywords: ['sharepoint', 'decoder'],
  icon: 'IconTool',
  component: () => import('./SharepointDecoderTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

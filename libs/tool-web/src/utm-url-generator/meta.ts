import { defineTool } from '@handy-tools/ui/kit';

export const utmUrlGeneratorTool = defineTool({
  path: '/utm-url-generator',
  name: 'UTM URL generator',
  description: 'Add campaign parameters (utm_source, utm_medium, utm_campaign, utm_term, utm_content) to a URL, keeping its own.',
  keywords: ['utm', 'url', 'generator'],
  icon: 'IconTool',
  component: () => import('./UtmUrlGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

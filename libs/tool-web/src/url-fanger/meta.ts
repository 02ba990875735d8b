import { defineTool } from '@handy-tools/ui/kit';

export const urlFangerTool = defineTool({
  path: '/url-fanger',
  name: 'URL defanger',
  description: 'Defang and refang URLs, domains and IP addresses (hxxp, [.]) so they can be shared without being clicked.',
  keywords: ['url', 'fanger'],
  icon: 'IconTool',
  component: () => import('./UrlFangerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const urlTextFragmentMakerTool = defineTool({
  path: '/url-text-fragment-maker',
  name: 'URL text fragment maker',
  description: 'Build a link that scrolls to and highlights a text on a page (#:~:text=), encoded as the specification says.',
  keywords: ['url', 'text', 'fragment', 'maker'],
  icon: 'IconTool',
  component: () => import('./UrlTextFragmentMakerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

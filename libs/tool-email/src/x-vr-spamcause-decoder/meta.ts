import { defineTool } from '@handy-tools/ui/kit';

export const xVrSpamcauseDecoderTool = defineTool({
  path: '/x-vr-spamcause-decoder',
  name: 'X-VR-SPAMCAUSE decoder',
  description: 'Decode the X-VR-SPAMCAUSE header that OVH mail servers add to messages.',
  keywords: ['x', 'vr', 'spamcause', 'decoder'],
  icon: 'IconTool',
  component: () => import('./XVrSpamcauseDecoderTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const micTesterTool = defineTool({
  path: '/mic-tester',
  name: 'Microphone tester',
  description: 'Check your microphone with a level meter, loop-back, and a recording you can play back.',
  keywords: ['mic', 'tester'],
  icon: 'IconTool',
  component: () => import('./MicTesterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

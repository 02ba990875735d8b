import { defineTool } from '@handy-tools/ui/kit';

export const micTesterTool = defineTool({
  path: '/mic-tester',
  name: 'Microphone tester',
  description: 'Check your microphone with a level meter, loop-back, and a recording you can play back.',
  keywords: ['mic', 'microphone', 'tester', 'test', 'audio', 'level', 'meter', 'dbfs', 'loopback', 'record', 'sound', 'input'],
  icon: 'IconMicrophone',
  component: () => import('./MicTesterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'Raw microphone (no processing)', state: { echoCancellation: false, noiseSuppression: false, autoGainControl: false } },
    { label: 'Hear yourself 1 s later (headphones!)', state: { loopback: true, delay: 1 } },
    { label: 'Plain RMS (sine = −3 dBFS)', state: { reference: 'plain' } },
  ],
});

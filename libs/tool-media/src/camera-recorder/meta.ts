import { defineTool } from '@handy-tools/ui/kit';

export const cameraRecorderTool = defineTool({
  path: '/camera-recorder',
  name: 'Camera recorder',
  description: 'Preview your camera, record video and take snapshots, then download them.',
  keywords: ['camera', 'recorder'],
  icon: 'IconTool',
  component: () => import('./CameraRecorderTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

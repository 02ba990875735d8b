import { defineTool } from '@handy-tools/ui/kit';

export const cameraRecorderTool = defineTool({
  path: '/camera-recorder',
  name: 'Camera recorder',
  description: 'Preview your camera, record video and take snapshots, then download them.',
  keywords: ['camera', 'recorder', 'webcam', 'video', 'record', 'snapshot', 'photo', 'screenshot', 'mediarecorder', 'webm', 'mp4'],
  icon: 'IconCamera',
  component: () => import('./CameraRecorderTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'HD selfie (720p, mirrored)', state: { resolution: '720p', mirror: true, mirrorSnapshots: true } },
    { label: 'Full HD, JPEG snapshots', state: { resolution: '1080p', snapshotFormat: 'jpeg', quality: 85 } },
    { label: 'Silent video, MP4 if possible', state: { audio: false, format: 'mp4' } },
  ],
});

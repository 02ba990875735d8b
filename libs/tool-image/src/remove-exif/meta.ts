import { defineTool } from '@handy-tools/ui/kit';

export const removeExifTool = defineTool({
  path: '/remove-exif',
  name: 'Remove EXIF',
  description: 'Strip metadata from JPEG and PNG images without re-encoding them, and list what was removed.',
  keywords: ['remove', 'exif'],
  icon: 'IconTool',
  component: () => import('./RemoveExifTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const hddCalculatorTool = defineTool({
  path: '/hdd-calculator',
  name: 'Disk capacity calculator',
  description: "See what a disk's advertised decimal capacity shows as in an operating system's binary units, and back.",
  keywords: ['hdd', 'ssd', 'disk', 'capacity', 'calculator', 'hard drive', 'TB', 'TiB', 'GB', 'GiB', 'missing space', 'IDEMA', 'sectors', 'LBA'],
  icon: 'IconDeviceFloppy',
  component: () => import('./HddCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['decimal.js'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: '1 TB disk', state: { unit: 'TB', value: '1' } },
    { label: '4 TB disk', state: { unit: 'TB', value: '4' } },
    { label: '512 GB SSD', state: { unit: 'GB', value: '512' } },
    { label: '931.32 GiB shown', state: { unit: 'GiB', value: '931.32' } },
  ],
});

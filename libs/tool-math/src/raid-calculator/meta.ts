import { defineTool } from '@handy-tools/ui/kit';

export const raidCalculatorTool = defineTool({
  path: '/raid-calculator',
  name: 'RAID calculator',
  description: 'Compute the usable capacity, fault tolerance and speed of RAID 0, 1, 5, 6, 10, 50 and 60 arrays.',
  keywords: ['raid', 'calculator', 'disk', 'array', 'capacity', 'parity', 'mirror', 'stripe', 'RAID 5', 'RAID 6', 'RAID 10', 'NAS', 'fault tolerance'],
  icon: 'IconServer2',
  component: () => import('./RaidCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'RAID 5, 4 × 4 TB', state: { level: '5', disks: '4', diskSize: '4', unit: 'TB' } },
    { label: 'RAID 6, 8 × 12 TB', state: { level: '6', disks: '8', diskSize: '12', unit: 'TB' } },
    { label: 'RAID 10, 6 × 2 TB', state: { level: '10', disks: '6', diskSize: '2', unit: 'TB' } },
    { label: 'RAID 60, 12 disks in groups of 6', state: { level: '60', disks: '12', diskSize: '8', unit: 'TB', groupSize: '6' } },
  ],
});

import { defineTool } from '@handy-tools/ui/kit';

export const dataStorageUnitConverterTool = defineTool({
  path: '/data-storage-unit-converter',
  name: 'Data storage converter',
  description: 'Convert bits and bytes between SI units (kB, MB, GB…) and IEC units (KiB, MiB, GiB…), exactly.',
  keywords: ['data', 'storage', 'unit', 'converter'],
  icon: 'IconTool',
  component: () => import('./DataStorageUnitConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

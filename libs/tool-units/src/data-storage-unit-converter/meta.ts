import { defineTool } from '@handy-tools/ui/kit';

export const dataStorageUnitConverterTool = defineTool({
  path: '/data-storage-unit-converter',
  name: 'Data storage converter',
  description: 'Convert bits and bytes between SI units (kB, MB, GB…) and IEC units (KiB, MiB, GiB…), exactly.',
  keywords: ['data', 'storage', 'unit', 'converter', 'byte', 'bit', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'kibibyte', 'mebibyte', 'gibibyte', 'tebibyte', 'KiB', 'MiB', 'GiB', 'IEC', 'binary prefix'],
  icon: 'IconDatabase',
  component: () => import('./DataStorageUnitConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['decimal.js'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: '1 GB', state: { unit: 'GB', value: '1' } },
    { label: '1 TiB', state: { unit: 'TiB', value: '1' } },
    { label: '1 YiB in bytes (beyond 2^53)', state: { unit: 'YiB', value: '1' } },
    { label: '100 Mbit, 3 decimals', state: { unit: 'Mbit', value: '100', decimals: 3 } },
  ],
});

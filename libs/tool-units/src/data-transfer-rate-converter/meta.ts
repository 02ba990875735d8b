import { defineTool } from '@handy-tools/ui/kit';

export const dataTransferRateConverterTool = defineTool({
  path: '/data-transfer-rate-converter',
  name: 'Data transfer rate calculator',
  description: 'Convert bit/s and B/s units, and compute how long a transfer takes or the rate it needs.',
  keywords: ['data', 'transfer', 'rate', 'converter', 'bandwidth', 'speed', 'download', 'time', 'Mbps', 'Mbit/s', 'MB/s', 'Gbit/s', 'throughput'],
  icon: 'IconTransfer',
  component: () => import('./DataTransferRateConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['decimal.js'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: '4.7 GB DVD at 100 Mbit/s', state: { size: '4.7', sizeUnit: 'GB', rate: '100', rateUnit: 'Mbit/s' } },
    { label: '1 TiB at 1 Gbit/s', state: { size: '1', sizeUnit: 'TiB', rate: '1', rateUnit: 'Gbit/s' } },
    { label: '1 Gbit/s in MB/s', state: { convertUnit: 'Gbit/s', convertValue: '1' } },
  ],
});

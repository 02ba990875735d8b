import { defineTool } from '@handy-tools/ui/kit';

export const smartRawConverterTool = defineTool({
  path: '/smart-raw-converter',
  name: 'S.M.A.R.T. raw value decoder',
  description: "Split a S.M.A.R.T. attribute's 48-bit raw value into the fields packed in it.",
  keywords: ['smart', 'raw', 'converter', 'S.M.A.R.T.', 'smartctl', 'smartmontools', 'disk health', 'Seagate', 'Raw_Read_Error_Rate', 'Seek_Error_Rate', 'temperature', 'power-on hours'],
  icon: 'IconHeartRateMonitor',
  component: () => import('./SmartRawConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'Seagate read error rate', state: { raw: '0xFE45E3', preset: '1-seagate' } },
    { label: 'Seagate seek error rate', state: { raw: '0x0002000F4240', preset: '7-seagate' } },
    { label: 'Temperature with min/max', state: { raw: '0x00002E120024', preset: '194' } },
    { label: 'Power-on hours + ms', state: { raw: '0x01F400003039', preset: '9-msec24hour32' } },
  ],
});

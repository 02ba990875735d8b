import { defineTool } from '@handy-tools/ui/kit';

export const dateConverterTool = defineTool({
  path: '/date-converter',
  name: 'Date-time converter',
  description: 'Convert a date between ISO 8601, RFC 2822, Unix time, Excel serial, ObjectId and other forms, in any time zone.',
  keywords: ['date', 'converter'],
  icon: 'IconTool',
  component: () => import('./DateConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

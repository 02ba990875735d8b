import { defineTool } from '@handy-tools/ui/kit';

export const timezoneConverterTool = defineTool({
  path: '/timezone-converter',
  name: 'Time zone converter',
  description: 'See a time in one time zone in many others, with their offsets and daylight saving time.',
  keywords: ['timezone', 'converter'],
  icon: 'IconTool',
  component: () => import('./TimezoneConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const forceConverterTool = defineTool({
  path: '/force-converter',
  name: 'Force converter',
  description: 'Convert forces between newtons, kilonewtons, dynes, pound-force and kilogram-force.',
  keywords: ['force', 'converter'],
  icon: 'IconTool',
  component: () => import('./ForceConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

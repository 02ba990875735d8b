import { defineTool } from '@handy-tools/ui/kit';

export const angleConverterTool = defineTool({
  path: '/angle-converter',
  name: 'Angle converter',
  description: 'Convert angles between degrees, radians, gradians, arcminutes, arcseconds and turns.',
  keywords: ['angle', 'converter'],
  icon: 'IconTool',
  component: () => import('./AngleConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

import { defineTool } from '@handy-tools/ui/kit';

export const chmodCalculatorTool = defineTool({
  path: '/chmod-calculator',
  name: 'chmod calculator',
  description: 'Convert Unix file permissions between checkboxes, octal (755) and symbolic (rwxr-xr-x) notation.',
  keywords: ['chmod', 'calculator'],
  icon: 'IconTool',
  component: () => import('./ChmodCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

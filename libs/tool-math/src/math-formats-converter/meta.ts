import { defineTool } from '@handy-tools/ui/kit';

export const mathFormatsConverterTool = defineTool({
  path: '/math-formats-converter',
  name: 'Math formats converter',
  description: 'Convert formulas between LaTeX, MathML and AsciiMath, with a live preview.',
  keywords: ['math', 'formats', 'converter'],
  icon: 'IconTool',
  component: () => import('./MathFormatsConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

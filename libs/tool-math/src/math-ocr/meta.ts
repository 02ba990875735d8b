import { defineTool } from '@handy-tools/ui/kit';

export const mathOcrTool = defineTool({
  path: '/math-ocr',
  name: 'Math OCR',
  description: 'Read a formula from an image and write it as LaTeX, with a model downloaded on first use.',
  keywords: ['math', 'ocr'],
  icon: 'IconTool',
  component: () => import('./MathOcrTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

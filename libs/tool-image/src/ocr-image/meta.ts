import { defineTool } from '@handy-tools/ui/kit';

export const ocrImageTool = defineTool({
  path: '/ocr-image',
  name: 'OCR image and PDF',
  description: 'Extract text from images and PDF pages with Tesseract OCR, in your browser.',
  keywords: ['ocr', 'image'],
  icon: 'IconTool',
  component: () => import('./OcrImageTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});

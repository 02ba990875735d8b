import { defineTool } from '@handy-tools/ui/kit';

export const ocrImageTool = defineTool({
  path: '/ocr-image',
  name: 'OCR image and PDF',
  description: 'Extract text from images and PDF pages with Tesseract OCR, in your browser.',
  keywords: ['ocr', 'image', 'pdf', 'text', 'recognition', 'tesseract', 'scan', 'extract', 'photo', 'screenshot', 'character'],
  icon: 'IconTextScan2',
  component: () => import('./OcrImageTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['tesseract.js', 'pdfjs-dist', '@tesseract.js-data/eng'],
  // Models of languages other than English, only when the visitor picks one (LANGUAGE_DATA_HOST in ocr-image.ts).
  network: ['cdn.jsdelivr.net'],
  // The OCR engine (tesseract.js-core WASM, ~3.9 MB) and the English model (~3 MB) load as assets, not chunks.
  // One-click samples (keys are fields of ./state.ts): a letter drawn in code, a two-page PDF (./fixtures/sample.pdf).
  examples: [
    { label: 'Printed letter (image)', state: { sample: 'letter' } },
    { label: 'PDF, page 2 only', state: { sample: 'pdf', pages: '2' } },
    { label: 'PDF, pages joined by a form feed', state: { sample: 'pdf', pages: '1-2', separator: 'form-feed', joinLines: true } },
  ],
});

import { defineTool } from '@handy-tools/ui/kit';

export const pdfLinearizeTool = defineTool({
  path: '/pdf-linearize',
  name: 'PDF linearize',
  description: 'Linearize a PDF for fast web view.',
  keywords: ['pdf', 'linearize', 'fast web view', 'optimize', 'web', 'streaming', 'qpdf'],
  icon: 'IconBolt',
  component: () => import('./PdfLinearizeTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['@neslinesli93/qpdf-wasm'],
  bundleBudget: { kb: 250, reason: 'qpdf in a worker: its Emscripten glue (43 KB) beside qpdf.wasm (1.33 MB, 443 KB gzip, not a JS chunk)' },
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'Sample PDF', state: { sample: true } },
    { label: 'Sample PDF, with object streams', state: { sample: true, objectStreams: 'generate' } },
  ],
});

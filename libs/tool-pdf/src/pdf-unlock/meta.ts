import { defineTool } from '@handy-tools/ui/kit';

export const pdfUnlockTool = defineTool({
  path: '/pdf-unlock',
  name: 'PDF unlock',
  description: 'Remove the password from a PDF whose password you know.',
  keywords: ['pdf', 'unlock', 'decrypt', 'password', 'remove', 'restrictions', 'qpdf'],
  icon: 'IconLockOpen',
  component: () => import('./PdfUnlockTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['@neslinesli93/qpdf-wasm'],
  bundleBudget: { kb: 250, reason: 'qpdf in a worker: its Emscripten glue (43 KB) beside qpdf.wasm (1.33 MB, 443 KB gzip, not a JS chunk)' },
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Sample PDF locked with "handy"', state: { sample: true, password: 'handy' } }],
});

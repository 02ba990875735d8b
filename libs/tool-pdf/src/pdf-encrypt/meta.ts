import { defineTool } from '@handy-tools/ui/kit';

export const pdfEncryptTool = defineTool({
  path: '/pdf-encrypt',
  name: 'PDF encrypt',
  description: 'Password-protect a PDF with user and owner passwords and permissions.',
  keywords: ['pdf', 'encrypt', 'password', 'protect', 'aes', 'permissions', 'qpdf', 'secure'],
  icon: 'IconLock',
  component: () => import('./PdfEncryptTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['@neslinesli93/qpdf-wasm'],
  // qpdf compiled to WebAssembly: qpdf.wasm (1.33 MB, 443 KB gzip) is an asset of its own, fetched by the worker from our origin.
  bundleBudget: { kb: 250, reason: 'qpdf in a worker: its Emscripten glue (43 KB) beside qpdf.wasm (1.33 MB, 443 KB gzip, not a JS chunk)' },
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'Sample PDF, AES-256, password "handy"', state: { sample: true, userPassword: 'handy', ownerPassword: '' } },
    {
      label: 'Owner password only: no printing, no copying',
      state: { sample: true, userPassword: '', ownerPassword: 'owner', print: 'none', extract: false, modify: false },
    },
  ],
});

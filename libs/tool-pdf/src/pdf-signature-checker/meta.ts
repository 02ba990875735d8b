import { defineTool } from '@handy-tools/ui/kit';

export const pdfSignatureCheckerTool = defineTool({
  path: '/pdf-signature-checker',
  name: 'PDF signature checker',
  description: 'Check each digital signature of a PDF: signer certificate, signing time, covered byte range and digest.',
  keywords: ['pdf', 'signature', 'checker', 'verify', 'digital signature', 'pades', 'cms', 'pkcs7', 'certificate', 'byterange'],
  icon: 'IconSignature',
  component: () => import('./PdfSignatureCheckerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['pkijs', 'asn1js'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Sample signed PDF (self-signed test certificate)', state: { sample: true } }],
});

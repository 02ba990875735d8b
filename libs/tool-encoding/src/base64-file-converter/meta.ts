import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are the UI's inputs: `base64` (the "Base64 to file" field). */
export const base64FileConverter = defineTool({
  path: '/base64-file-converter',
  name: 'Base64 file converter',
  description: 'Convert a file to Base64 or a data URL, and Base64 or a data URL back to a downloadable file.',
  keywords: ['base64', 'file', 'converter', 'data url', 'data uri', 'download', 'upload', 'image', 'mime', 'rfc 2397'],
  icon: 'IconFileDigit',
  component: () => import('./Base64FileConverterTool.js'),
  createdAt: '2026-11-08',
  npmPackages: ['js-base64', 'file-type'],
  examples: [
    {
      label: '1×1 PNG image',
      state: { base64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGOQWBDxHwAD9AIQyQkDPAAAAABJRU5ErkJggg==' },
    },
    { label: 'Text data URL', state: { base64: 'data:text/plain;charset=utf-8;base64,SGVsbG8sIHdvcmxkIQ==' } },
  ],
});

import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are the UI's inputs: `text`, `binary`. */
export const textToBinary = defineTool({
  path: '/text-to-binary',
  name: 'Text to UTF-8 binary',
  description: 'Convert text to the binary of its UTF-8 bytes (one 8-bit octet per byte) and back.',
  keywords: ['text', 'binary', 'bits', 'octet', 'utf-8', 'ascii', 'bytes', 'converter', 'encode', 'decode'],
  icon: 'IconBinary',
  component: () => import('./TextToBinaryTool.js'),
  createdAt: '2026-11-22',
  npmPackages: [],
  examples: [
    { label: 'Text to binary', state: { text: 'Hello, world!' } },
    { label: 'Accented letter (2 bytes)', state: { text: 'é' } },
    { label: 'Decode binary', state: { binary: '01001000 01101001 00100001' } },
  ],
});

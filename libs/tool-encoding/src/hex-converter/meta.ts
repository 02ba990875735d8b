import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are the UI's inputs and options: `text`, `hex`, `separator`, `letterCase`. */
export const hexConverter = defineTool({
  path: '/hex-converter',
  name: 'Hex Encoder/Decoder',
  description: 'Convert text to the hexadecimal of its UTF-8 bytes and back, with a choice of separators and letter case.',
  keywords: ['hex', 'hexadecimal', 'base16', 'encode', 'decode', 'bytes', 'utf-8', 'rfc 4648', '0x', 'converter'],
  icon: 'IconHexagonLetterH',
  component: () => import('./HexConverterTool.js'),
  createdAt: '2026-11-22',
  npmPackages: [],
  examples: [
    { label: 'Text to hex', state: { text: 'foobar', separator: 'space', letterCase: 'upper' } },
    { label: 'UTF-8 bytes, 0x prefix', state: { text: 'café ☕', separator: '0x', letterCase: 'lower' } },
    { label: 'Decode MAC-style hex', state: { hex: '48:65:6c:6c:6f:2c:20:77:6f:72:6c:64:21' } },
  ],
});

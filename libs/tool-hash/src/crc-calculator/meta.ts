import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are the UI's input and option: `input` (text) and `inputEncoding`. */
export const crcCalculatorTool = defineTool({
  path: '/crc-calculator',
  name: 'CRC calculator',
  description:
    'Compute CRC-8, CRC-16 (ARC, CCITT-FALSE, Modbus, Kermit, XModem), CRC-24, CRC-32, CRC-32C, CRC-32/MPEG-2 and JAMCRC of a text, hex bytes or a file, all at once, in hex and decimal.',
  keywords: ['crc', 'checksum', 'crc8', 'crc16', 'crc24', 'crc32', 'crc32c', 'castagnoli', 'modbus', 'kermit', 'xmodem', 'ccitt', 'jamcrc', 'mpeg-2', 'cyclic redundancy check', 'file'],
  icon: 'IconListCheck',
  component: () => import('./CrcCalculatorTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['crc', 'hash-wasm'],
  examples: [
    { label: 'Catalogue check "123456789"', state: { input: '123456789', inputEncoding: 'text' } },
    { label: 'Modbus frame (hex)', state: { input: '01 03 00 00 00 0A', inputEncoding: 'hex' } },
    { label: 'UTF-8 text', state: { input: 'Grüße, 世界', inputEncoding: 'text' } },
  ],
});

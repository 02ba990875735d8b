import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are the UI's fields: `hex` (hex text to turn into a file), `format`, `bytesPerRow`, `uppercase`, `prefix`, `separator`. */
export const hexFileConverter = defineTool({
  path: '/hex-file-converter',
  name: 'HEX file converter',
  description: 'Dump any file as hex (xxd, hexdump -C or plain hex), and turn hex or a dump back into a downloadable file.',
  keywords: ['hex', 'hexdump', 'xxd', 'dump', 'file', 'binary', 'bytes', 'converter', 'download', 'od', '0x', 'c array'],
  icon: 'IconFileCode2',
  component: () => import('./HexFileConverterTool.js'),
  createdAt: '2026-11-22',
  npmPackages: [],
  examples: [
    { label: 'xxd dump of "Hello, World!"', state: { hex: '00000000: 4865 6c6c 6f2c 2057 6f72 6c64 210a       Hello, World!.\n' } },
    {
      label: 'hexdump -C of a PNG signature',
      state: { hex: '00000000  89 50 4e 47 0d 0a 1a 0a                           |.PNG....|\n00000008\n', format: 'hexdump' },
    },
    { label: 'Plain hex with 0x prefixes', state: { hex: '0x25 0x50 0x44 0x46 0x2d 0x31 0x2e 0x37', format: 'plain', bytesPerRow: 32, uppercase: true } },
    { label: 'C array (0x…, )', state: { hex: '0x48, 0x65, 0x6c, 0x6c, 0x6f,\n0x21, 0x0a', format: 'plain', prefix: '0x', separator: ', ', bytesPerRow: 8 } },
    { label: 'Visual Basic (&H)', state: { hex: '&H48 &H65 &H6C &H6C &H6F', format: 'plain', prefix: '&H', separator: ' ', uppercase: true } },
  ],
});

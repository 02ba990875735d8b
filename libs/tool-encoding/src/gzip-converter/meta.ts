import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are the UI's inputs and options: `text`, `compressed`, `format`, `level`, `outputEncoding`, `inputEncoding`, `inputFormat`. */
export const gzipConverter = defineTool({
  path: '/gzip-converter',
  name: 'GZip/Deflate converter',
  description: 'Compress text or files with gzip, zlib or raw DEFLATE (as Base64 or hex), and decompress them back, with header detection and checksum verification.',
  keywords: ['gzip', 'gunzip', 'deflate', 'inflate', 'zlib', 'compress', 'decompress', 'base64', 'hex', 'rfc 1950', 'rfc 1951', 'rfc 1952', 'crc32', 'adler32'],
  icon: 'IconFileZip',
  component: () => import('./GzipConverterTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['fflate'],
  examples: [
    { label: 'Gzip text as Base64', state: { text: 'Hello, Handy Tools! Hello, Handy Tools!', format: 'gzip', outputEncoding: 'base64' } },
    { label: 'zlib as hex, best level', state: { text: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', format: 'zlib', level: 9, outputEncoding: 'hex' } },
    // gzip of "hello" (as GNU gzip and zlib's gzip writer produce it, MTIME 0, OS 3).
    { label: 'Decompress gzip Base64', state: { compressed: 'H4sIAAAAAAAAA8tIzcnJBwCGphA2BQAAAA==', inputEncoding: 'base64', inputFormat: 'auto' } },
    { label: 'Decompress raw deflate hex', state: { compressed: 'CB 48 CD C9 C9 07 00', inputEncoding: 'hex', inputFormat: 'deflate-raw' } },
  ],
});

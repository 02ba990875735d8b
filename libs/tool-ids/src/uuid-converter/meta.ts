import { defineTool } from '@handy-tools/ui/kit';

/**
 * UUID converter. State keys (shared by the UI and `examples`): `format` (the input's notation:
 * uuid, base64, dotnet, integer) and `input` (the UUID in that notation).
 */
export const uuidConverter = defineTool({
  path: '/uuid-converter',
  name: 'UUID converter',
  description:
    'Convert a UUID between notations: canonical, no hyphens, upper case, braces, URN, Base64, hex bytes, Oracle RAW, .NET GUID byte order and integer; shows its version and variant.',
  keywords: ['uuid', 'guid', 'convert', 'urn', 'base64', 'hex', 'bytes', 'raw', 'hextoraw', 'oracle', 'sql server', '.net', 'endian', 'integer', 'version', 'variant'],
  icon: 'IconArrowsExchange',
  component: () => import('./UuidConverterTool.js'),
  createdAt: '2026-11-22',
  examples: [
    { label: 'The RFC 9562 §4 example', state: { format: 'uuid', input: 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6' } },
    { label: 'From .NET Guid.ToByteArray()', state: { format: 'dotnet', input: '33 22 11 00 55 44 77 66 88 99 aa bb cc dd ee ff' } },
    { label: 'From an integer', state: { format: 'integer', input: '329800735698586629295641978511506172918' } },
  ],
});

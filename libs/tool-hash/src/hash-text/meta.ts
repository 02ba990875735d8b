import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are the UI's input and option: `input` (the text) and `encoding`. */
export const hashTextTool = defineTool({
  path: '/hash-text',
  name: 'Hash text',
  description:
    'Hash a text with MD5, SHA-1, SHA-2 (224, 256, 384, 512), SHA-3 (224, 256, 384, 512) and RIPEMD-160 at once, in hex, Base64, Base64url or binary.',
  keywords: [
    'hash',
    'digest',
    'checksum',
    'crypto',
    'md5',
    'sha1',
    'sha-1',
    'sha224',
    'sha256',
    'sha-256',
    'sha384',
    'sha512',
    'sha3',
    'sha-3',
    'keccak',
    'ripemd160',
    'ripemd',
    'hex',
    'base64',
    'base64url',
    'binary',
  ],
  icon: 'IconHash',
  component: () => import('./HashTextTool.js'),
  createdAt: '2026-11-08',
  redirectFrom: ['/hash'],
  npmPackages: ['hash-wasm'],
  examples: [
    { label: '"abc" (NIST example)', state: { input: 'abc', encoding: 'hex' } },
    { label: 'Empty text', state: { input: '', encoding: 'hex' } },
    { label: 'UTF-8 text in Base64', state: { input: 'Grüße, 世界', encoding: 'base64' } },
  ],
});

import { defineTool } from '@handy-tools/ui/kit';

/**
 * Example states; keys are the UI's fields: `message`, `messageEncoding`, `algorithm`,
 * `output` (the key is a secret, so examples never set it: they use the empty key).
 */
export const hmacGeneratorTool = defineTool({
  path: '/hmac-generator',
  name: 'Hmac generator',
  description:
    'Compute an HMAC (RFC 2104) of a message with a secret key, using MD5, SHA-1, SHA-2, SHA-3, RIPEMD-160 or Keccak; key and message as text, hex or Base64; output in hex, Base64, Base64url or binary.',
  keywords: ['hmac', 'mac', 'message authentication code', 'signature', 'webhook', 'key', 'md5', 'sha1', 'sha256', 'sha512', 'sha3', 'keccak', 'ripemd160', 'base64url', 'binary', 'rfc 2104', 'rfc 4231'],
  icon: 'IconKey',
  component: () => import('./HmacGeneratorTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['@noble/hashes'],
  examples: [
    { label: 'HMAC-SHA256 of a sentence', state: { message: 'The quick brown fox jumps over the lazy dog', algorithm: 'SHA-256', output: 'hex' } },
    { label: 'HMAC-SHA512 in Base64', state: { message: 'Hello, world!', algorithm: 'SHA-512', output: 'base64' } },
    { label: 'Hex message, HMAC-SHA1', state: { message: '48 65 6c 6c 6f', messageEncoding: 'hex', algorithm: 'SHA-1', output: 'hex' } },
    { label: 'HMAC-Keccak-512 ("HmacSHA3" of CryptoJS) in Base64url', state: { message: 'Hello, world!', algorithm: 'Keccak-512', output: 'base64url' } },
  ],
});

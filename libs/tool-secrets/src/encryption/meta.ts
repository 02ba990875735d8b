import { defineTool } from '@handy-tools/ui/kit';

/**
 * Ciphertexts of "Grüße, world! 🔐" with the passphrase "secret", made by OpenSSL 3.0 (see
 * encryption.test.ts for the commands). The passphrase is not part of any example (it is a secret).
 */
export const OPENSSL_AES256_MD5 = 'U2FsdGVkX1/XFiOmQnrtAmr4w/x/EZG+hd5Ro4B9y4AVf952/3MDLJTZ+C8Y1A23';
export const OPENSSL_AES256_PBKDF2 = 'U2FsdGVkX19pQOnBsm+M/Q3mjO31EbUzYXVaj0ivuv3XBwqWee3GepR9+CM3Wjmo';
export const OPENSSL_3DES_MD5 = 'U2FsdGVkX1+uKk4f6+lphcpOKKDKknBdn1kYMDAhDCqMG/CCp4lwfg==';

/**
 * Encrypt / decrypt text. State keys (shared by the UI and `examples`): `mode` (encrypt | decrypt),
 * `algorithm` (aes-cbc | aes-gcm | tripledes | rabbit | rc4), `keyMode` (passphrase | raw), `kdf`
 * (md5 | pbkdf2), `aesKeySize` (128 | 192 | 256), `input`, `ivHex`, and the SECRETS `passphrase`
 * and `keyHex` (never stored, in no example).
 */
export const encryption = defineTool({
  path: '/encryption',
  name: 'Encrypt / decrypt text',
  description:
    'Encrypt and decrypt text with AES (CBC or GCM), TripleDES, Rabbit or RC4 and a passphrase, compatible with OpenSSL enc (-md md5 or -pbkdf2) and CryptoJS; AES-CBC also with a raw key and IV.',
  keywords: ['encrypt', 'decrypt', 'cipher', 'cypher', 'aes', 'aes-256', 'cbc', 'gcm', 'tripledes', '3des', 'rabbit', 'rc4', 'openssl', 'cryptojs', 'passphrase', 'salted'],
  icon: 'IconLock',
  component: () => import('./EncryptionTool.js'),
  createdAt: '2026-11-22',
  redirectFrom: ['/cypher'],
  npmPackages: ['crypto-js'],
  examples: [
    { label: 'Decrypt OpenSSL AES-256-CBC, -md md5 (passphrase "secret")', state: { mode: 'decrypt', algorithm: 'aes-cbc', keyMode: 'passphrase', kdf: 'md5', aesKeySize: '256', input: OPENSSL_AES256_MD5 } },
    { label: 'Decrypt OpenSSL AES-256-CBC, -pbkdf2 (passphrase "secret")', state: { mode: 'decrypt', algorithm: 'aes-cbc', keyMode: 'passphrase', kdf: 'pbkdf2', aesKeySize: '256', input: OPENSSL_AES256_PBKDF2 } },
    { label: 'Decrypt OpenSSL TripleDES (passphrase "secret")', state: { mode: 'decrypt', algorithm: 'tripledes', keyMode: 'passphrase', kdf: 'md5', input: OPENSSL_3DES_MD5 } },
  ],
});

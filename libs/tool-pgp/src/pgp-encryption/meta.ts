import { defineTool } from '@handy-tools/ui/kit';

/**
 * PGP encryption. State keys: mode (encrypt | decrypt | sign | verify), style (cleartext |
 * detached), showPassphrase (options); text, recipients, encrypted, message, signature, publicKeys
 * (inputs); privateKey, passphrase (SECRETS: never stored, in no example).
 *
 * The examples use the public half of an example key made by GnuPG (./fixtures/make-fixtures.sh).
 */
export const pgpEncryptionTool = defineTool({
  path: '/pgp-encryption',
  name: 'PGP encryption',
  description: 'Encrypt, decrypt, sign and verify OpenPGP messages with armored keys.',
  keywords: ['pgp', 'gpg', 'gnupg', 'openpgp', 'encryption', 'encrypt', 'decrypt', 'sign', 'verify', 'signature', 'cleartext', 'detached signature', 'public key', 'private key', 'rfc 9580'],
  icon: 'IconLock',
  component: () => import('./PgpEncryptionTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['openpgp'],
  examples: [
    {
      label: 'Encrypt to a public key',
      state: {
        mode: 'encrypt',
        text: 'Meet me at noon.',
        recipients: "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEawr7bRYJKwYBBAHaRw8BAQdAojdBDP3O0nitGnTy3ZnnQnEuCbKKCL+Hm7bJ\nwoL04vm0MUhhbmR5IFRvb2xzIEV4YW1wbGUgPGV4YW1wbGVAaGFuZHktdG9vbHMu\naW52YWxpZD6IkAQTFggAOBYhBCnGI05fnmvqHrJzQ3nMUrgxubleBQJrCvttAhsD\nBQsJCAcCBhUKCQgLAgQWAgMBAh4BAheAAAoJEHnMUrgxubleoykA/iIldJh9spdD\nvJl2gAooIYetvvhzQOL2BinLwL4sap+kAP4yz/CLJ9W6QCKNnTZ0Qa7sjkS/PmQg\nAP8Gbdxh47gfCLg4BGsK+20SCisGAQQBl1UBBQEBB0D3pyIo4La1C/K3u0PobqqR\nfRLYHEXmZeSOvk+5gsQ1XAMBCAeIeAQYFggAIBYhBCnGI05fnmvqHrJzQ3nMUrgx\nubleBQJrCvttAhsMAAoJEHnMUrgxublek8MBALZDYI0v2r7DOBKHmQedH9BG3cKT\nDJGe32cy7ldJfPaKAP9En23dCQtpgCc56MJahn7gmZ/XSNxx4WLvLeQDwVYADA==\n=W32C\n-----END PGP PUBLIC KEY BLOCK-----\n",
      },
    },
    {
      label: 'Verify a signed message (made by GnuPG)',
      state: {
        mode: 'verify',
        message: "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\nHello from GnuPG.\nThis text is signed.\n-----BEGIN PGP SIGNATURE-----\n\niHUEARYIAB0WIQQpxiNOX55r6h6yc0N5zFK4Mbm5XgUCawr7eQAKCRB5zFK4Mbm5\nXi0aAQC6xez4ij1nVKGjk4Tfd7FLdySKosRg/ifSH9zlGJscOQD+KYLZQxixxk8i\nttt5UjhxbsR5ynyiPbWSsobFkHjNyg4=\n=x1I3\n-----END PGP SIGNATURE-----\n",
        publicKeys: "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEawr7bRYJKwYBBAHaRw8BAQdAojdBDP3O0nitGnTy3ZnnQnEuCbKKCL+Hm7bJ\nwoL04vm0MUhhbmR5IFRvb2xzIEV4YW1wbGUgPGV4YW1wbGVAaGFuZHktdG9vbHMu\naW52YWxpZD6IkAQTFggAOBYhBCnGI05fnmvqHrJzQ3nMUrgxubleBQJrCvttAhsD\nBQsJCAcCBhUKCQgLAgQWAgMBAh4BAheAAAoJEHnMUrgxubleoykA/iIldJh9spdD\nvJl2gAooIYetvvhzQOL2BinLwL4sap+kAP4yz/CLJ9W6QCKNnTZ0Qa7sjkS/PmQg\nAP8Gbdxh47gfCLg4BGsK+20SCisGAQQBl1UBBQEBB0D3pyIo4La1C/K3u0PobqqR\nfRLYHEXmZeSOvk+5gsQ1XAMBCAeIeAQYFggAIBYhBCnGI05fnmvqHrJzQ3nMUrgx\nubleBQJrCvttAhsMAAoJEHnMUrgxublek8MBALZDYI0v2r7DOBKHmQedH9BG3cKT\nDJGe32cy7ldJfPaKAP9En23dCQtpgCc56MJahn7gmZ/XSNxx4WLvLeQDwVYADA==\n=W32C\n-----END PGP PUBLIC KEY BLOCK-----\n",
      },
    },
  ],
});

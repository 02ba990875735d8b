import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of ./state.ts. */
export const csrGeneratorTool = defineTool({
  path: '/csr-generator',
  name: 'CSR generator',
  description: 'Create a PKCS#10 certificate signing request with subject fields and SANs, with a new key or your own.',
  keywords: [
    'csr',
    'generator',
    'pkcs10',
    'pkcs#10',
    'certificate signing request',
    'openssl req',
    'subject',
    'san',
    'subjectAltName',
    'rsa',
    'ecdsa',
    'ed25519',
    'tls',
    'ssl',
    'private key',
  ],
  icon: 'IconFileCertificate',
  component: () => import('./CsrGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['@peculiar/x509', 'asn1js'],
  examples: [
    {
      label: 'Web server (ECDSA P-256)',
      state: {
        commonName: 'www.example.com',
        organization: 'Example Ltd',
        locality: 'Paris',
        country: 'FR',
        sans: 'example.com\nwww.example.com',
        keyType: 'ecdsa-p256',
      },
    },
    {
      label: 'RSA 3072, SHA-384',
      state: {
        commonName: 'api.example.org',
        organization: 'Example Org',
        organizationalUnit: 'Platform',
        state: 'California',
        country: 'US',
        keyType: 'rsa',
        rsaBits: '3072',
        hash: 'SHA-384',
      },
    },
    {
      label: 'Ed25519 with IP and e-mail SANs',
      state: {
        commonName: 'node-1.internal',
        email: 'ops@example.net',
        sans: '10.0.0.1\n2001:db8::10\nops@example.net\nURI:spiffe://example.net/node-1',
        keyType: 'ed25519',
      },
    },
  ],
});

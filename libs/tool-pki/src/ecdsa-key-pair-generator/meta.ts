import { defineTool } from '@handy-tools/ui/kit';

export const ecdsaKeyPairGeneratorTool = defineTool({
  path: '/ecdsa-key-pair-generator',
  name: 'ECDSA key pair generator',
  description: 'Generate ECDSA key pairs on P-256, P-384 or P-521 as PEM and OpenSSH keys.',
  keywords: ['ecdsa', 'ec', 'elliptic', 'curve', 'key', 'pair', 'generator', 'p-256', 'p-384', 'p-521', 'nistp256', 'secp256r1', 'prime256v1', 'ssh', 'openssh', 'pem', 'sec1', 'pkcs8', 'fingerprint'],
  icon: 'IconKey',
  component: () => import('./EcdsaKeyPairGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['asn1js', 'node-forge'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'SSH key (P-256, OpenSSH)', state: { curve: 'P-256', privateFormat: 'openssh', publicFormat: 'openssh', comment: 'user@example.org' } },
    { label: 'PEM (P-384, PKCS#8 + SPKI)', state: { curve: 'P-384', privateFormat: 'pkcs8', publicFormat: 'spki' } },
    { label: 'SEC1 (P-521, EC PRIVATE KEY)', state: { curve: 'P-521', privateFormat: 'traditional', publicFormat: 'spki' } },
  ],
});

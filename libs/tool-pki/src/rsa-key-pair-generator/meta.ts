import { defineTool } from '@handy-tools/ui/kit';

export const rsaKeyPairGeneratorTool = defineTool({
  path: '/rsa-key-pair-generator',
  name: 'RSA key pair generator',
  description: 'Generate RSA key pairs (2048 to 4096 bits) as PKCS#8, PKCS#1 and OpenSSH keys, with their fingerprints.',
  keywords: ['rsa', 'key', 'pair', 'generator', 'ssh', 'ssh-keygen', 'openssh', 'pem', 'pkcs8', 'pkcs1', 'private', 'public', 'fingerprint', 'id_rsa'],
  icon: 'IconKey',
  component: () => import('./RsaKeyPairGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['asn1js', 'node-forge'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'SSH key (3072 bits, OpenSSH)', state: { bits: 3072, privateFormat: 'openssh', publicFormat: 'openssh', comment: 'user@example.org' } },
    { label: 'PEM (2048 bits, PKCS#8 + SPKI)', state: { bits: 2048, privateFormat: 'pkcs8', publicFormat: 'spki' } },
    { label: 'PKCS#1 (RSA PRIVATE KEY)', state: { bits: 2048, privateFormat: 'traditional', publicFormat: 'pkcs1' } },
  ],
});

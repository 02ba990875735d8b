import { defineTool } from '@handy-tools/ui/kit';

export const ed25519KeyPairGeneratorTool = defineTool({
  path: '/ed25519-key-pair-generator',
  name: 'Ed25519 key pair generator',
  description: 'Generate Ed25519 key pairs as PEM and OpenSSH keys.',
  keywords: ['ed25519', 'eddsa', 'curve25519', 'key', 'pair', 'generator', 'ssh', 'ssh-keygen', 'openssh', 'pem', 'pkcs8', 'fingerprint', 'id_ed25519'],
  icon: 'IconKey',
  component: () => import('./Ed25519KeyPairGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['asn1js', 'node-forge'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'SSH key (OpenSSH)', state: { privateFormat: 'openssh', publicFormat: 'openssh', comment: 'user@example.org' } },
    { label: 'PEM (PKCS#8 + SPKI)', state: { privateFormat: 'pkcs8', publicFormat: 'spki' } },
  ],
});

// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconTool } from '@tabler/icons-react';
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/pgp-key-pair-generator": { icon: IconTool, description: "Generate OpenPGP key pairs (Curve25519 or RSA) with name, e-mail, passphrase, expiry and a revocation certificate.", keywords: ["pgp","key","pair","generator"] },
  "/pgp-encryption": { icon: IconTool, description: "Encrypt, decrypt, sign and verify OpenPGP messages with armored keys.", keywords: ["pgp","encryption"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/pgp-key-pair-generator": () => import('./pgp-key-pair-generator/meta.js').then((m) => m.pgpKeyPairGeneratorTool),
  "/pgp-encryption": () => import('./pgp-encryption/meta.js').then((m) => m.pgpEncryptionTool),
};

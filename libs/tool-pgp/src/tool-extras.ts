// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/pgp-key-pair-generator": { description: "Generate OpenPGP key pairs (Curve25519 or RSA) with name, e-mail, passphrase, expiry and a revocation certificate.", keywords: ["pgp","gpg","gnupg","openpgp","key","pair","generator","keygen","public key","private key","revocation certificate","fingerprint","curve25519","ed25519","rsa","rfc 9580"] },
  "/pgp-encryption": { description: "Encrypt, decrypt, sign and verify OpenPGP messages with armored keys.", keywords: ["pgp","gpg","gnupg","openpgp","encryption","encrypt","decrypt","sign","verify","signature","cleartext","detached signature","public key","private key","rfc 9580"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/pgp-key-pair-generator": () => import('./pgp-key-pair-generator/meta.js').then((m) => m.pgpKeyPairGeneratorTool),
  "/pgp-encryption": () => import('./pgp-encryption/meta.js').then((m) => m.pgpEncryptionTool),
};

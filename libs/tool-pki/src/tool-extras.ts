// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconTool } from '@tabler/icons-react';
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/rsa-key-pair-generator": { icon: IconTool, description: "Generate RSA key pairs (2048 to 4096 bits) as PKCS#8, PKCS#1 and OpenSSH keys, with their fingerprints.", keywords: ["rsa","key","pair","generator"] },
  "/ecdsa-key-pair-generator": { icon: IconTool, description: "Generate ECDSA key pairs on P-256, P-384 or P-521 as PEM and OpenSSH keys.", keywords: ["ecdsa","key","pair","generator"] },
  "/ed25519-key-pair-generator": { icon: IconTool, description: "Generate Ed25519 key pairs as PEM and OpenSSH keys.", keywords: ["ed25519","key","pair","generator"] },
  "/rsa-encryption": { icon: IconTool, description: "Encrypt and decrypt text with RSA-OAEP or PKCS#1 v1.5 using PEM keys.", keywords: ["rsa","encryption"] },
  "/rsa-ecdsa-signing": { icon: IconTool, description: "Sign messages and verify signatures with RSA (PKCS#1 v1.5, PSS), ECDSA or Ed25519 keys.", keywords: ["rsa","ecdsa","signing"] },
  "/certificate-key-parser": { icon: IconTool, description: "Read X.509 certificates, CSRs, private and public keys, SSH and PGP keys: every field, extension and fingerprint.", keywords: ["certificate","key","parser"] },
  "/csr-generator": { icon: IconTool, description: "Create a PKCS#10 certificate signing request with subject fields and SANs, with a new key or your own.", keywords: ["csr","generator"] },
  "/x509-certificate-generator": { icon: IconTool, description: "Create a self-signed or CA-signed X.509 certificate with validity, SANs and extensions.", keywords: ["x509","certificate","generator"] },
  "/ssl-cert-converter": { icon: IconTool, description: "Convert certificates between PEM, DER, PKCS#7 and PKCS#12, read Java keystores and split chains.", keywords: ["ssl","cert","converter"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/rsa-key-pair-generator": () => import('./rsa-key-pair-generator/meta.js').then((m) => m.rsaKeyPairGeneratorTool),
  "/ecdsa-key-pair-generator": () => import('./ecdsa-key-pair-generator/meta.js').then((m) => m.ecdsaKeyPairGeneratorTool),
  "/ed25519-key-pair-generator": () => import('./ed25519-key-pair-generator/meta.js').then((m) => m.ed25519KeyPairGeneratorTool),
  "/rsa-encryption": () => import('./rsa-encryption/meta.js').then((m) => m.rsaEncryptionTool),
  "/rsa-ecdsa-signing": () => import('./rsa-ecdsa-signing/meta.js').then((m) => m.rsaEcdsaSigningTool),
  "/certificate-key-parser": () => import('./certificate-key-parser/meta.js').then((m) => m.certificateKeyParserTool),
  "/csr-generator": () => import('./csr-generator/meta.js').then((m) => m.csrGeneratorTool),
  "/x509-certificate-generator": () => import('./x509-certificate-generator/meta.js').then((m) => m.x509CertificateGeneratorTool),
  "/ssl-cert-converter": () => import('./ssl-cert-converter/meta.js').then((m) => m.sslCertConverterTool),
};

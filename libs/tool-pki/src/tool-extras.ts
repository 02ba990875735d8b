// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/rsa-key-pair-generator": { description: "Generate RSA key pairs (2048 to 4096 bits) as PKCS#8, PKCS#1 and OpenSSH keys, with their fingerprints.", keywords: ["rsa","key","pair","generator","ssh","ssh-keygen","openssh","pem","pkcs8","pkcs1","private","public","fingerprint","id_rsa"] },
  "/ecdsa-key-pair-generator": { description: "Generate ECDSA key pairs on P-256, P-384 or P-521 as PEM and OpenSSH keys.", keywords: ["ecdsa","ec","elliptic","curve","key","pair","generator","p-256","p-384","p-521","nistp256","secp256r1","prime256v1","ssh","openssh","pem","sec1","pkcs8","fingerprint"] },
  "/ed25519-key-pair-generator": { description: "Generate Ed25519 key pairs as PEM and OpenSSH keys.", keywords: ["ed25519","eddsa","curve25519","key","pair","generator","ssh","ssh-keygen","openssh","pem","pkcs8","fingerprint","id_ed25519"] },
  "/rsa-encryption": { description: "Encrypt and decrypt text with RSA-OAEP or PKCS#1 v1.5 using PEM keys.", keywords: ["rsa","encryption","decryption","oaep","pkcs1","rsaes","public key","private key","pem","cipher","openssl pkeyutl","java","oaepwithsha-256andmgf1padding"] },
  "/rsa-ecdsa-signing": { description: "Sign messages and verify signatures with RSA (PKCS#1 v1.5, PSS), ECDSA or Ed25519 keys.", keywords: ["rsa","ecdsa","ed25519","eddsa","signing","signature","verify","pss","pkcs1","p-256","p-384","p-521","der","p1363","openssl dgst","pem"] },
  "/certificate-key-parser": { description: "Read X.509 certificates, CSRs, private and public keys, SSH and PGP keys: every field, extension and fingerprint.", keywords: ["certificate","x509","x.509","pem","der","csr","pkcs10","pkcs8","pkcs1","private key","public key","ssh","pgp","fingerprint","san","decoder","openssl","tls","ssl"] },
  "/csr-generator": { description: "Create a PKCS#10 certificate signing request with subject fields and SANs, with a new key or your own.", keywords: ["csr","generator","pkcs10","pkcs#10","certificate signing request","openssl req","subject","san","subjectAltName","rsa","ecdsa","ed25519","tls","ssl","private key"] },
  "/x509-certificate-generator": { description: "Create a self-signed or CA-signed X.509 certificate with validity, SANs and extensions.", keywords: ["x509","x.509","certificate","generator","self-signed","ssl","tls","ca","root ca","pem","san","key usage","extended key usage","openssl x509","rsa","ecdsa","ed25519"] },
  "/ssl-cert-converter": { description: "Convert certificates between PEM, DER, PKCS#7 and PKCS#12, read Java keystores and split chains.", keywords: ["ssl","tls","certificate","converter","pem","der","cer","crt","p7b","pkcs7","pkcs12","pfx","p12","jks","keystore","java","chain","openssl"] },
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

// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/rsa-key-pair-generator",
    name: "RSA key pair generator",
    createdAt: "2026-11-28",
    meta: meta("/rsa-key-pair-generator"),
  }),
  toolIndexEntry({
    path: "/ecdsa-key-pair-generator",
    name: "ECDSA key pair generator",
    createdAt: "2026-11-28",
    meta: meta("/ecdsa-key-pair-generator"),
  }),
  toolIndexEntry({
    path: "/ed25519-key-pair-generator",
    name: "Ed25519 key pair generator",
    createdAt: "2026-11-28",
    meta: meta("/ed25519-key-pair-generator"),
  }),
  toolIndexEntry({
    path: "/rsa-encryption",
    name: "RSA encryption",
    createdAt: "2026-11-28",
    meta: meta("/rsa-encryption"),
  }),
  toolIndexEntry({
    path: "/rsa-ecdsa-signing",
    name: "RSA/ECDSA signer and verifier",
    createdAt: "2026-11-28",
    meta: meta("/rsa-ecdsa-signing"),
  }),
  toolIndexEntry({
    path: "/certificate-key-parser",
    name: "Certificate and key parser",
    createdAt: "2026-11-28",
    meta: meta("/certificate-key-parser"),
  }),
  toolIndexEntry({
    path: "/csr-generator",
    name: "CSR generator",
    createdAt: "2026-11-28",
    meta: meta("/csr-generator"),
  }),
  toolIndexEntry({
    path: "/x509-certificate-generator",
    name: "X.509 certificate generator",
    createdAt: "2026-11-28",
    meta: meta("/x509-certificate-generator"),
  }),
  toolIndexEntry({
    path: "/ssl-cert-converter",
    name: "SSL certificate converter",
    createdAt: "2026-11-28",
    meta: meta("/ssl-cert-converter"),
  }),
];

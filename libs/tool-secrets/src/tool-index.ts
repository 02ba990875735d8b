// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/token-generator",
    name: "Token generator",
    createdAt: "2026-11-08",
    meta: meta("/token-generator"),
  }),
  toolIndexEntry({
    path: "/pin-code-generator",
    name: "Pin Code Generator",
    createdAt: "2026-11-22",
    meta: meta("/pin-code-generator"),
  }),
  toolIndexEntry({
    path: "/otp-generator",
    name: "OTP code generator",
    createdAt: "2026-11-22",
    meta: meta("/otp-generator"),
  }),
  toolIndexEntry({
    path: "/jwt-parser",
    name: "JWT parser",
    createdAt: "2026-11-22",
    meta: meta("/jwt-parser"),
  }),
  toolIndexEntry({
    path: "/bip39-generator",
    name: "BIP39 passphrase generator",
    createdAt: "2026-11-22",
    meta: meta("/bip39-generator"),
  }),
  toolIndexEntry({
    path: "/passphrase-generator",
    name: "Passphrase Generator",
    createdAt: "2026-11-22",
    meta: meta("/passphrase-generator"),
  }),
  toolIndexEntry({
    path: "/password-strength-analyser",
    name: "Password strength analyser",
    createdAt: "2026-11-22",
    meta: meta("/password-strength-analyser"),
  }),
  toolIndexEntry({
    path: "/jwt-generator",
    name: "JWT Generator",
    createdAt: "2026-11-22",
    meta: meta("/jwt-generator"),
  }),
  toolIndexEntry({
    path: "/encryption",
    name: "Encrypt / decrypt text",
    createdAt: "2026-11-22",
    redirectFrom: ["/cypher"],
    meta: meta("/encryption"),
  }),
  toolIndexEntry({
    path: "/ansible-vault-crypt-decrypt",
    name: "Ansible vault crypt decrypt",
    createdAt: "2026-11-22",
    meta: meta("/ansible-vault-crypt-decrypt"),
  }),
];

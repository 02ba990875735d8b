// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/token-generator",
    name: "Token generator",
    createdAt: "2026-11-08",
    meta: () => import('./token-generator/meta.js').then((m) => m.tokenGenerator),
  }),
  toolIndexEntry({
    path: "/pin-code-generator",
    name: "Pin Code Generator",
    createdAt: "2026-11-22",
    meta: () => import('./pin-code-generator/meta.js').then((m) => m.pinCodeGenerator),
  }),
  toolIndexEntry({
    path: "/otp-generator",
    name: "OTP code generator",
    createdAt: "2026-11-22",
    meta: () => import('./otp-generator/meta.js').then((m) => m.otpGenerator),
  }),
  toolIndexEntry({
    path: "/jwt-parser",
    name: "JWT parser",
    createdAt: "2026-11-22",
    meta: () => import('./jwt-parser/meta.js').then((m) => m.jwtParser),
  }),
  toolIndexEntry({
    path: "/bip39-generator",
    name: "BIP39 passphrase generator",
    createdAt: "2026-11-22",
    meta: () => import('./bip39-generator/meta.js').then((m) => m.bip39Generator),
  }),
  toolIndexEntry({
    path: "/passphrase-generator",
    name: "Passphrase Generator",
    createdAt: "2026-11-22",
    meta: () => import('./passphrase-generator/meta.js').then((m) => m.passphraseGenerator),
  }),
  toolIndexEntry({
    path: "/password-strength-analyser",
    name: "Password strength analyser",
    createdAt: "2026-11-22",
    meta: () => import('./password-strength-analyser/meta.js').then((m) => m.passwordStrengthAnalyser),
  }),
  toolIndexEntry({
    path: "/jwt-generator",
    name: "JWT Generator",
    createdAt: "2026-11-22",
    meta: () => import('./jwt-generator/meta.js').then((m) => m.jwtGenerator),
  }),
  toolIndexEntry({
    path: "/encryption",
    name: "Encrypt / decrypt text",
    createdAt: "2026-11-22",
    redirectFrom: ["/cypher"],
    meta: () => import('./encryption/meta.js').then((m) => m.encryption),
  }),
  toolIndexEntry({
    path: "/ansible-vault-crypt-decrypt",
    name: "Ansible vault crypt decrypt",
    createdAt: "2026-11-22",
    meta: () => import('./ansible-vault-crypt-decrypt/meta.js').then((m) => m.ansibleVaultCryptDecrypt),
  }),
];

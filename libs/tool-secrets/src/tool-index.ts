// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/token-generator",
    name: "Token generator",
    createdAt: "2026-11-08",
    meta: () => import('./token-generator/meta.js').then((m) => m.tokenGenerator),
    component: () => import('./token-generator/TokenGeneratorTool.js'),
  }),
  toolIndexEntry({
    path: "/pin-code-generator",
    name: "Pin Code Generator",
    createdAt: "2026-11-22",
    meta: () => import('./pin-code-generator/meta.js').then((m) => m.pinCodeGenerator),
    component: () => import('./pin-code-generator/PinCodeGeneratorTool.js'),
  }),
  toolIndexEntry({
    path: "/otp-generator",
    name: "OTP code generator",
    createdAt: "2026-11-22",
    meta: () => import('./otp-generator/meta.js').then((m) => m.otpGenerator),
    component: () => import('./otp-generator/OtpGeneratorTool.js'),
  }),
  toolIndexEntry({
    path: "/jwt-parser",
    name: "JWT parser",
    createdAt: "2026-11-22",
    meta: () => import('./jwt-parser/meta.js').then((m) => m.jwtParser),
    component: () => import('./jwt-parser/JwtParserTool.js'),
  }),
  toolIndexEntry({
    path: "/bip39-generator",
    name: "BIP39 passphrase generator",
    createdAt: "2026-11-22",
    meta: () => import('./bip39-generator/meta.js').then((m) => m.bip39Generator),
    component: () => import('./bip39-generator/Bip39GeneratorTool.js'),
  }),
];

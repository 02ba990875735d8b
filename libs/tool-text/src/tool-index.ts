// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/case-converter",
    name: "Case converter",
    createdAt: "2026-11-08",
    meta: meta("/case-converter"),
  }),
  toolIndexEntry({
    path: "/text-statistics",
    name: "Text statistics",
    createdAt: "2026-11-28",
    redirectFrom: ["/text-stats"],
    meta: meta("/text-statistics"),
  }),
  toolIndexEntry({
    path: "/text-diff",
    name: "Text diff",
    createdAt: "2026-11-28",
    meta: meta("/text-diff"),
  }),
  toolIndexEntry({
    path: "/list-converter",
    name: "List converter",
    createdAt: "2026-11-28",
    meta: meta("/list-converter"),
  }),
  toolIndexEntry({
    path: "/list-comparer",
    name: "List comparer",
    createdAt: "2026-11-28",
    meta: meta("/list-comparer"),
  }),
  toolIndexEntry({
    path: "/lorem-ipsum-generator",
    name: "Lorem ipsum generator",
    createdAt: "2026-11-28",
    meta: meta("/lorem-ipsum-generator"),
  }),
  toolIndexEntry({
    path: "/numeronym-generator",
    name: "Numeronym generator",
    createdAt: "2026-11-28",
    meta: meta("/numeronym-generator"),
  }),
  toolIndexEntry({
    path: "/string-obfuscator",
    name: "String obfuscator",
    createdAt: "2026-11-28",
    meta: meta("/string-obfuscator"),
  }),
  toolIndexEntry({
    path: "/sensitive-data-masker",
    name: "Sensitive data masker",
    createdAt: "2026-11-28",
    meta: meta("/sensitive-data-masker"),
  }),
  toolIndexEntry({
    path: "/smart-text-replacer",
    name: "Smart text replacer and line breaker",
    createdAt: "2026-11-28",
    meta: meta("/smart-text-replacer"),
  }),
  toolIndexEntry({
    path: "/ascii-text-drawer",
    name: "ASCII art text",
    createdAt: "2026-11-28",
    meta: meta("/ascii-text-drawer"),
  }),
  toolIndexEntry({
    path: "/emoji-picker",
    name: "Emoji picker",
    createdAt: "2026-11-28",
    meta: meta("/emoji-picker"),
  }),
  toolIndexEntry({
    path: "/gpt-token-estimator",
    name: "GPT token counter",
    createdAt: "2026-11-28",
    meta: meta("/gpt-token-estimator"),
  }),
  toolIndexEntry({
    path: "/ai-prompt-splitter",
    name: "AI prompt splitter",
    createdAt: "2026-11-28",
    meta: meta("/ai-prompt-splitter"),
  }),
];

// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/case-converter",
    name: "Case converter",
    createdAt: "2026-11-08",
    meta: () => import('./case-converter/meta.js').then((m) => m.caseConverter),
  }),
  toolIndexEntry({
    path: "/text-statistics",
    name: "Text statistics",
    createdAt: "2026-11-28",
    meta: () => import('./text-statistics/meta.js').then((m) => m.textStatisticsTool),
  }),
  toolIndexEntry({
    path: "/text-diff",
    name: "Text diff",
    createdAt: "2026-11-28",
    meta: () => import('./text-diff/meta.js').then((m) => m.textDiffTool),
  }),
  toolIndexEntry({
    path: "/list-converter",
    name: "List converter",
    createdAt: "2026-11-28",
    meta: () => import('./list-converter/meta.js').then((m) => m.listConverterTool),
  }),
  toolIndexEntry({
    path: "/list-comparer",
    name: "List comparer",
    createdAt: "2026-11-28",
    meta: () => import('./list-comparer/meta.js').then((m) => m.listComparerTool),
  }),
  toolIndexEntry({
    path: "/lorem-ipsum-generator",
    name: "Lorem ipsum generator",
    createdAt: "2026-11-28",
    meta: () => import('./lorem-ipsum-generator/meta.js').then((m) => m.loremIpsumGeneratorTool),
  }),
  toolIndexEntry({
    path: "/numeronym-generator",
    name: "Numeronym generator",
    createdAt: "2026-11-28",
    meta: () => import('./numeronym-generator/meta.js').then((m) => m.numeronymGeneratorTool),
  }),
  toolIndexEntry({
    path: "/string-obfuscator",
    name: "String obfuscator",
    createdAt: "2026-11-28",
    meta: () => import('./string-obfuscator/meta.js').then((m) => m.stringObfuscatorTool),
  }),
  toolIndexEntry({
    path: "/sensitive-data-masker",
    name: "Sensitive data masker",
    createdAt: "2026-11-28",
    meta: () => import('./sensitive-data-masker/meta.js').then((m) => m.sensitiveDataMaskerTool),
  }),
  toolIndexEntry({
    path: "/smart-text-replacer",
    name: "Smart text replacer and line breaker",
    createdAt: "2026-11-28",
    meta: () => import('./smart-text-replacer/meta.js').then((m) => m.smartTextReplacerTool),
  }),
  toolIndexEntry({
    path: "/ascii-text-drawer",
    name: "ASCII art text",
    createdAt: "2026-11-28",
    meta: () => import('./ascii-text-drawer/meta.js').then((m) => m.asciiTextDrawerTool),
  }),
  toolIndexEntry({
    path: "/emoji-picker",
    name: "Emoji picker",
    createdAt: "2026-11-28",
    meta: () => import('./emoji-picker/meta.js').then((m) => m.emojiPickerTool),
  }),
  toolIndexEntry({
    path: "/gpt-token-estimator",
    name: "GPT token counter",
    createdAt: "2026-11-28",
    meta: () => import('./gpt-token-estimator/meta.js').then((m) => m.gptTokenEstimatorTool),
  }),
  toolIndexEntry({
    path: "/ai-prompt-splitter",
    name: "AI prompt splitter",
    createdAt: "2026-11-28",
    meta: () => import('./ai-prompt-splitter/meta.js').then((m) => m.aiPromptSplitterTool),
  }),
];

// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/base-converter",
    name: "Integer base converter",
    createdAt: "2026-11-28",
    meta: () => import('./base-converter/meta.js').then((m) => m.baseConverterTool),
  }),
  toolIndexEntry({
    path: "/roman-numeral-converter",
    name: "Roman numeral converter",
    createdAt: "2026-11-28",
    meta: () => import('./roman-numeral-converter/meta.js').then((m) => m.romanNumeralConverterTool),
  }),
  toolIndexEntry({
    path: "/floating-point-converter",
    name: "IEEE 754 floating-point converter",
    createdAt: "2026-11-28",
    meta: () => import('./floating-point-converter/meta.js').then((m) => m.floatingPointConverterTool),
  }),
  toolIndexEntry({
    path: "/math-evaluator",
    name: "Math evaluator",
    createdAt: "2026-11-28",
    meta: () => import('./math-evaluator/meta.js').then((m) => m.mathEvaluatorTool),
  }),
  toolIndexEntry({
    path: "/percentage-calculator",
    name: "Percentage calculator",
    createdAt: "2026-11-28",
    meta: () => import('./percentage-calculator/meta.js').then((m) => m.percentageCalculatorTool),
  }),
  toolIndexEntry({
    path: "/aspect-ratio-calculator",
    name: "Aspect ratio calculator",
    createdAt: "2026-11-28",
    meta: () => import('./aspect-ratio-calculator/meta.js').then((m) => m.aspectRatioCalculatorTool),
  }),
  toolIndexEntry({
    path: "/geo-distance-calculator",
    name: "Geographic distance calculator",
    createdAt: "2026-11-28",
    meta: () => import('./geo-distance-calculator/meta.js').then((m) => m.geoDistanceCalculatorTool),
  }),
  toolIndexEntry({
    path: "/raid-calculator",
    name: "RAID calculator",
    createdAt: "2026-11-28",
    meta: () => import('./raid-calculator/meta.js').then((m) => m.raidCalculatorTool),
  }),
  toolIndexEntry({
    path: "/rmb-numbers",
    name: "RMB uppercase converter",
    createdAt: "2026-11-28",
    meta: () => import('./rmb-numbers/meta.js').then((m) => m.rmbNumbersTool),
  }),
  toolIndexEntry({
    path: "/math-formats-converter",
    name: "Math formats converter",
    createdAt: "2026-11-28",
    meta: () => import('./math-formats-converter/meta.js').then((m) => m.mathFormatsConverterTool),
  }),
  toolIndexEntry({
    path: "/math-ocr",
    name: "Math OCR",
    createdAt: "2026-11-28",
    network: ["huggingface.co","cdn-lfs.hf.co","cdn-lfs-us-1.hf.co","cas-bridge.xethub.hf.co"],
    meta: () => import('./math-ocr/meta.js').then((m) => m.mathOcrTool),
  }),
];

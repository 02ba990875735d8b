// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/base-converter",
    name: "Integer base converter",
    createdAt: "2026-11-28",
    meta: meta("/base-converter"),
  }),
  toolIndexEntry({
    path: "/roman-numeral-converter",
    name: "Roman numeral converter",
    createdAt: "2026-11-28",
    meta: meta("/roman-numeral-converter"),
  }),
  toolIndexEntry({
    path: "/floating-point-converter",
    name: "IEEE 754 floating-point converter",
    createdAt: "2026-11-28",
    meta: meta("/floating-point-converter"),
  }),
  toolIndexEntry({
    path: "/math-evaluator",
    name: "Math evaluator",
    createdAt: "2026-11-28",
    meta: meta("/math-evaluator"),
  }),
  toolIndexEntry({
    path: "/percentage-calculator",
    name: "Percentage calculator",
    createdAt: "2026-11-28",
    meta: meta("/percentage-calculator"),
  }),
  toolIndexEntry({
    path: "/aspect-ratio-calculator",
    name: "Aspect ratio calculator",
    createdAt: "2026-11-28",
    meta: meta("/aspect-ratio-calculator"),
  }),
  toolIndexEntry({
    path: "/geo-distance-calculator",
    name: "Geographic distance calculator",
    createdAt: "2026-11-28",
    meta: meta("/geo-distance-calculator"),
  }),
  toolIndexEntry({
    path: "/raid-calculator",
    name: "RAID calculator",
    createdAt: "2026-11-28",
    meta: meta("/raid-calculator"),
  }),
  toolIndexEntry({
    path: "/rmb-numbers",
    name: "RMB uppercase converter",
    createdAt: "2026-11-28",
    meta: meta("/rmb-numbers"),
  }),
  toolIndexEntry({
    path: "/math-formats-converter",
    name: "Math formats converter",
    createdAt: "2026-11-28",
    meta: meta("/math-formats-converter"),
  }),
  toolIndexEntry({
    path: "/math-ocr",
    name: "Math OCR",
    createdAt: "2026-11-28",
    network: ["huggingface.co","cdn-lfs.hf.co","cdn-lfs-us-1.hf.co","cas-bridge.xethub.hf.co"],
    meta: meta("/math-ocr"),
  }),
];

// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/ipv4-subnet-calculator",
    name: "IPv4 subnet calculator",
    createdAt: "2026-11-08",
    meta: () => import('./ipv4-subnet-calculator/meta.js').then((m) => m.ipv4SubnetCalculator),
  }),
];

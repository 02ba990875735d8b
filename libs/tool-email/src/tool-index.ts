// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/email-parser",
    name: "E-mail parser",
    createdAt: "2026-11-28",
    meta: () => import('./email-parser/meta.js').then((m) => m.emailParserTool),
  }),
  toolIndexEntry({
    path: "/outlook-parser",
    name: "Outlook message parser",
    createdAt: "2026-11-28",
    meta: () => import('./outlook-parser/meta.js').then((m) => m.outlookParserTool),
  }),
  toolIndexEntry({
    path: "/bounce-parser",
    name: "Bounce message parser",
    createdAt: "2026-11-28",
    meta: () => import('./bounce-parser/meta.js').then((m) => m.bounceParserTool),
  }),
  toolIndexEntry({
    path: "/email-normalizer",
    name: "E-mail address normalizer",
    createdAt: "2026-11-28",
    meta: () => import('./email-normalizer/meta.js').then((m) => m.emailNormalizerTool),
  }),
  toolIndexEntry({
    path: "/x-vr-spamcause-decoder",
    name: "X-VR-SPAMCAUSE decoder",
    createdAt: "2026-11-28",
    meta: () => import('./x-vr-spamcause-decoder/meta.js').then((m) => m.xVrSpamcauseDecoderTool),
  }),
];

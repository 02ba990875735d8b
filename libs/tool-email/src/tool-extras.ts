// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconMailCog, IconMailQuestion, IconTool } from '@tabler/icons-react';
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/email-parser": { icon: IconTool, description: "Open an .eml message: headers, addresses, dates, text and HTML bodies and attachments.", keywords: ["email","parser"] },
  "/outlook-parser": { icon: IconTool, description: "Open an Outlook .msg message: headers, recipients, bodies and attachments.", keywords: ["outlook","parser"] },
  "/bounce-parser": { icon: IconTool, description: "Read a bounce or delivery status notification: recipient, status code, diagnostic and reason.", keywords: ["bounce","parser"] },
  "/email-normalizer": { icon: IconMailCog, description: "Normalise many e-mail addresses at once: case, Gmail dots, +tags and alias domains, per provider; find duplicates.", keywords: ["email","e-mail","address","normalize","normalise","canonical","gmail","dots","plus","tag","alias","sub-addressing","dedupe","duplicates","rfc 5321","rfc 5233"] },
  "/x-vr-spamcause-decoder": { icon: IconMailQuestion, description: "Decode the X-VR-SPAMCAUSE header that OVH mail servers add to messages.", keywords: ["x-vr-spamcause","x-ovh-spamcause","spamcause","ovh","ovhcloud","vade","vade retro","spam","header","decoder","email"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/email-parser": () => import('./email-parser/meta.js').then((m) => m.emailParserTool),
  "/outlook-parser": () => import('./outlook-parser/meta.js').then((m) => m.outlookParserTool),
  "/bounce-parser": () => import('./bounce-parser/meta.js').then((m) => m.bounceParserTool),
  "/email-normalizer": () => import('./email-normalizer/meta.js').then((m) => m.emailNormalizerTool),
  "/x-vr-spamcause-decoder": () => import('./x-vr-spamcause-decoder/meta.js').then((m) => m.xVrSpamcauseDecoderTool),
};

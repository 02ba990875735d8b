// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconTool } from '@tabler/icons-react';
import type { ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/email-parser": { icon: IconTool, description: "Open an .eml message: headers, addresses, dates, text and HTML bodies and attachments.", keywords: ["email","parser"] },
  "/outlook-parser": { icon: IconTool, description: "Open an Outlook .msg message: headers, recipients, bodies and attachments.", keywords: ["outlook","parser"] },
  "/bounce-parser": { icon: IconTool, description: "Read a bounce or delivery status notification: recipient, status code, diagnostic and reason.", keywords: ["bounce","parser"] },
  "/email-normalizer": { icon: IconTool, description: "Normalise e-mail addresses per provider: case, Gmail dots and +tags, known aliases.", keywords: ["email","normalizer"] },
  "/x-vr-spamcause-decoder": { icon: IconTool, description: "Decode the X-VR-SPAMCAUSE header that OVH mail servers add to messages.", keywords: ["x","vr","spamcause","decoder"] },
};

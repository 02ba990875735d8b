// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/email-parser": { description: "Open an .eml message: headers, addresses, dates, text and HTML bodies and attachments.", keywords: ["email","e-mail","eml","mime","message","parser","viewer","headers","attachments","rfc 5322","rfc 2045","rfc 2047","multipart","postal-mime"] },
  "/bounce-parser": { description: "Read a bounced e-mail (RFC 3464 delivery status notification): recipients, status codes explained, diagnostic and reason.", keywords: ["bounce","dsn","ndr","non-delivery report","delivery status notification","mailer-daemon","undeliverable","smtp","status code","rfc 3464","rfc 3463","enhanced status code"] },
  "/email-normalizer": { description: "Normalise many e-mail addresses at once: case, Gmail dots, +tags and alias domains, per provider; find duplicates.", keywords: ["email","e-mail","address","normalize","normalise","canonical","gmail","dots","plus","tag","alias","sub-addressing","dedupe","duplicates","rfc 5321","rfc 5233"] },
  "/x-vr-spamcause-decoder": { description: "Decode the X-VR-SPAMCAUSE header that OVH mail servers add to messages.", keywords: ["x-vr-spamcause","x-ovh-spamcause","spamcause","ovh","ovhcloud","vade","vade retro","spam","header","decoder","email"] },
  "/outlook-parser": { description: "Read an Outlook .msg file: sender, recipients, dates, subject, plain, HTML and RTF bodies, attachments and every MAPI property.", keywords: ["outlook","msg","parser","email","e-mail","mapi","ms-oxmsg","attachments","rtf","exchange","viewer","headers"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/email-parser": () => import('./email-parser/meta.js').then((m) => m.emailParserTool),
  "/bounce-parser": () => import('./bounce-parser/meta.js').then((m) => m.bounceParserTool),
  "/email-normalizer": () => import('./email-normalizer/meta.js').then((m) => m.emailNormalizerTool),
  "/x-vr-spamcause-decoder": () => import('./x-vr-spamcause-decoder/meta.js').then((m) => m.xVrSpamcauseDecoderTool),
  "/outlook-parser": () => import('./outlook-parser/meta.js').then((m) => m.outlookParserTool),
};

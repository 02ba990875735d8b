// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/pdf-signature-checker": { description: "Check each digital signature of a PDF: signer certificate, signing time, covered byte range and digest.", keywords: ["pdf","signature","checker","verify","digital signature","pades","cms","pkcs7","certificate","byterange"] },
  "/pdf-encrypt": { description: "Password-protect a PDF with user and owner passwords and permissions.", keywords: ["pdf","encrypt","password","protect","aes","permissions","qpdf","secure"] },
  "/pdf-unlock": { description: "Remove the password from a PDF whose password you know.", keywords: ["pdf","unlock","decrypt","password","remove","restrictions","qpdf"] },
  "/pdf-linearize": { description: "Linearize a PDF for fast web view.", keywords: ["pdf","linearize","fast web view","optimize","web","streaming","qpdf"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/pdf-signature-checker": () => import('./pdf-signature-checker/meta.js').then((m) => m.pdfSignatureCheckerTool),
  "/pdf-encrypt": () => import('./pdf-encrypt/meta.js').then((m) => m.pdfEncryptTool),
  "/pdf-unlock": () => import('./pdf-unlock/meta.js').then((m) => m.pdfUnlockTool),
  "/pdf-linearize": () => import('./pdf-linearize/meta.js').then((m) => m.pdfLinearizeTool),
};

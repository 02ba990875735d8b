// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconTool } from '@tabler/icons-react';
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/pdf-signature-checker": { icon: IconTool, description: "Check each digital signature of a PDF: signer certificate, signing time, covered byte range and digest.", keywords: ["pdf","signature","checker"] },
  "/pdf-encrypt": { icon: IconTool, description: "Password-protect a PDF with user and owner passwords and permissions.", keywords: ["pdf","encrypt"] },
  "/pdf-unlock": { icon: IconTool, description: "Remove the password from a PDF whose password you know.", keywords: ["pdf","unlock"] },
  "/pdf-linearize": { icon: IconTool, description: "Linearize a PDF for fast web view.", keywords: ["pdf","linearize"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/pdf-signature-checker": () => import('./pdf-signature-checker/meta.js').then((m) => m.pdfSignatureCheckerTool),
  "/pdf-encrypt": () => import('./pdf-encrypt/meta.js').then((m) => m.pdfEncryptTool),
  "/pdf-unlock": () => import('./pdf-unlock/meta.js').then((m) => m.pdfUnlockTool),
  "/pdf-linearize": () => import('./pdf-linearize/meta.js').then((m) => m.pdfLinearizeTool),
};

// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconBraces } from '@tabler/icons-react';
import type { ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/json-prettify": { icon: IconBraces, description: "Format JSON with the indentation you choose and sorted keys if you like; strict or JSON5 input, errors shown with line and column.", keywords: ["json","prettify","format","beautify","indent","pretty print","sort keys","json5","validate","viewer"] },
};

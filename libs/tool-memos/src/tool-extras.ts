// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconWorldWww } from '@tabler/icons-react';
import type { ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/http-status-codes": { icon: IconWorldWww, description: "Every registered HTTP status code with its name, meaning and defining RFC, grouped by class and searchable.", keywords: ["http","status","codes","response","error","rfc 9110","webdav","404","500","iana","reason phrase"] },
};

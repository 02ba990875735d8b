// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconRouter } from '@tabler/icons-react';
import type { ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/ipv4-subnet-calculator": { icon: IconRouter, description: "Parse an IPv4 CIDR block or an address and netmask, and get its network address, netmask, wildcard mask, broadcast, host range, size, class and special use.", keywords: ["ipv4","subnet","calculator","cidr","netmask","mask","wildcard","broadcast","network","prefix","ip","private","rfc1918"] },
};

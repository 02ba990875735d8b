// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconRouter } from '@tabler/icons-react';
import type { ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/ipv4-subnet-calculator": { icon: IconRouter, description: "Parse an IPv4 CIDR block, address and netmask, range or wildcard, and get its network address, masks, broadcast, host range, size, class, special use, reverse DNS zone, IPv4-mapped IPv6 address and 6to4 prefix; split it into subnets.", keywords: ["ipv4","subnet","calculator","cidr","netmask","mask","wildcard","broadcast","network","prefix","ip","private","rfc1918","range","subnetting","split","reverse dns","in-addr.arpa","ptr","ipv4-mapped","ipv6","6to4"] },
};

// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconRouter, IconTool } from '@tabler/icons-react';
import type { ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/ipv4-subnet-calculator": { icon: IconRouter, description: "Parse an IPv4 CIDR block, address and netmask, range or wildcard, and get its network address, masks, broadcast, host range, size, class, special use, reverse DNS zone, IPv4-mapped IPv6 address and 6to4 prefix; split it into subnets.", keywords: ["ipv4","subnet","calculator","cidr","netmask","mask","wildcard","broadcast","network","prefix","ip","private","rfc1918","range","subnetting","split","reverse dns","in-addr.arpa","ptr","ipv4-mapped","ipv6","6to4"] },
  "/ipv4-address-converter": { icon: IconTool, description: "Convert an IPv4 address to decimal, hexadecimal, binary and octal, and to its IPv4-mapped and IPv4-compatible IPv6 forms.", keywords: ["ipv4","address","converter"] },
  "/ipv4-range-expander": { icon: IconTool, description: "Give a start and an end address: see how many addresses the range holds and the smallest CIDR block that covers it.", keywords: ["ipv4","range","expander"] },
  "/ipv6-address-converter": { icon: IconTool, description: "Compress and expand an IPv6 address, see it as an integer, hex and binary, its ip6.arpa name and its address type.", keywords: ["ipv6","address","converter"] },
  "/ipv6-subnet-calculator": { icon: IconTool, description: "Network, first and last address and size of an IPv6 prefix, and its subnets of a chosen length.", keywords: ["ipv6","subnet","calculator"] },
  "/ipv6-ula-generator": { icon: IconTool, description: "Generate a unique local IPv6 prefix (RFC 4193, fd00::/8) from the time and a MAC address, with its /64 subnets.", keywords: ["ipv6","ula","generator"] },
  "/cidr-in-cidr": { icon: IconTool, description: "Check whether an address, range or CIDR block (IPv4 or IPv6) lies inside another one or in a list, and which entries match.", keywords: ["cidr","in","cidr"] },
  "/ip-cidr-to-range": { icon: IconTool, description: "Turn an IPv4 or IPv6 CIDR block into its first and last address and the number of addresses.", keywords: ["ip","cidr","to","range"] },
  "/ip-range-to-cidr": { icon: IconTool, description: "Turn a range of IPv4 or IPv6 addresses into the shortest list of CIDR blocks that covers it exactly.", keywords: ["ip","range","to","cidr"] },
  "/ip-include-exclude": { icon: IconTool, description: "Allowed networks minus excluded ones, as a CIDR list — for example WireGuard AllowedIPs.", keywords: ["ip","include","exclude"] },
  "/integers-to-ip": { icon: IconTool, description: "Convert integers (decimal or hex, up to 128 bits) to IPv4 and IPv6 addresses, and back.", keywords: ["integers","to","ip"] },
  "/mac-address-converter": { icon: IconTool, description: "Write a MAC address with colons, hyphens, Cisco dots or bare; change the case; get its EUI-64 and IPv6 link-local address.", keywords: ["mac","address","converter"] },
  "/mac-address-generator": { icon: IconTool, description: "Generate random MAC addresses with a vendor prefix, case and separator, unicast or multicast, local or universal.", keywords: ["mac","address","generator"] },
  "/mac-address-lookup": { icon: IconTool, description: "Find the vendor of a MAC address in the IEEE registries (MA-L, MA-M, MA-S), without sending it anywhere.", keywords: ["mac","address","lookup"] },
  "/option43-generator": { icon: IconTool, description: "Build the DHCP option 43 value for wireless controllers (Cisco, Aruba, Ruckus, Ubiquiti…) with configuration lines for common DHCP servers.", keywords: ["option43","generator"] },
};

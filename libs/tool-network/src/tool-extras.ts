// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/ipv4-subnet-calculator": { description: "Parse an IPv4 CIDR block, address and netmask, range or wildcard, and get its network address, masks, broadcast, host range, size, class, special use, reverse DNS zone, IPv4-mapped IPv6 address and 6to4 prefix; split it into subnets.", keywords: ["ipv4","subnet","calculator","cidr","netmask","mask","wildcard","broadcast","network","prefix","ip","private","rfc1918","range","subnetting","split","reverse dns","in-addr.arpa","ptr","ipv4-mapped","ipv6","6to4"] },
  "/ipv4-address-converter": { description: "Convert an IPv4 address to decimal, hexadecimal, binary and octal, and to its IPv4-mapped and IPv4-compatible IPv6 forms.", keywords: ["ipv4","address","converter","decimal","integer","hexadecimal","hex","binary","octal","ipv6","ipv4-mapped","ipv4-compatible","::ffff","6to4","nat64","ptr","in-addr.arpa"] },
  "/ipv4-range-expander": { description: "Give a start and an end address: see how many addresses the range holds and the smallest CIDR block that covers it.", keywords: ["ipv4","range","expander","cidr","covering","block","prefix","subnet","supernet","netmask","start address","end address","ipv6"] },
  "/ipv6-address-converter": { description: "Compress and expand an IPv6 address, see it as an integer, hex and binary, its ip6.arpa name and its address type.", keywords: ["ipv6","address","converter","compress","expand","rfc 5952","integer","decimal","hex","binary","ip6.arpa","reverse dns","ptr","ipv4-mapped","link-local","ula","multicast","teredo","6to4","nat64","eui-64","ipv6-literal.net"] },
  "/ipv6-subnet-calculator": { description: "Network, first and last address and size of an IPv6 prefix, and its subnets of a chosen length.", keywords: ["ipv6","subnet","calculator","prefix","cidr","network","/64","/48","mask","ip6.arpa","reverse dns","ptr","split","subnetting","6to4","teredo"] },
  "/ipv6-ula-generator": { description: "Generate a unique local IPv6 prefix (RFC 4193, fd00::/8) from the time and a MAC address, with its /64 subnets.", keywords: ["ipv6","ula","unique local address","rfc 4193","fd00::/8","fc00::/7","prefix","/48","global id","subnet","private","generator","sha-1","eui-64","mac"] },
  "/cidr-in-cidr": { description: "Check whether an address, range or CIDR block (IPv4 or IPv6) lies inside another one or in a list, and which entries match.", keywords: ["cidr","ip","in","range","contains","inside","subnet","match","ipv4","ipv6","netmask","wildcard","overlap","allowlist","acl"] },
  "/ip-cidr-to-range": { description: "Turn an IPv4 or IPv6 CIDR block into its first and last address and the number of addresses.", keywords: ["ip","cidr","range","ipv4","ipv6","prefix","netmask","first address","last address","network","subnet","block","count"] },
  "/ip-range-to-cidr": { description: "Turn a range of IPv4 or IPv6 addresses into the shortest list of CIDR blocks that covers it exactly.", keywords: ["ip","range","cidr","ipv4","ipv6","prefix","subnet","aggregate","blocks","start address","end address","netmask"] },
  "/ip-include-exclude": { description: "Allowed networks minus excluded ones, as a CIDR list — for example WireGuard AllowedIPs.", keywords: ["ip","include","exclude","subtract","cidr","wireguard","allowedips","vpn","split tunnel","ipv4","ipv6","subnet","difference","merge"] },
  "/integers-to-ip": { description: "Convert integers (decimal or hex, up to 128 bits) to IPv4 and IPv6 addresses, and back.", keywords: ["integer","number","decimal","hex","hexadecimal","binary","octal","ip","ipv4","ipv6","address","bigint","long","inet_ntoa","inet_aton","int2ip","ip2long"] },
  "/mac-address-converter": { description: "Write a MAC address with colons, hyphens, Cisco dots or bare; change the case; get its EUI-64 and IPv6 link-local address.", keywords: ["mac","address","converter","eui-48","eui-64","modified eui-64","cisco","ethernet","hardware address","link-local","ipv6","oui","multicast","locally administered","format"] },
  "/mac-address-generator": { description: "Generate random MAC addresses with a vendor prefix, case and separator, unicast or multicast, local or universal.", keywords: ["mac","address","generator","random","ethernet","oui","prefix","locally administered","unicast","multicast","virtual machine","csprng"] },
  "/mac-address-lookup": { description: "Find the vendor of a MAC address in the IEEE registries (MA-L, MA-M, MA-S), without sending it anywhere.", keywords: ["mac","address","lookup","vendor","manufacturer","oui","ieee","ma-l","ma-m","ma-s","registry","ethernet","nic"] },
  "/option43-generator": { description: "Build the DHCP option 43 value for wireless controllers (Cisco, Aruba, Ruckus, Ubiquiti…) with configuration lines for common DHCP servers.", keywords: ["option43","option 43","dhcp","generator","wlc","wireless controller","access point","cisco","aruba","ruckus","ubiquiti","unifi","fortinet","capwap","option 138","option 60","vendor class","isc dhcpd","netsh","mikrotik"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/ipv4-subnet-calculator": () => import('./ipv4-subnet-calculator/meta.js').then((m) => m.ipv4SubnetCalculator),
  "/ipv4-address-converter": () => import('./ipv4-address-converter/meta.js').then((m) => m.ipv4AddressConverterTool),
  "/ipv4-range-expander": () => import('./ipv4-range-expander/meta.js').then((m) => m.ipv4RangeExpanderTool),
  "/ipv6-address-converter": () => import('./ipv6-address-converter/meta.js').then((m) => m.ipv6AddressConverterTool),
  "/ipv6-subnet-calculator": () => import('./ipv6-subnet-calculator/meta.js').then((m) => m.ipv6SubnetCalculatorTool),
  "/ipv6-ula-generator": () => import('./ipv6-ula-generator/meta.js').then((m) => m.ipv6UlaGeneratorTool),
  "/cidr-in-cidr": () => import('./cidr-in-cidr/meta.js').then((m) => m.cidrInCidrTool),
  "/ip-cidr-to-range": () => import('./ip-cidr-to-range/meta.js').then((m) => m.ipCidrToRangeTool),
  "/ip-range-to-cidr": () => import('./ip-range-to-cidr/meta.js').then((m) => m.ipRangeToCidrTool),
  "/ip-include-exclude": () => import('./ip-include-exclude/meta.js').then((m) => m.ipIncludeExcludeTool),
  "/integers-to-ip": () => import('./integers-to-ip/meta.js').then((m) => m.integersToIpTool),
  "/mac-address-converter": () => import('./mac-address-converter/meta.js').then((m) => m.macAddressConverterTool),
  "/mac-address-generator": () => import('./mac-address-generator/meta.js').then((m) => m.macAddressGeneratorTool),
  "/mac-address-lookup": () => import('./mac-address-lookup/meta.js').then((m) => m.macAddressLookupTool),
  "/option43-generator": () => import('./option43-generator/meta.js').then((m) => m.option43GeneratorTool),
};

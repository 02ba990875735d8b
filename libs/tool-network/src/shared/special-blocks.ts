// The special-purpose address blocks of both IP versions (IANA registries): data only, so the tools
// that list them load no address library for it (ip-range.ts' addressSpaceOf reads them).

/** Kinds of special-purpose IPv4 blocks. */
export type Ipv4SpecialKind =
  | 'this-network'
  | 'private'
  | 'cgnat'
  | 'loopback'
  | 'link-local'
  | 'ietf-protocol'
  | 'documentation'
  | '6to4-relay'
  | 'benchmarking'
  | 'multicast'
  | 'reserved'
  | 'limited-broadcast';

/** A special-purpose IPv4 block. */
export interface Ipv4SpecialRange {
  /** The block in CIDR notation, e.g. `10.0.0.0/8`. */
  block: string;
  kind: Ipv4SpecialKind;
  /** English name, as in the IANA registry. */
  name: string;
  /** The defining RFC, e.g. `RFC 1918`. */
  rfc: string;
}

/**
 * Special-purpose IPv4 blocks: the IANA IPv4 Special-Purpose Address Registry (RFC 6890 and
 * the RFCs it lists), plus multicast (RFC 5771) and the former class E (RFC 1112 §4).
 */
export const IPV4_SPECIAL_RANGES: readonly Ipv4SpecialRange[] = [
  { block: '0.0.0.0/8', kind: 'this-network', name: '"This network"', rfc: 'RFC 791 §3.2' },
  { block: '10.0.0.0/8', kind: 'private', name: 'Private-use', rfc: 'RFC 1918' },
  { block: '100.64.0.0/10', kind: 'cgnat', name: 'Shared address space (carrier-grade NAT)', rfc: 'RFC 6598' },
  { block: '127.0.0.0/8', kind: 'loopback', name: 'Loopback', rfc: 'RFC 1122 §3.2.1.3' },
  { block: '169.254.0.0/16', kind: 'link-local', name: 'Link-local', rfc: 'RFC 3927' },
  { block: '172.16.0.0/12', kind: 'private', name: 'Private-use', rfc: 'RFC 1918' },
  { block: '192.0.0.0/24', kind: 'ietf-protocol', name: 'IETF protocol assignments', rfc: 'RFC 6890 §2.1' },
  { block: '192.0.2.0/24', kind: 'documentation', name: 'Documentation (TEST-NET-1)', rfc: 'RFC 5737' },
  { block: '192.88.99.0/24', kind: '6to4-relay', name: '6to4 relay anycast (deprecated)', rfc: 'RFC 7526' },
  { block: '192.168.0.0/16', kind: 'private', name: 'Private-use', rfc: 'RFC 1918' },
  { block: '198.18.0.0/15', kind: 'benchmarking', name: 'Benchmarking', rfc: 'RFC 2544' },
  { block: '198.51.100.0/24', kind: 'documentation', name: 'Documentation (TEST-NET-2)', rfc: 'RFC 5737' },
  { block: '203.0.113.0/24', kind: 'documentation', name: 'Documentation (TEST-NET-3)', rfc: 'RFC 5737' },
  { block: '224.0.0.0/4', kind: 'multicast', name: 'Multicast', rfc: 'RFC 5771' },
  { block: '240.0.0.0/4', kind: 'reserved', name: 'Reserved (former class E)', rfc: 'RFC 1112 §4' },
  { block: '255.255.255.255/32', kind: 'limited-broadcast', name: 'Limited broadcast', rfc: 'RFC 919 §7' },
];

/** A block of the IPv6 address space with a special purpose or a type of its own. */
export interface Ipv6SpecialBlock {
  /** The block in CIDR notation, e.g. `fe80::/10`. */
  block: string;
  /** English name, as in the IANA registries, e.g. `Link-local unicast`. */
  name: string;
  /** The defining documents, e.g. `RFC 4291`. */
  rfc: string;
  /**
   * The registry: `special` for the IANA IPv6 Special-Purpose Address Registry, `space` for
   * the IANA Internet Protocol Version 6 Address Space registry (multicast, global unicast…).
   */
  registry: 'special' | 'space';
}

/**
 * Special-purpose IPv6 blocks, from the IANA IPv6 Special-Purpose Address Registry
 * (https://www.iana.org/assignments/iana-ipv6-special-registry/, RFC 6890 and the RFCs of each
 * entry), then the blocks of the IANA IPv6 Address Space registry that give an address its
 * type (multicast, deprecated site-local, global unicast) and the deprecated IPv4-compatible
 * addresses of RFC 4291 §2.5.5.1.
 */
export const IPV6_SPECIAL_BLOCKS: readonly Ipv6SpecialBlock[] = [
  { block: '::1/128', name: 'Loopback address', rfc: 'RFC 4291', registry: 'special' },
  { block: '::/128', name: 'Unspecified address', rfc: 'RFC 4291', registry: 'special' },
  { block: '::ffff:0:0/96', name: 'IPv4-mapped address', rfc: 'RFC 4291', registry: 'special' },
  { block: '64:ff9b::/96', name: 'IPv4-IPv6 translation (NAT64 well-known prefix)', rfc: 'RFC 6052', registry: 'special' },
  { block: '64:ff9b:1::/48', name: 'IPv4-IPv6 translation (local use)', rfc: 'RFC 8215', registry: 'special' },
  { block: '100::/64', name: 'Discard-only address block', rfc: 'RFC 6666', registry: 'special' },
  { block: '100:0:0:1::/64', name: 'Dummy IPv6 prefix', rfc: 'RFC 9780', registry: 'special' },
  { block: '2001::/23', name: 'IETF protocol assignments', rfc: 'RFC 2928', registry: 'special' },
  { block: '2001::/32', name: 'Teredo', rfc: 'RFC 4380, RFC 8190', registry: 'special' },
  { block: '2001:1::1/128', name: 'Port Control Protocol anycast', rfc: 'RFC 7723', registry: 'special' },
  { block: '2001:1::2/128', name: 'Traversal Using Relays around NAT anycast', rfc: 'RFC 8155', registry: 'special' },
  { block: '2001:1::3/128', name: 'DNS-SD Service Registration Protocol anycast', rfc: 'RFC 9665', registry: 'special' },
  { block: '2001:2::/48', name: 'Benchmarking', rfc: 'RFC 5180', registry: 'special' },
  { block: '2001:3::/32', name: 'AMT', rfc: 'RFC 7450', registry: 'special' },
  { block: '2001:4:112::/48', name: 'AS112-v6', rfc: 'RFC 7535', registry: 'special' },
  { block: '2001:10::/28', name: 'Deprecated (previously ORCHID)', rfc: 'RFC 4843', registry: 'special' },
  { block: '2001:20::/28', name: 'ORCHIDv2', rfc: 'RFC 7343', registry: 'special' },
  { block: '2001:30::/28', name: 'Drone Remote ID Protocol Entity Tags (DETs) prefix', rfc: 'RFC 9374', registry: 'special' },
  { block: '2001:db8::/32', name: 'Documentation', rfc: 'RFC 3849', registry: 'special' },
  { block: '2002::/16', name: '6to4', rfc: 'RFC 3056', registry: 'special' },
  { block: '2620:4f:8000::/48', name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534', registry: 'special' },
  { block: '3fff::/20', name: 'Documentation', rfc: 'RFC 9637', registry: 'special' },
  { block: '5f00::/16', name: 'Segment Routing (SRv6) SIDs', rfc: 'RFC 9602', registry: 'special' },
  { block: 'fc00::/7', name: 'Unique local address (ULA)', rfc: 'RFC 4193, RFC 8190', registry: 'special' },
  { block: 'fe80::/10', name: 'Link-local unicast', rfc: 'RFC 4291', registry: 'special' },
  { block: '::/96', name: 'IPv4-compatible address (deprecated)', rfc: 'RFC 4291 §2.5.5.1', registry: 'space' },
  { block: 'fec0::/10', name: 'Site-local unicast (deprecated)', rfc: 'RFC 3879', registry: 'space' },
  { block: 'ff00::/8', name: 'Multicast', rfc: 'RFC 4291 §2.7', registry: 'space' },
  { block: '2000::/3', name: 'Global unicast', rfc: 'RFC 4291 §2.5.4, RFC 3587', registry: 'space' },
];

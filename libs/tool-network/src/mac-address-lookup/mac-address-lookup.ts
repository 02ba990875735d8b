import { ToolInputError } from '@handy-tools/ui/kit';
import { parseMac, parseMacPrefix } from '../shared/mac.js';
import { OUI_REGISTRY_SOURCE } from './oui-registry-source.js';

export { OUI_REGISTRY_SOURCE };

/**
 * Vendor look-up of MAC addresses in the IEEE Registration Authority's registries: MA-L (24-bit
 * OUI blocks), MA-M (28-bit) and MA-S (36-bit). The registry ships with the app (from the
 * oui-data package, compacted by generate-oui-registry.mjs) and is loaded on the first look-up.
 */

/** The three IEEE registries of MAC address blocks, by prefix length. */
export type OuiRegistryName = 'MA-L' | 'MA-M' | 'MA-S';

/** A decoded registry: who holds each block. */
export interface OuiRegistry {
  /** Blocks of each registry: prefix value (24, 28 or 36 bits) → organization index. */
  blocks: Record<OuiRegistryName, Map<number, number>>;
  /** Organizations: name and country (the last line of the registered address). */
  organizations: { name: string; country: string }[];
  /** Where the data comes from: package, version and publication date (YYYY-MM-DD). */
  source: { package: string; version: string; published: string };
}

const REGISTRIES: { name: OuiRegistryName; digits: number }[] = [
  { name: 'MA-L', digits: 6 },
  { name: 'MA-M', digits: 7 },
  { name: 'MA-S', digits: 9 },
];

/**
 * Decodes the compact registry text written by generate-oui-registry.mjs.
 *
 * @param data - the text (first line countries, then the MA-L, MA-M and MA-S entry lines, then
 *   one line per organization).
 * @param source - where it comes from, passed through to the result.
 * @returns the registry, see {@link OuiRegistry}.
 * @throws Error when the text is malformed (a build problem, never user input).
 */
export function decodeOuiRegistry(data: string, source: OuiRegistry['source']): OuiRegistry {
  const lines = data.split('\n');
  if (lines.length < 4) throw new Error('the OUI registry data is truncated');
  const countries = lines[0]!.split('|');
  const organizations = lines.slice(4).map((line) => {
    const bar = line.lastIndexOf('|');
    return { name: line.slice(0, bar), country: countries[Number.parseInt(line.slice(bar + 1), 36)] ?? '' };
  });
  const blocks = {} as OuiRegistry['blocks'];
  let nextNew = 0;
  REGISTRIES.forEach(({ name }, i) => {
    const map = new Map<number, number>();
    let value = -1;
    let org = -1;
    const section = lines[1 + i]!;
    if (section !== '') {
      for (const entry of section.split(';')) {
        const match = /^([0-9a-z]+)(\.|,([0-9a-z]+))?$/.exec(entry);
        if (!match) throw new Error(`bad OUI registry entry "${entry}"`);
        value += Number.parseInt(match[1]!, 36);
        if (match[2] === undefined) org = nextNew++;
        else if (match[3] !== undefined) org = Number.parseInt(match[3], 36);
        map.set(value, org);
      }
    }
    blocks[name] = map;
  });
  if (nextNew !== organizations.length) throw new Error('the OUI registry data does not match its organizations');
  return { blocks, organizations, source };
}

let loading: Promise<OuiRegistry> | undefined;

/**
 * Loads the registry that ships with the app (a separate chunk, about 1 MB, 385 KB gzip),
 * once; later calls return the same promise.
 *
 * @returns the decoded registry.
 * @throws whatever loading the chunk throws (e.g. a network error for a stale app); the
 *   promise is dropped then, so a later call tries again.
 */
export function loadOuiRegistry(): Promise<OuiRegistry> {
  loading ??= import('./oui-registry.data.js').then(
    (m) => decodeOuiRegistry(m.OUI_REGISTRY_DATA, { ...OUI_REGISTRY_SOURCE }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** What to look up: the leading hex digits of an address (or a prefix) and its first octet's bits. */
export interface MacQuery {
  /** Uppercase hex digits: 12 for a MAC address, 16 for an EUI-64, 6–11 for a prefix. */
  digits: string;
  /** True when a whole address was given (not only a prefix). */
  whole: boolean;
  /** I/G bit set (group address): the block is looked up with it cleared. */
  multicast: boolean;
  /** U/L bit set (locally administered): such addresses belong to no registry block. */
  local: boolean;
}

/**
 * Reads an address or a prefix to look up: a MAC address or EUI-64 in any notation `parseMac`
 * reads, or a prefix of at least 6 hex digits (`00:1B:63`, `001B63`, `C85CE27`).
 *
 * @param text - the address or prefix as typed.
 * @returns the query, see {@link MacQuery}.
 * @throws ToolInputError naming the bad part (the address's message when it is neither).
 * @see IEEE Std 802-2014 §8.2 (I/G and U/L bits).
 */
export function parseMacQuery(text: string): MacQuery {
  let digits: string;
  let whole = true;
  try {
    digits = parseMac(text, { eui64: true })
      .bytes.map((b) => b.toString(16).padStart(2, '0'))
      .join('');
  } catch (error) {
    if (!(error instanceof ToolInputError)) throw error;
    let prefix: string;
    try {
      prefix = parseMacPrefix(text);
    } catch {
      throw error;
    }
    if (prefix.length < 6) throw error;
    digits = prefix;
    whole = false;
  }
  const first = Number.parseInt(digits.slice(0, 2), 16);
  return { digits: digits.toUpperCase(), whole, multicast: (first & 1) === 1, local: (first & 2) === 2 };
}

/** The result of one look-up. */
export interface MacVendor {
  /** The registry whose block holds the address, or null when none does. */
  registry: OuiRegistryName | null;
  /** The block, e.g. `00-1B-63` (MA-L), `C8-5C-E2-7` (MA-M), `8C-1F-64-00-0` (MA-S); null when none. */
  block: string | null;
  /** The prefix length of the block in bits (24, 28, 36), or null. */
  bits: 24 | 28 | 36 | null;
  /** The organization's name as registered, or null. */
  organization: string | null;
  /** The last line of its registered address (the country), or ''. */
  country: string;
  /** True when the I/G bit was set and the block was looked up with it cleared. */
  multicast: boolean;
  /** True when the U/L bit is set: locally administered, in no IEEE block (unless one covers it anyway). */
  local: boolean;
}

/** Writes hex digits as IEEE does, pairs joined by hyphens (an odd last digit alone). */
const hyphenate = (digits: string) => digits.match(/.{1,2}/g)!.join('-');

/**
 * Finds the IEEE block that holds an address or prefix: MA-S first, then MA-M, then MA-L (the
 * longest match; MA-M and MA-S blocks lie inside MA-L blocks registered to the IEEE itself). A
 * group address is looked up with its I/G bit cleared (the OUI of 01-00-5E-… is 00-00-5E).
 *
 * @param registry - from {@link loadOuiRegistry}.
 * @param text - the address or prefix (see {@link parseMacQuery}).
 * @returns the block and its holder, see {@link MacVendor}; `registry` null when no block matches.
 * @throws ToolInputError naming the bad part of `text`.
 * @see IEEE Registration Authority, "Guidelines for Use of EUI, OUI, and CID" (2017); IEEE
 *   Std 802-2014 §8.2.
 */
export function lookupMacVendor(registry: OuiRegistry, text: string): MacVendor {
  const query = parseMacQuery(text);
  const first = Number.parseInt(query.digits.slice(0, 2), 16) & 0xfe;
  const digits = first.toString(16).toUpperCase().padStart(2, '0') + query.digits.slice(2);
  for (const { name, digits: length } of [...REGISTRIES].reverse()) {
    if (digits.length < length) continue;
    const org = registry.blocks[name].get(Number.parseInt(digits.slice(0, length), 16));
    if (org === undefined) continue;
    const holder = registry.organizations[org]!;
    return {
      registry: name,
      block: hyphenate(digits.slice(0, length)),
      bits: (length * 4) as 24 | 28 | 36,
      organization: holder.name,
      country: holder.country,
      multicast: query.multicast,
      local: query.local,
    };
  }
  return { registry: null, block: null, bits: null, organization: null, country: '', multicast: query.multicast, local: query.local };
}

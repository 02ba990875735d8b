import { ToolInputError } from '@handy-tools/ui/kit';
import { MAX, NIL, v1, v3, v4, v5, v6, v7 } from 'uuid';
import { checkQuantity } from '../shared/quantity.js';
import { parseUuidText } from '../shared/uuid-text.js';
import { bytesToHex } from '@handy-tools/bytes';

/**
 * The UUID kinds the generator makes: the Nil and Max UUIDs (RFC 9562 §5.9, §5.10), the
 * Gregorian time-based v1 (§5.1), the name-based v3 (MD5, §5.3) and v5 (SHA-1, §5.5), the
 * random v4 (§5.4), the reordered Gregorian time-based v6 (§5.6) and the Unix-time-ordered
 * v7 (§5.7).
 */
export const UUID_VERSIONS = ['NIL', 'MAX', 'v1', 'v3', 'v4', 'v5', 'v6', 'v7'] as const;

/** One of {@link UUID_VERSIONS}. */
export type UuidVersion = (typeof UUID_VERSIONS)[number];

/**
 * The four predefined namespace IDs for name-based UUIDs, from RFC 9562 §6.6 (Table 3), which
 * are the values of RFC 4122 Appendix C: DNS names, URLs, ISO OIDs and X.500 DNs.
 */
export const UUID_NAMESPACES = {
  DNS: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  URL: '6ba7b811-9dad-11d1-80b4-00c04fd430c8',
  OID: '6ba7b812-9dad-11d1-80b4-00c04fd430c8',
  X500: '6ba7b814-9dad-11d1-80b4-00c04fd430c8',
} as const;

/** The name of a predefined namespace: `DNS`, `URL`, `OID` or `X500`. */
export type UuidNamespaceName = keyof typeof UUID_NAMESPACES;

/** Smallest and largest number of UUIDs made at once. */
export { QUANTITY_MIN as UUID_QUANTITY_MIN, QUANTITY_MAX as UUID_QUANTITY_MAX } from '../shared/quantity.js';

/** Options of {@link generateUuids}. */
export interface UuidGeneratorOptions {
  /** Which kind of UUID to make. */
  version: UuidVersion;
  /** How many UUIDs, a whole number from 1 to 1000. */
  quantity: number;
  /**
   * For `v3` and `v5`: the namespace UUID as text (any version or variant; see
   * {@link parseNamespace} for the accepted spellings). Ignored for other versions.
   */
  namespace?: string;
  /** For `v3` and `v5`: the name, hashed as UTF-8. Ignored for other versions. */
  name?: string;
  /**
   * For `v1` and `v6`: fixed time, clock sequence and node instead of the current time and
   * random bits, to reproduce a known UUID (e.g. the RFC 9562 Appendix A vectors); every UUID
   * of the batch is then the same. Ignored for other versions.
   */
  timeFields?: UuidTimeFields;
}

/** The fields of a Gregorian time-based UUID (v1, v6), RFC 9562 §5.1 and §5.6. */
export interface UuidTimeFields {
  /** The time, Unix milliseconds (whole, 0 or more). */
  msecs: number;
  /** 100-ns ticks within that millisecond, 0 to 9999 (default 0). */
  ticks?: number;
  /** The 14-bit clock sequence, 0 to 16383. */
  clockSeq: number;
  /** The 48-bit node ID, 6 bytes. */
  node: Uint8Array;
}

/** Checks a requested quantity (1–1000); see `shared/quantity.ts`. */
export { checkQuantity };

/**
 * Parses a namespace UUID written as text into its 16 bytes. Accepts the standard
 * 8-4-4-4-12 form (RFC 9562 §4), the same 32 hex digits without hyphens, and either
 * wrapped in braces (`{…}`) or prefixed with `urn:uuid:` (RFC 9562 §4 / RFC 4122 §3);
 * hex digits may be upper or lower case and surrounding spaces are ignored. Any UUID
 * is a valid namespace, whatever its version and variant bits.
 *
 * @param text - the namespace as typed.
 * @returns the namespace's 16 bytes, in network order.
 * @throws ToolInputError naming the first bad character and its 1-based position, or the
 *   wrong length, when the text is not a UUID.
 */
export function parseNamespace(text: string): Uint8Array {
  return parseUuidText(text, 'namespace');
}

/**
 * Makes a name-based UUID (RFC 9562 §5.3 for v3 with MD5, §5.5 for v5 with SHA-1): the hash
 * of the namespace's 16 bytes followed by the name's UTF-8 bytes, with the version and
 * variant bits set.
 *
 * @param version - `v3` (MD5) or `v5` (SHA-1).
 * @param namespace - the namespace UUID as text (see {@link parseNamespace}).
 * @param name - the name; may be empty.
 * @returns the UUID in lower-case 8-4-4-4-12 form.
 * @throws ToolInputError when the namespace is not a UUID, or the name holds an unpaired
 *   surrogate (it has no UTF-8 form).
 * @see RFC 9562 Appendix A.2 and A.4 for test vectors.
 */
export function nameBasedUuid(version: 'v3' | 'v5', namespace: string, name: string): string {
  const ns = parseNamespace(namespace);
  const bytes = nameBytes(name);
  return version === 'v3' ? v3(bytes, ns) : v5(bytes, ns);
}

/**
 * The UTF-8 bytes of a name (RFC 3629), which name-based UUIDs hash (RFC 9562 §6.5: the name
 * in its canonical form; for text, UTF-8).
 *
 * @param name - the name as typed.
 * @returns its UTF-8 encoding.
 * @throws ToolInputError when the name holds an unpaired UTF-16 surrogate (half of a
 *   character, which has no UTF-8 form), naming its 1-based position in characters.
 */
function nameBytes(name: string): Uint8Array {
  if (!name.isWellFormed()) {
    const index = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(name)?.index ?? 0;
    const column = [...name.slice(0, index)].length + 1;
    const unit = name.charCodeAt(index).toString(16).toUpperCase();
    throw new ToolInputError(
      `The name has an unpaired surrogate (U+${unit}) at position ${column}: it is half of a character and has no UTF-8 form.`,
      { position: index, column },
    );
  }
  return new TextEncoder().encode(name);
}

/**
 * Generates UUIDs. v1, v4, v6 and v7 draw their random bits from `crypto.getRandomValues`
 * (through the `uuid` library). A batch of v7 UUIDs is strictly increasing: within one
 * millisecond the library counts up in the `rand_a`/`rand_b` bits (RFC 9562 §6.2, method 1),
 * so sorting the text sorts by creation. v1 and v6 likewise use a per-call 100-ns counter
 * (§5.1); v6 puts the timestamp's high bits first so its text sorts by time too (§5.6), and
 * takes a random clock sequence and node ID (§5.6, §6.10).
 * v3/v5 UUIDs of one namespace and name are all equal, so their batch repeats one value.
 *
 * @param options - version, quantity (1–1000), for v3/v5 namespace and name, and for v1/v6
 *   optional fixed time fields.
 * @returns `quantity` UUIDs in lower-case 8-4-4-4-12 form, in creation order.
 * @throws ToolInputError when the quantity is out of range, the namespace is not a UUID,
 *   the name has no UTF-8 form or a fixed time field is out of range.
 * @see RFC 9562 (which obsoletes RFC 4122); Appendix A.1 (v1) and A.5 (v6) for test vectors.
 */
export function generateUuids(options: UuidGeneratorOptions): string[] {
  const quantity = checkQuantity(options.quantity);
  const make = uuidMaker(options);
  return Array.from({ length: quantity }, make);
}

function uuidMaker(options: UuidGeneratorOptions): () => string {
  switch (options.version) {
    case 'NIL':
      return () => NIL;
    case 'MAX':
      return () => MAX;
    case 'v1':
    case 'v6': {
      const make = options.version === 'v1' ? v1 : v6;
      const fields = options.timeFields && timeOptions(options.timeFields);
      return () => make(fields);
    }
    case 'v4':
      return () => v4();
    case 'v7':
      return () => v7();
    case 'v3':
    case 'v5': {
      const id = nameBasedUuid(options.version, options.namespace ?? '', options.name ?? '');
      return () => id;
    }
  }
}

/** Checks fixed v1/v6 fields and turns them into the `uuid` library's options. */
function timeOptions(fields: UuidTimeFields) {
  const { msecs, ticks = 0, clockSeq, node } = fields;
  if (!Number.isSafeInteger(msecs) || msecs < 0) throw new ToolInputError(`The time must be whole Unix milliseconds, 0 or more (got ${msecs}).`);
  if (!Number.isInteger(ticks) || ticks < 0 || ticks > 9999) throw new ToolInputError(`The 100-ns ticks must be from 0 to 9999 (got ${ticks}).`);
  if (!Number.isInteger(clockSeq) || clockSeq < 0 || clockSeq > 0x3fff) {
    throw new ToolInputError(`The clock sequence must be from 0 to 16383 (14 bits; got ${clockSeq}).`);
  }
  if (node.length !== 6) throw new ToolInputError(`The node ID must be 6 bytes (got ${node.length}).`);
  return { msecs, nsecs: ticks, clockseq: clockSeq, node };
}

/**
 * Reads the creation time out of a time-based UUID: v1 and v6 carry 100-ns ticks since
 * 1582-10-15 (RFC 9562 §5.1, §5.6), v7 carries milliseconds since the Unix epoch (§5.7).
 *
 * @param uuid - a UUID in 8-4-4-4-12 form (any case).
 * @returns Unix time in milliseconds (fractional for v1/v6, whose ticks are 0.0001 ms), or
 *   `null` when the UUID's version carries no time.
 * @throws ToolInputError when the text is not a UUID.
 * @see RFC 9562 Appendix A.1 and A.6: both vectors encode 2022-02-22T19:22:22Z.
 */
export function uuidTimestamp(uuid: string): number | null {
  const bytes = parseUuidText(uuid, 'UUID');
  const hex = bytesToHex(bytes);
  const version = bytes[6]! >> 4;
  if (version === 7) return Number.parseInt(hex.slice(0, 12), 16);
  let ticks: bigint;
  if (version === 1) {
    // time_low (32) | time_mid (16) | version (4) + time_high (12)
    ticks = (BigInt(`0x${hex.slice(13, 16)}`) << 48n) | (BigInt(`0x${hex.slice(8, 12)}`) << 32n) | BigInt(`0x${hex.slice(0, 8)}`);
  } else if (version === 6) {
    // time_high (32) | time_mid (16) | version (4) + time_low (12)
    ticks = BigInt(`0x${hex.slice(0, 12)}${hex.slice(13, 16)}`);
  } else {
    return null;
  }
  // 122192928000000000 ticks of 100 ns between 1582-10-15T00:00Z and the Unix epoch.
  const sinceUnix = ticks - 122_192_928_000_000_000n;
  // Split into whole milliseconds and ticks so the value stays exact beyond 2^53 ticks.
  return Number(sinceUnix / 10_000n) + Number(sinceUnix % 10_000n) / 10_000;
}

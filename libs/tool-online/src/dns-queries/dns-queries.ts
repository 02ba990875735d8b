import { ToolInputError } from '@handy-tools/ui/kit';
import * as dnsPacket from '@leichtgewicht/dns-packet';
import { toString as rcodeName } from '@leichtgewicht/dns-packet/rcodes.js';
import { toString as typeName } from '@leichtgewicht/dns-packet/types.js';
import { checkIpAddress, reverseDnsName } from '../shared/ip.js';
import { fetchJson, fetchOk, isRecord, type RequestOptions } from '../shared/request.js';

/** The record types the tool asks for. */
export const DNS_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'SOA', 'CAA', 'SRV', 'PTR', 'DS', 'DNSKEY'] as const;
/** A record type the tool asks for. */
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number];

/** How the question travels: RFC 8484 wire format (`application/dns-message`) or the resolver's JSON API. */
export type DohFormat = 'wire' | 'json';

/** A public DNS-over-HTTPS resolver the tool may ask. */
export interface DohResolver {
  id: string;
  name: string;
  /** The RFC 8484 endpoint (GET `?dns=`). */
  wireUrl: string;
  /** The JSON API endpoint (GET `?name=&type=`), when the resolver has one. */
  jsonUrl?: string;
}

/**
 * The resolvers the tool asks: a fixed list, so the page contacts only these hosts. All answer
 * GET requests from any origin (CORS) without a key.
 */
export const DOH_RESOLVERS: readonly DohResolver[] = [
  { id: 'cloudflare', name: 'Cloudflare (1.1.1.1)', wireUrl: 'https://cloudflare-dns.com/dns-query', jsonUrl: 'https://cloudflare-dns.com/dns-query' },
  { id: 'google', name: 'Google Public DNS (8.8.8.8)', wireUrl: 'https://dns.google/dns-query', jsonUrl: 'https://dns.google/resolve' },
  { id: 'quad9', name: 'Quad9 (9.9.9.9)', wireUrl: 'https://dns.quad9.net/dns-query' },
];

/** One resource record in presentation format (RFC 1035 §5.1). */
export interface DnsRecord {
  /** Owner name, fully qualified with the final dot, e.g. `example.com.`. */
  name: string;
  /** Record type mnemonic, e.g. `MX` (or `TYPE65` when unknown). */
  type: string;
  /** Time to live in seconds. */
  ttl: number;
  /** The record data in presentation format, e.g. `10 mail.example.com.`. */
  data: string;
}

/** A resolver's answer, whichever format it came in. */
export interface DnsAnswer {
  /** Response code name, e.g. `NOERROR`, `NXDOMAIN`, `SERVFAIL` (RFC 1035 §4.1.1, RFC 6895). */
  rcode: string;
  /** Header flags: authoritative, truncated, recursion desired/available, authentic data (DNSSEC validated), checking disabled. */
  flags: { aa: boolean; tc: boolean; rd: boolean; ra: boolean; ad: boolean; cd: boolean };
  answers: DnsRecord[];
  authorities: DnsRecord[];
}

/** What to ask. */
export interface DnsQuestion {
  /** The name as typed: a domain name, or for PTR an IP address (turned into its reverse name). */
  name: string;
  type: DnsRecordType;
  /** Sets the EDNS DO bit (RFC 3225): the resolver then also sends the DNSSEC records (RRSIG…). */
  dnssecOk?: boolean;
  /** Sets the CD bit (RFC 4035 §3.2.2): the resolver skips DNSSEC validation. */
  checkingDisabled?: boolean;
}

/**
 * Turns what the user typed into the name to query: an IP address for PTR becomes its
 * `in-addr.arpa` / `ip6.arpa` name; an internationalised name becomes its A-label form
 * (IDNA, through the WHATWG URL host parser); a final dot is allowed.
 *
 * @param input - the name as typed, e.g. `example.com`, `_sip._tcp.example.com`, `bücher.example`, or `192.0.2.1` for PTR.
 * @param type - the record type asked (only PTR turns an address into a name).
 * @returns the name in ASCII without the final dot (`.` for the root).
 * @throws ToolInputError when the name is empty, has an empty label, a label over 63 octets, a
 *   total over 253 characters, or a character not allowed in a host name (its position is given).
 * @see RFC 1035 §2.3.4 (sizes), RFC 1034 §3.1, RFC 3596 §2.5 and RFC 1035 §3.5 (reverse names), RFC 5891 (IDNA).
 */
export function dnsQueryName(input: string, type: DnsRecordType): string {
  const text = input.trim();
  if (text === '') throw new ToolInputError('Enter a domain name.');
  if (text === '.') return '.';
  if (type === 'PTR' && (text.includes(':') || /^\d{1,3}(\.\d{1,3}){3}$/.test(text))) return reverseDnsName(text);
  if (text.includes(':') || /^\d{1,3}(\.\d{1,3}){3}$/.test(text)) {
    const ip = checkIpAddress(text);
    throw new ToolInputError(`${ip.address} is an address, not a name: choose PTR to find its name.`);
  }
  let ascii = text.replace(/\.$/, '');
  const bad = ascii.search(/[^A-Za-z0-9._*-]/);
  if (bad >= 0) {
    // eslint-disable-next-line no-control-regex
    if (/[^\x00-\x7f]/.test(ascii) && !/[\s/\\?#@:%[\]<>^|]/.test(ascii)) {
      try {
        ascii = new URL(`http://${ascii}/`).hostname;
      } catch {
        throw new ToolInputError(`“${text}” is not a valid internationalised domain name.`);
      }
    } else {
      throw new ToolInputError(`The character “${ascii[bad]}” at position ${bad + 1} is not allowed in a domain name.`, { position: bad });
    }
  }
  const labels = ascii.split('.');
  let position = 0;
  for (const label of labels) {
    if (label === '') throw new ToolInputError(`Empty label at position ${position + 1}: two dots in a row, or a leading dot.`, { position });
    if (label.length > 63) throw new ToolInputError(`The label “${label.slice(0, 20)}…” is ${label.length} characters long; the limit is 63.`, { position });
    position += label.length + 1;
  }
  if (ascii.length > 253) throw new ToolInputError(`The name is ${ascii.length} characters long; the limit is 253.`);
  return ascii.toLowerCase();
}

/**
 * The `dns` parameter of an RFC 8484 GET request: the message in base64url without padding.
 *
 * @param bytes - a DNS message.
 * @returns the base64url text (RFC 4648 §5), padding removed (RFC 8484 §4.1).
 * @see RFC 8484 §4.1, RFC 4648 §5.
 */
export function dohGetParameter(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Encodes a DNS query message (RFC 1035 §4.1) for DNS over HTTPS: ID 0 (RFC 8484 §4.1, cache
 * friendly), RD and AD set (RFC 6840 §5.7: asks for the AD bit), CD as asked, one EDNS(0) OPT
 * record (RFC 6891) with a 4096-byte UDP size, the DO bit as asked, and padding to a multiple of
 * 128 octets (RFC 7830, RFC 8467 §4.1).
 *
 * @param name - the query name, from {@link dnsQueryName}.
 * @param question - the type and the DNSSEC bits.
 * @returns the message bytes.
 * @throws ToolInputError when the name cannot be encoded.
 */
export function encodeDnsQuery(name: string, question: Pick<DnsQuestion, 'type' | 'dnssecOk' | 'checkingDisabled'>): Uint8Array {
  const flags = dnsPacket.RECURSION_DESIRED | dnsPacket.AUTHENTIC_DATA | (question.checkingDisabled ? dnsPacket.CHECKING_DISABLED : 0);
  const build = (padding: number) =>
    dnsPacket.encode({
      type: 'query',
      id: 0,
      flags,
      questions: [{ type: question.type, name: name === '.' ? '' : name, class: 'IN' }],
      additionals: [
        {
          type: 'OPT',
          name: '.',
          udpPayloadSize: 4096,
          flags: question.dnssecOk ? dnsPacket.DNSSEC_OK : 0,
          options: padding >= 0 ? [{ code: 'PADDING', length: padding }] : [],
        } as unknown as dnsPacket.Answer,
      ],
    });
  try {
    const bare = build(-1).length + 4; // the padding option's own code and length fields
    return build((128 - (bare % 128)) % 128);
  } catch (error) {
    throw new ToolInputError(`The name cannot be encoded: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The GET URL of a question for a resolver.
 *
 * @param resolver - one of {@link DOH_RESOLVERS}.
 * @param format - `wire` (RFC 8484 §4.1: `?dns=` base64url of the message) or `json` (`?name=&type=`, plus `do=1`, `cd=1`).
 * @param question - name as typed, type and DNSSEC bits.
 * @returns the URL.
 * @throws ToolInputError for a bad name, or JSON asked of a resolver without a JSON API.
 * @see RFC 8484 §4.1; https://developers.google.com/speed/public-dns/docs/doh/json;
 *   https://developers.cloudflare.com/1.1.1.1/encryption/dns-over-https/make-api-requests/dns-json/
 */
export function dohRequestUrl(resolver: DohResolver, format: DohFormat, question: DnsQuestion): string {
  const name = dnsQueryName(question.name, question.type);
  if (format === 'json') {
    if (!resolver.jsonUrl) throw new ToolInputError(`${resolver.name} has no JSON API: choose the wire format.`);
    const url = new URL(resolver.jsonUrl);
    url.searchParams.set('name', name);
    url.searchParams.set('type', question.type);
    if (question.dnssecOk) url.searchParams.set('do', '1');
    if (question.checkingDisabled) url.searchParams.set('cd', '1');
    return url.href;
  }
  return `${resolver.wireUrl}?dns=${dohGetParameter(encodeDnsQuery(name, question))}`;
}

const fqdn = (name: string) => (name === '' || name === '.' ? '.' : name.endsWith('.') ? name : `${name}.`);

/** Character-string in presentation format (RFC 1035 §5.1): quoted, `"` and `\` escaped, other bytes outside 0x20–0x7E as `\DDD`. */
function characterString(bytes: Uint8Array | string): string {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  let out = '"';
  for (const byte of data) {
    if (byte === 0x22 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte >= 0x20 && byte <= 0x7e) out += String.fromCharCode(byte);
    else out += `\\${String(byte).padStart(3, '0')}`;
  }
  return `${out}"`;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('').toUpperCase();
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
/** RRSIG times as YYYYMMDDHHmmSS (RFC 4034 §3.2). */
const sigTime = (seconds: number) => new Date(seconds * 1000).toISOString().replace(/[-:T]/g, '').slice(0, 14);

/**
 * Writes a decoded record's data in presentation format (RFC 1035 §5.1, RFC 4034 for DNSSEC
 * types, RFC 8659 §4.1.1 for CAA, RFC 2782 for SRV); unknown types as RFC 3597 `\# length hex`.
 */
function presentData(answer: dnsPacket.Answer): string {
  const data = answer.data as unknown;
  switch (answer.type) {
    case 'A':
    case 'AAAA':
      return String(data);
    case 'CNAME':
    case 'DNAME':
    case 'NS':
    case 'PTR':
      return fqdn(String(data));
    case 'MX': {
      const mx = data as dnsPacket.MxData;
      return `${mx.preference ?? 0} ${fqdn(mx.exchange)}`;
    }
    case 'TXT': {
      const parts = Array.isArray(data) ? data : [data];
      return parts.map((p) => characterString(p as Uint8Array | string)).join(' ');
    }
    case 'SOA': {
      const s = data as dnsPacket.SoaData;
      return `${fqdn(s.mname)} ${fqdn(s.rname)} ${s.serial} ${s.refresh} ${s.retry} ${s.expire} ${s.minimum}`;
    }
    case 'CAA': {
      const c = data as dnsPacket.CaaData;
      return `${c.flags ?? (c.issuerCritical ? 128 : 0)} ${c.tag} ${characterString(c.value)}`;
    }
    case 'SRV': {
      const s = data as dnsPacket.SrvData;
      return `${s.priority ?? 0} ${s.weight ?? 0} ${s.port ?? 0} ${fqdn(s.target)}`;
    }
    case 'DS': {
      const d = data as dnsPacket.DigestData;
      return `${d.keyTag} ${d.algorithm} ${d.digestType} ${hex(d.digest)}`;
    }
    case 'DNSKEY': {
      const k = data as { flags: number; algorithm: number; key: Uint8Array };
      return `${k.flags} 3 ${k.algorithm} ${base64(k.key)}`;
    }
    case 'RRSIG': {
      const r = data as dnsPacket.RRSigData;
      return `${r.typeCovered} ${r.algorithm} ${r.labels} ${r.originalTTL} ${sigTime(r.expiration)} ${sigTime(r.inception)} ${r.keyTag} ${fqdn(r.signersName)} ${base64(r.signature)}`;
    }
    default:
      if (data instanceof Uint8Array) return `\\# ${data.length}${data.length ? ` ${hex(data)}` : ''}`;
      return typeof data === 'string' ? data : JSON.stringify(data);
  }
}

/**
 * Reads a DNS response message (RFC 1035 §4.1) with `@leichtgewicht/dns-packet`.
 *
 * @param bytes - the `application/dns-message` body.
 * @returns the response code, header flags and the answer and authority records in
 *   presentation format (the OPT pseudo-record is left out).
 * @throws ToolInputError when the bytes are not a DNS response.
 * @see RFC 1035 §4.1, RFC 8484 §4.2, RFC 4035 §3.2.3 (AD).
 */
export function decodeDnsResponse(bytes: Uint8Array): DnsAnswer {
  let packet: dnsPacket.Packet;
  try {
    packet = dnsPacket.decode(bytes);
  } catch (error) {
    throw new ToolInputError(`The answer is not a DNS message (${error instanceof Error ? error.message : 'unreadable'}).`);
  }
  if (!packet.flag_qr) throw new ToolInputError('The answer is a DNS query, not a response.');
  const records = (list: dnsPacket.Answer[] | undefined): DnsRecord[] =>
    (list ?? [])
      .filter((a) => a.type !== 'OPT')
      .map((a) => ({ name: fqdn(a.name), type: String(a.type), ttl: a.ttl ?? 0, data: presentData(a) }));
  return {
    rcode: String(packet.rcode ?? 'NOERROR'),
    flags: {
      aa: packet.flag_aa === true,
      tc: packet.flag_tc === true,
      rd: packet.flag_rd === true,
      ra: packet.flag_ra === true,
      ad: packet.flag_ad === true,
      cd: packet.flag_cd === true,
    },
    answers: records(packet.answers),
    authorities: records(packet.authorities),
  };
}

/**
 * Reads the JSON API answer of Google Public DNS or Cloudflare (`application/dns-json`):
 * `{"Status":0,"TC":false,"RD":true,"RA":true,"AD":true,"CD":false,"Answer":[{"name":"example.com.","type":1,"TTL":300,"data":"93.184.216.34"}]}`.
 *
 * @param body - the parsed JSON.
 * @returns the same shape as {@link decodeDnsResponse}; type numbers named (RFC 6895 registry).
 * @throws ToolInputError when the body has no numeric `Status`, or carries an `error` string.
 * @see https://developers.google.com/speed/public-dns/docs/doh/json
 */
export function parseDnsJson(body: unknown): DnsAnswer {
  if (!isRecord(body)) throw new ToolInputError('The answer is not a JSON object.');
  if (typeof body.error === 'string') throw new ToolInputError(`The resolver answered: ${body.error}`);
  if (typeof body.Status !== 'number') throw new ToolInputError('The answer has no "Status" field.');
  const records = (list: unknown): DnsRecord[] =>
    (Array.isArray(list) ? list : []).filter(isRecord).map((r) => ({
      name: fqdn(String(r.name ?? '')),
      type: typeof r.type === 'number' ? typeName(r.type) : String(r.type),
      ttl: typeof r.TTL === 'number' ? r.TTL : 0,
      data: String(r.data ?? ''),
    }));
  return {
    rcode: rcodeName(body.Status),
    flags: { aa: false, tc: body.TC === true, rd: body.RD === true, ra: body.RA === true, ad: body.AD === true, cd: body.CD === true },
    answers: records(body.Answer),
    authorities: records(body.Authority),
  };
}

/**
 * Asks a resolver over HTTPS.
 *
 * @param resolverId - the `id` of one of {@link DOH_RESOLVERS}.
 * @param format - `wire` (RFC 8484, `accept: application/dns-message`) or `json`.
 * @param question - name, type and DNSSEC bits.
 * @param options - fetch, signal, time limit (see `RequestOptions`).
 * @returns the answer.
 * @throws ToolInputError for a bad name or an unreadable answer; NetworkError when the request fails.
 */
export async function queryDoh(resolverId: string, format: DohFormat, question: DnsQuestion, options: RequestOptions = {}): Promise<DnsAnswer> {
  const resolver = DOH_RESOLVERS.find((r) => r.id === resolverId);
  if (!resolver) throw new ToolInputError(`Unknown resolver “${resolverId}”.`);
  const url = dohRequestUrl(resolver, format, question);
  if (format === 'json') return parseDnsJson(await fetchJson(url, options, { headers: { accept: 'application/dns-json' } }));
  const response = await fetchOk(url, { headers: { accept: 'application/dns-message' } }, options);
  return decodeDnsResponse(new Uint8Array(await response.arrayBuffer()));
}

/**
 * A duration in seconds as days, hours, minutes and seconds, e.g. `1h 5m` for 3900.
 *
 * @param seconds - a TTL (0 to 2^31 − 1, RFC 2181 §8).
 * @returns the compact form; `0s` for 0.
 */
export function formatTtl(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const parts: string[] = [];
  const units: [number, string][] = [
    [86400, 'd'],
    [3600, 'h'],
    [60, 'm'],
    [1, 's'],
  ];
  let rest = s;
  for (const [size, unit] of units) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0) parts.push(`${n}${unit}`);
  }
  return parts.length ? parts.join(' ') : '0s';
}

/**
 * The records as zone-file lines (RFC 1035 §5.1): `name TTL IN type data`, one per line.
 *
 * @param records - records in presentation format.
 * @returns the lines joined by `\n`.
 */
export function dnsRecordsToZoneText(records: readonly DnsRecord[]): string {
  return records.map((r) => `${r.name}\t${r.ttl}\tIN\t${r.type}\t${r.data}`).join('\n');
}

import fc from 'fast-check';
import * as dnsPacket from '@leichtgewicht/dns-packet';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError, ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { dnsQueriesTool } from './meta.js';
import { dnsQueriesState } from './state.js';
import {
  decodeDnsResponse,
  dnsQueryName,
  dnsRecordsToZoneText,
  DOH_RESOLVERS,
  dohGetParameter,
  dohRequestUrl,
  encodeDnsQuery,
  formatTtl,
  parseDnsJson,
  queryDoh,
} from './dns-queries.js';

const cloudflare = DOH_RESOLVERS.find((r) => r.id === 'cloudflare')!;
const google = DOH_RESOLVERS.find((r) => r.id === 'google')!;
const quad9 = DOH_RESOLVERS.find((r) => r.id === 'quad9')!;

// RFC 8484 §4.2.1: the response to the AAAA query for www.example.com.
const RFC8484_RESPONSE = new Uint8Array([
  0x00, 0x00, 0x81, 0x80, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x03, 0x77, 0x77, 0x77, 0x07, 0x65, 0x78, 0x61, 0x6d, 0x70, 0x6c, 0x65, 0x03,
  0x63, 0x6f, 0x6d, 0x00, 0x00, 0x1c, 0x00, 0x01, 0xc0, 0x0c, 0x00, 0x1c, 0x00, 0x01, 0x00, 0x00, 0x0e, 0x7d, 0x00, 0x10, 0x20, 0x01, 0x0d, 0xb8, 0xab,
  0xcd, 0x00, 0x12, 0x00, 0x01, 0x00, 0x02, 0x00, 0x03, 0x00, 0x04,
]);

describe('dohGetParameter', () => {
  it('matches the GET examples of RFC 8484 §4.1.1', () => {
    const query = (name: string) => dnsPacket.encode({ type: 'query', id: 0, flags: dnsPacket.RECURSION_DESIRED, questions: [{ type: 'A', name }] });
    expect(dohGetParameter(query('www.example.com'))).toBe('AAABAAABAAAAAAAAA3d3dwdleGFtcGxlA2NvbQAAAQAB');
    expect(dohGetParameter(query('a.62characterlabel-makes-base64url-distinct-from-standard-base64.example.com'))).toBe(
      'AAABAAABAAAAAAAAAWE-NjJjaGFyYWN0ZXJsYWJlbC1tYWtlcy1iYXNlNjR1cmwtZGlzdGluY3QtZnJvbS1zdGFuZGFyZC1iYXNlNjQHZXhhbXBsZQNjb20AAAEAAQ',
    );
  });
});

describe('dnsQueryName', () => {
  it('builds reverse names for PTR (RFC 1035 §3.5, RFC 3596 §2.5)', () => {
    expect(dnsQueryName('10.2.0.52', 'PTR')).toBe('52.0.2.10.in-addr.arpa');
    expect(dnsQueryName('4321:0:1:2:3:4:567:89ab', 'PTR')).toBe('b.a.9.8.7.6.5.0.4.0.0.0.3.0.0.0.2.0.0.0.1.0.0.0.0.0.0.0.1.2.3.4.ip6.arpa');
    // A name typed for PTR is queried as it is.
    expect(dnsQueryName('52.0.2.10.in-addr.arpa.', 'PTR')).toBe('52.0.2.10.in-addr.arpa');
  });

  it('accepts service names, a final dot and internationalised names (RFC 3492 A-labels)', () => {
    expect(dnsQueryName('_sip._tcp.Example.COM.', 'SRV')).toBe('_sip._tcp.example.com');
    expect(dnsQueryName('bücher.example', 'A')).toBe('xn--bcher-kva.example');
    expect(dnsQueryName('.', 'NS')).toBe('.');
  });

  it('names what is wrong', () => {
    expect(() => dnsQueryName('', 'A')).toThrow('Enter a domain name.');
    expect(() => dnsQueryName('exa mple.com', 'A')).toThrow('The character “ ” at position 4 is not allowed');
    expect(() => dnsQueryName('a..b', 'A')).toThrow('Empty label at position 3');
    expect(() => dnsQueryName(`${'a'.repeat(64)}.com`, 'A')).toThrow('the limit is 63');
    expect(() => dnsQueryName(Array(64).fill('abc').join('.'), 'A')).toThrow('the limit is 253');
    expect(() => dnsQueryName('192.0.2.1', 'A')).toThrow('choose PTR');
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => dnsQueryName(s, 'A'));
    fuzzToolFunction((s: string) => dnsQueryName(s, 'PTR'));
    fuzzToolFunction((s: string) => dohRequestUrl(cloudflare, 'wire', { name: s, type: 'TXT' }));
  });

  it('gives every IPv4 address the reverse of its octets', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(dnsQueryName(ip, 'PTR')).toBe(`${ip.split('.').reverse().join('.')}.in-addr.arpa`);
      }),
    );
  });
});

describe('encodeDnsQuery', () => {
  it('asks with ID 0, RD and AD, EDNS with DO as asked, padded to 128 octets', () => {
    for (const dnssecOk of [false, true]) {
      const bytes = encodeDnsQuery('example.com', { type: 'MX', dnssecOk, checkingDisabled: dnssecOk });
      expect(bytes.length % 128).toBe(0);
      const packet = dnsPacket.decode(bytes);
      expect(packet.id).toBe(0);
      expect(packet.flag_rd).toBe(true);
      expect(packet.flag_ad).toBe(true);
      expect(packet.flag_cd).toBe(dnssecOk);
      expect(packet.questions).toEqual([{ name: 'example.com', type: 'MX', class: 'IN' }]);
      const opt = packet.additionals?.[0] as unknown as { type: string; udpPayloadSize: number; flag_do: boolean };
      expect(opt).toMatchObject({ type: 'OPT', udpPayloadSize: 4096, flag_do: dnssecOk });
    }
  });

  it('round-trips any valid name through the query message', () => {
    const label = fc.stringMatching(/^[a-z0-9_]([a-z0-9-]{0,20}[a-z0-9])?$/);
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 6 }), (labels) => {
        const name = labels.join('.');
        expect(dnsPacket.decode(encodeDnsQuery(dnsQueryName(name, 'A'), { type: 'A' })).questions?.[0]?.name).toBe(name);
      }),
    );
  });
});

describe('dohRequestUrl', () => {
  it('builds the GET URLs of each format', () => {
    expect(dohRequestUrl(google, 'json', { name: 'example.com', type: 'AAAA', dnssecOk: true })).toBe('https://dns.google/resolve?name=example.com&type=AAAA&do=1');
    expect(dohRequestUrl(cloudflare, 'json', { name: 'example.com', type: 'TXT' })).toBe('https://cloudflare-dns.com/dns-query?name=example.com&type=TXT');
    const wire = new URL(dohRequestUrl(quad9, 'wire', { name: 'example.com', type: 'A' }));
    expect(wire.origin + wire.pathname).toBe('https://dns.quad9.net/dns-query');
    expect(wire.searchParams.get('dns')).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(() => dohRequestUrl(quad9, 'json', { name: 'example.com', type: 'A' })).toThrow('no JSON API');
  });
});

describe('decodeDnsResponse', () => {
  it('reads the response of RFC 8484 §4.2.1', () => {
    expect(decodeDnsResponse(RFC8484_RESPONSE)).toEqual({
      rcode: 'NOERROR',
      flags: { aa: false, tc: false, rd: true, ra: true, ad: false, cd: false },
      answers: [{ name: 'www.example.com.', type: 'AAAA', ttl: 3709, data: '2001:db8:abcd:12:1:2:3:4' }],
      authorities: [],
    });
  });

  it('writes each record type in presentation format (RFC 1035 §5.1, RFC 2782, RFC 8659)', () => {
    const bytes = dnsPacket.encode({
      type: 'response',
      id: 0,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | dnsPacket.AUTHENTIC_DATA,
      questions: [{ type: 'ANY', name: 'example.com' }],
      answers: [
        { type: 'MX', name: 'example.com', ttl: 300, data: { preference: 10, exchange: 'mail.example.com' } },
        { type: 'TXT', name: 'example.com', ttl: 60, data: ['v=spf1 -all', 'say "hi"\\'] },
        { type: 'SOA', name: 'example.com', ttl: 3600, data: { mname: 'ns.icann.org', rname: 'noc.dns.icann.org', serial: 2024081475, refresh: 7200, retry: 3600, expire: 1209600, minimum: 3600 } },
        { type: 'CAA', name: 'example.com', ttl: 300, data: { flags: 0, tag: 'issue', value: 'letsencrypt.org' } },
        { type: 'SRV', name: '_sip._tcp.example.com', ttl: 86400, data: { priority: 10, weight: 60, port: 5060, target: 'sip.example.com' } },
        { type: 'CNAME', name: 'www.example.com', ttl: 5, data: 'example.com' },
      ],
      authorities: [{ type: 'NS', name: 'example.com', ttl: 172800, data: 'a.iana-servers.net' }],
    });
    const answer = decodeDnsResponse(bytes);
    expect(answer.flags.ad).toBe(true);
    expect(answer.answers.map((r) => `${r.type} ${r.data}`)).toEqual([
      'MX 10 mail.example.com.',
      'TXT "v=spf1 -all" "say \\"hi\\"\\\\"',
      'SOA ns.icann.org. noc.dns.icann.org. 2024081475 7200 3600 1209600 3600',
      'CAA 0 issue "letsencrypt.org"',
      'SRV 10 60 5060 sip.example.com.',
      'CNAME example.com.',
    ]);
    expect(answer.authorities).toEqual([{ name: 'example.com.', type: 'NS', ttl: 172800, data: 'a.iana-servers.net.' }]);
    expect(dnsRecordsToZoneText(answer.authorities)).toBe('example.com.\t172800\tIN\tNS\ta.iana-servers.net.');
  });

  it('rejects what is not a DNS response', () => {
    expect(() => decodeDnsResponse(new Uint8Array([1, 2, 3]))).toThrow(ToolInputError);
    expect(() => decodeDnsResponse(encodeDnsQuery('example.com', { type: 'A' }))).toThrow('not a response');
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        try {
          decodeDnsResponse(bytes);
        } catch (error) {
          expect(error).toBeInstanceOf(ToolInputError);
        }
      }),
    );
  });
});

describe('parseDnsJson', () => {
  it('reads the JSON API answer (Google Public DNS documentation shape)', () => {
    const answer = parseDnsJson({
      Status: 0,
      TC: false,
      RD: true,
      RA: true,
      AD: true,
      CD: false,
      Question: [{ name: 'example.com.', type: 1 }],
      Answer: [{ name: 'example.com.', type: 1, TTL: 1537, data: '93.184.216.34' }],
    });
    expect(answer).toEqual({
      rcode: 'NOERROR',
      flags: { aa: false, tc: false, rd: true, ra: true, ad: true, cd: false },
      answers: [{ name: 'example.com.', type: 'A', ttl: 1537, data: '93.184.216.34' }],
      authorities: [],
    });
    // RFC 1035 §4.1.1: RCODE 3 is a name error (NXDOMAIN); type 6 is SOA.
    const missing = parseDnsJson({ Status: 3, Authority: [{ name: 'example.com', type: 6, TTL: 3600, data: 'ns.icann.org. noc.dns.icann.org. 1 7200 3600 1209600 3600' }] });
    expect(missing.rcode).toBe('NXDOMAIN');
    expect(missing.authorities[0]).toMatchObject({ name: 'example.com.', type: 'SOA' });
    expect(() => parseDnsJson({ error: 'Invalid name' })).toThrow('The resolver answered: Invalid name');
    expect(() => parseDnsJson({})).toThrow('no "Status"');
  });

  it('only ever throws ToolInputError, whatever the answer holds', () => {
    fuzzToolFunction((s: string) => parseDnsJson({ Status: s.length % 7, Answer: [{ name: s, type: s.length, TTL: s.length, data: s }], Authority: s }));
    fuzzToolFunction((s: string) => formatTtl(s.length * 997));
  });
});

describe('formatTtl', () => {
  it('writes days, hours, minutes and seconds', () => {
    expect(formatTtl(0)).toBe('0s');
    expect(formatTtl(3709)).toBe('1h 1m 49s');
    expect(formatTtl(172800)).toBe('2d');
  });
});

describe('queryDoh (mocked fetch)', () => {
  it('sends the wire query with the RFC 8484 media type and reads the answer', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(RFC8484_RESPONSE, { headers: { 'content-type': 'application/dns-message' } }));
    const answer = await queryDoh('cloudflare', 'wire', { name: 'www.example.com', type: 'AAAA' }, { fetch });
    expect(answer.answers[0]?.data).toBe('2001:db8:abcd:12:1:2:3:4');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url.startsWith('https://cloudflare-dns.com/dns-query?dns=')).toBe(true);
    expect(new Headers(init?.headers).get('accept')).toBe('application/dns-message');
    const sent = dnsPacket.decode(Uint8Array.from(atob(new URL(url).searchParams.get('dns')!.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));
    expect(sent.questions).toEqual([{ name: 'www.example.com', type: 'AAAA', class: 'IN' }]);
  });

  it('asks the JSON API with its media type', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ Status: 2 })));
    await expect(queryDoh('google', 'json', { name: 'example.com', type: 'A' }, { fetch })).resolves.toMatchObject({ rcode: 'SERVFAIL' });
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('accept')).toBe('application/dns-json');
  });

  it('explains offline and HTTP errors', async () => {
    await expect(queryDoh('quad9', 'wire', { name: 'example.com', type: 'A' }, { fetch: () => Promise.reject(new TypeError('Failed to fetch')), online: false })).rejects.toSatisfy(
      (e) => e instanceof NetworkError && e.kind === 'offline' && e.message.includes('dns.quad9.net'),
    );
    await expect(queryDoh('google', 'wire', { name: 'example.com', type: 'A' }, { fetch: async () => new Response('', { status: 400, statusText: 'Bad Request' }) })).rejects.toThrow(
      'dns.google answered 400 Bad Request.',
    );
    await expect(queryDoh('nope', 'wire', { name: 'example.com', type: 'A' })).rejects.toThrow('Unknown resolver');
  });
});

describe('meta', () => {
  it('has examples that are valid states and declares every resolver host', () => {
    expectExamplesMatchState(dnsQueriesTool, dnsQueriesState);
    const hosts = new Set(DOH_RESOLVERS.flatMap((r) => [r.wireUrl, r.jsonUrl].filter((u): u is string => Boolean(u)).map((u) => new URL(u).hostname)));
    expect(new Set(dnsQueriesTool.network)).toEqual(hosts);
  });
});

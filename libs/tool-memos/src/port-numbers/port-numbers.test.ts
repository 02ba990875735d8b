import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { portNumbersTool } from './meta.js';
import { PORT_ENTRIES } from './port-data.js';
import { parsePort, portEntriesFromData, portRange, PORT_RANGES, searchPorts } from './port-numbers.js';
import { portNumbersState } from './state.js';

const services = (q: string, protocol?: 'tcp' | 'udp') =>
  searchPorts(q, PORT_ENTRIES, { protocol }).map((e) => `${e.port}/${e.protocol} ${e.service}`);

describe('the registry (IANA Service Name and Transport Protocol Port Number Registry)', () => {
  // Assignments as published by IANA (https://www.iana.org/assignments/service-names-port-numbers).
  it.each([
    ['22', 'tcp', 'ssh'], // RFC 4251
    ['25', 'tcp', 'smtp'], // RFC 5321
    ['53', 'udp', 'domain'], // RFC 1035
    ['123', 'udp', 'ntp'], // RFC 5905; also the port-numbers README example
    ['443', 'tcp', 'https'], // RFC 9110
    ['5432', 'tcp', 'postgresql'],
    ['6379', 'tcp', 'redis'], // the port-numbers README example
  ] as const)('port %s/%s is %s', (port, protocol, service) => {
    expect(services(port, protocol)).toContain(`${port}/${protocol} ${service}`);
  });

  it('port 80/tcp is one of the names IANA lists for it (http, www, www-http; the package keeps one per port and protocol)', () => {
    const [entry] = searchPorts('80', PORT_ENTRIES, { protocol: 'tcp' });
    expect(['http', 'www', 'www-http']).toContain(entry?.service);
    expect(services('http', 'tcp')).toContain(`80/tcp ${entry?.service}`);
  });

  it('holds the four transport protocols, every port within 0–65535, sorted', () => {
    expect(PORT_ENTRIES.length).toBeGreaterThan(10_000);
    expect(new Set(PORT_ENTRIES.map((e) => e.protocol))).toEqual(new Set(['tcp', 'udp', 'sctp', 'dccp']));
    for (let i = 1; i < PORT_ENTRIES.length; i++) expect(PORT_ENTRIES[i]!.port).toBeGreaterThanOrEqual(PORT_ENTRIES[i - 1]!.port);
  });

  it('skips keys that are not port/protocol', () => {
    expect(
      portEntriesFromData({
        '80/tcp': ['http', 'World Wide Web HTTP'],
        'x/tcp': ['a', 'b'],
        '70000/udp': ['a', 'b'],
        '5/icmp': ['a', 'b'],
      }),
    ).toEqual([{ port: 80, protocol: 'tcp', service: 'http', description: 'World Wide Web HTTP' }]);
  });
});

describe('portRange (RFC 6335 §6)', () => {
  it('puts each bound in its range', () => {
    expect([0, 1023, 1024, 49151, 49152, 65535].map(portRange)).toEqual(['system', 'system', 'user', 'user', 'dynamic', 'dynamic']);
    expect(PORT_RANGES.user).toEqual([1024, 49151]);
  });

  it('agrees with the range bounds for every port (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 65535 }), (p) => {
        const [from, to] = PORT_RANGES[portRange(p)];
        expect(p >= from && p <= to).toBe(true);
      }),
    );
  });

  it('rejects what is not a port', () => {
    for (const bad of [-1, 65536, 1.5, Number.NaN]) expect(() => portRange(bad)).toThrow(ToolInputError);
  });
});

describe('parsePort and searchPorts', () => {
  it('reads ports and names bad ones', () => {
    expect(parsePort(' 8080 ')).toBe(8080);
    expect(() => parsePort('65536')).toThrow('65536 is out of range: ports go from 0 to 65535.');
    expect(() => parsePort('http')).toThrow('“http” is not a port number: use digits 0–65535.');
  });

  it('finds by port, range and words, filtered by protocol', () => {
    expect(searchPorts('443', PORT_ENTRIES, { protocol: 'tcp' }).map((e) => e.service)).toEqual(['https']);
    const range = searchPorts('20-23', PORT_ENTRIES, { protocol: 'tcp' });
    expect(range.map((e) => e.port)).toEqual([20, 21, 22, 23]);
    expect(services('ssh', 'tcp')[0]).toBe('22/tcp ssh');
    expect(services('secure shell', 'tcp')).toContain('22/tcp ssh');
    expect(searchPorts('zzzz nothing', PORT_ENTRIES)).toEqual([]);
    expect(searchPorts('', PORT_ENTRIES, { protocol: 'dccp' }).every((e) => e.protocol === 'dccp')).toBe(true);
  });

  it('names a bad range', () => {
    expect(() => searchPorts('100-20', PORT_ENTRIES)).toThrow('The range 100–20 is reversed: put the lower port first.');
    expect(() => searchPorts('1-70000', PORT_ENTRIES)).toThrow(ToolInputError);
  });

  it('finds every row by its port (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PORT_ENTRIES), (e) => {
        expect(searchPorts(String(e.port), PORT_ENTRIES, { protocol: e.protocol })).toContainEqual(e);
      }),
      { numRuns: 200 },
    );
  });
});

describe('port numbers: examples and robustness', () => {
  it('has examples that are valid states, each finding entries', () => {
    expectExamplesMatchState(portNumbersTool, portNumbersState);
    for (const { label, state } of portNumbersTool.examples ?? []) {
      const s = state as { search: string; protocol?: 'tcp' };
      expect(searchPorts(s.search, PORT_ENTRIES, { protocol: s.protocol }).length, label).toBeGreaterThan(0);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => searchPorts(s, PORT_ENTRIES.slice(0, 500)));
    fuzzToolFunction((s: string) => parsePort(s));
    fuzzToolFunction((n: number) => portRange(n), fc.oneof(fc.integer(), fc.double()));
    fuzzToolFunction((s: string) => portEntriesFromData({ [s]: [s, s] }));
  });
});

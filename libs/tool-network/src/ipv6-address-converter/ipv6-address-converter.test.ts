import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ipv6AddressConverterTool } from './meta.js';
import { ipv6AddressConverterState } from './state.js';
import {
  convertIpv6Address,
  ipv6Eui64Mac,
  ipv6EmbeddedIpv4,
  ipv6MixedNotation,
  ipv6MulticastInfo,
  ipv6SpecialBlocks,
  parseIpv6AnyForm,
} from './ipv6-address-converter.js';

const MAX128 = 2n ** 128n - 1n;
const typeOf = (address: string) => convertIpv6Address(address).blocks[0]?.name ?? null;

describe('convertIpv6Address: text forms', () => {
  it('compresses as RFC 5952 §4 recommends', () => {
    expect(convertIpv6Address('2001:0db8::0001').compressed).toBe('2001:db8::1'); // §4.1
    expect(convertIpv6Address('2001:db8:0:0:0:0:2:1').compressed).toBe('2001:db8::2:1'); // §4.2.1
    expect(convertIpv6Address('2001:db8:0:1:1:1:1:1').compressed).toBe('2001:db8:0:1:1:1:1:1'); // §4.2.2
    expect(convertIpv6Address('2001:0:0:1:0:0:0:1').compressed).toBe('2001:0:0:1::1'); // §4.2.3
    expect(convertIpv6Address('2001:db8:0:0:1:0:0:1').compressed).toBe('2001:db8::1:0:0:1'); // §4.2.3
    expect(convertIpv6Address('2001:DB8::AAAA').compressed).toBe('2001:db8::aaaa'); // §4.3
  });

  it('reads the examples of RFC 4291 §2.2', () => {
    expect(convertIpv6Address('2001:DB8:0:0:8:800:200C:417A').compressed).toBe('2001:db8::8:800:200c:417a');
    expect(convertIpv6Address('2001:DB8:0:0:8:800:200C:417A').expanded).toBe('2001:0db8:0000:0000:0008:0800:200c:417a');
    expect(convertIpv6Address('0:0:0:0:0:0:0:1').compressed).toBe('::1');
    expect(convertIpv6Address('0:0:0:0:0:0:0:0').compressed).toBe('::');
    expect(convertIpv6Address('0:0:0:0:0:FFFF:129.144.52.38')).toMatchObject({ compressed: '::ffff:129.144.52.38', mixed: '::ffff:129.144.52.38' });
    expect(convertIpv6Address('::13.1.68.3').mixed).toBe('::13.1.68.3');
  });

  it('writes the ip6.arpa name of RFC 3596 §2.5', () => {
    const info = convertIpv6Address('4321:0:1:2:3:4:567:89ab');
    expect(info.arpa.toLowerCase()).toBe('b.a.9.8.7.6.5.0.4.0.0.0.3.0.0.0.2.0.0.0.1.0.0.0.0.0.0.0.1.2.3.4.ip6.arpa.');
    expect(parseIpv6AnyForm('b.a.9.8.7.6.5.0.4.0.0.0.3.0.0.0.2.0.0.0.1.0.0.0.0.0.0.0.1.2.3.4.IP6.ARPA.')).toMatchObject({ value: info.value, form: 'arpa' });
  });

  it('writes the Windows UNC name with the zone id (Microsoft: fe80::1%4 is fe80--1s4.ipv6-literal.net)', () => {
    expect(convertIpv6Address('fe80::1%4').unc).toBe('fe80--1s4.ipv6-literal.net');
    expect(convertIpv6Address('2001:db8::1').unc).toBe('2001-db8--1.ipv6-literal.net');
  });

  it('writes mixed notation without a "::" that stands for no group', () => {
    expect(ipv6MixedNotation(0x20010db8000000000001000200000001n)).toBe('2001:db8::1:2:0.0.0.1');
    expect(ipv6MixedNotation(0x20010db8000100020003000400000001n)).toBe('2001:db8:1:2:3:4:0.0.0.1');
    expect(ipv6MixedNotation(0x0064ff9b0000000000000000c0000221n)).toBe('64:ff9b::192.0.2.33'); // RFC 6052 §2.4
  });

  it('gives integer forms computed from the groups', () => {
    const info = convertIpv6Address('2001:db8::1');
    const expected = (0x2001n << 112n) | (0x0db8n << 96n) | 1n;
    expect(info.decimal).toBe(expected.toString());
    expect(info.hex).toBe('20010db8000000000000000000000001');
    expect(info.binary).toHaveLength(128);
    expect(BigInt(`0b${info.binary}`)).toBe(expected);
  });

  it('gives the block of a prefix', () => {
    const info = convertIpv6Address('2001:db8:abcd:12::1/48');
    expect(info).toMatchObject({ prefixLength: 48, cidr: '2001:db8:abcd::/48', range: { first: '2001:db8:abcd::', last: '2001:db8:abcd:ffff:ffff:ffff:ffff:ffff' } });
    expect(convertIpv6Address('::/0').range).toEqual({ first: '::', last: 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff' });
    expect(convertIpv6Address('2001:db8::1').cidr).toBe('2001:db8::1/128');
  });

  it('round-trips any address through every form it writes', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX128 }), (value) => {
        const info = convertIpv6Address(`0x${value.toString(16)}`);
        for (const text of [info.compressed, info.expanded, info.mixed, info.decimal, info.hex, `0b${info.binary}`, info.binary, info.arpa]) {
          expect(parseIpv6AnyForm(text).value, text).toBe(value);
        }
      }),
    );
  });
});

describe('address types (IANA IPv6 Special-Purpose Address Registry, RFC 4291)', () => {
  it('names the registry entries, the most specific first', () => {
    expect(typeOf('::1')).toBe('Loopback address');
    expect(typeOf('::')).toBe('Unspecified address');
    expect(typeOf('fe80::1')).toBe('Link-local unicast');
    expect(typeOf('fd12:3456:789a::1')).toBe('Unique local address (ULA)');
    expect(typeOf('2001:db8::1')).toBe('Documentation');
    expect(typeOf('3fff::1')).toBe('Documentation');
    expect(typeOf('2002:c000:204::1')).toBe('6to4');
    expect(typeOf('64:ff9b::192.0.2.33')).toMatch(/NAT64/);
    expect(typeOf('2001:1::1')).toBe('Port Control Protocol anycast');
    expect(ipv6SpecialBlocks(convertIpv6Address('2001::1').value).map((b) => b.block)).toEqual(['2001::/32', '2001::/23', '2000::/3']);
    expect(typeOf('2606:4700::1111')).toBe('Global unicast');
    expect(typeOf('fec0::1')).toMatch(/Site-local/);
    expect(typeOf('::192.0.2.1')).toMatch(/IPv4-compatible/);
    expect(typeOf('4000::1')).toBeNull();
    expect(ipv6SpecialBlocks(1n).map((b) => b.block)).toEqual(['::1/128']);
  });

  it('reads multicast scope, flags and well-known groups (RFC 4291 §2.7, §2.7.1)', () => {
    expect(ipv6MulticastInfo(convertIpv6Address('FF01:0:0:0:0:0:0:101').value)).toMatchObject({ scope: 1, scopeName: 'Interface-local', transient: false });
    expect(ipv6MulticastInfo(convertIpv6Address('ff02::1').value)).toMatchObject({ scopeName: 'Link-local', group: expect.stringMatching(/^All nodes/) });
    expect(ipv6MulticastInfo(convertIpv6Address('ff05::2').value)).toMatchObject({ scopeName: 'Site-local', group: expect.stringMatching(/^All routers/) });
    expect(ipv6MulticastInfo(convertIpv6Address('ff02::1:ff00:5301').value)!.group).toMatch(/^Solicited-node of addresses ending in 5301/);
    expect(ipv6MulticastInfo(convertIpv6Address('ff3e:30:2001:db8::1').value)).toMatchObject({ scopeName: 'Global', transient: true, prefixBased: true, embeddedRp: false });
    expect(ipv6MulticastInfo(convertIpv6Address('ff03::1').value)!.scopeName).toBe('Realm-local'); // RFC 7346
    expect(ipv6MulticastInfo(convertIpv6Address('2001:db8::1').value)).toBeNull();
  });

  it('finds embedded IPv4 addresses', () => {
    // Teredo: the example address 2001:0:4136:e378:8000:63bf:3fff:fdd2 (RFC 4380 §4 layout) is
    // server 65.54.227.120, cone flag 0x8000, client 192.0.2.45 port 40000.
    expect(ipv6EmbeddedIpv4(convertIpv6Address('2001:0000:4136:e378:8000:63bf:3fff:fdd2').value)).toEqual({
      kind: 'teredo',
      ipv4: '192.0.2.45',
      teredo: { server: '65.54.227.120', port: 40000, flags: 0x8000 },
    });
    expect(ipv6EmbeddedIpv4(convertIpv6Address('2002:c000:204::1').value)).toEqual({ kind: '6to4', ipv4: '192.0.2.4' });
    expect(ipv6EmbeddedIpv4(convertIpv6Address('64:ff9b::c000:221').value)).toEqual({ kind: 'nat64', ipv4: '192.0.2.33' });
    expect(ipv6EmbeddedIpv4(convertIpv6Address('::ffff:192.0.2.1').value)).toEqual({ kind: 'ipv4-mapped', ipv4: '192.0.2.1' });
    expect(ipv6EmbeddedIpv4(1n)).toBeNull();
  });

  it('recovers the MAC of a modified EUI-64 interface id (RFC 4291 Appendix A)', () => {
    // 00-00-5E-00-53-01 (RFC 7042 documentation MAC): insert FF-FE, invert the U/L bit → 0200:5eff:fe00:5301.
    expect(ipv6Eui64Mac(convertIpv6Address('fe80::200:5eff:fe00:5301').value)).toBe('00:00:5e:00:53:01');
    expect(convertIpv6Address('fe80::200:5eff:fe00:5301').interfaceId).toBe('200:5eff:fe00:5301');
    expect(ipv6Eui64Mac(convertIpv6Address('2001:db8::1').value)).toBeNull();
  });
});

describe('parseIpv6AnyForm: input forms and errors', () => {
  it('tells the form apart', () => {
    expect(parseIpv6AnyForm('192.0.2.1')).toMatchObject({ value: 0xffffc0000201n, form: 'ipv4' });
    expect(parseIpv6AnyForm('42540766411282592856903984951653826561')).toMatchObject({ value: 0x20010db8000000000000000000000001n, form: 'decimal' });
    expect(parseIpv6AnyForm('20010DB8000000000000000000000001')).toMatchObject({ form: 'hex' });
    // 32 hex digits are hexadecimal even when they start like a binary prefix.
    expect(parseIpv6AnyForm('0b000000000000000000000000000001')).toMatchObject({ value: (0x0bn << 120n) | 1n, form: 'hex' });
    expect(parseIpv6AnyForm('0b101')).toMatchObject({ value: 5n, form: 'binary' });
    expect(parseIpv6AnyForm(' fe80::1%eth0 ')).toMatchObject({ value: 0xfe800000000000000000000000000001n, zone: 'eth0', prefixLength: null });
  });

  it('explains what is wrong', () => {
    const message = (text: string) => {
      try {
        parseIpv6AnyForm(text);
      } catch (e) {
        expect(e).toBeInstanceOf(ToolInputError);
        return (e as Error).message;
      }
      return 'no error';
    };
    expect(message('')).toMatch(/Enter an IPv6 address/);
    expect(message('2001:db8::1/129')).toMatch(/"\/129" must be a whole number from 0 to 128/);
    expect(message('2001:db8::g')).toMatch(/contains "g"/);
    expect(message('1::2::3')).toMatch(/more than once/);
    expect(message('12345::')).toMatch(/more than 4 hex digits/);
    expect(message('1:2:3:4:5:6:7')).toMatch(/8 groups/);
    expect(message(MAX128.toString() + '0')).toMatch(/over 2\^128 − 1/);
    expect(message('fe80::1%')).toMatch(/zone id .* empty/);
    expect(message('1.0.ip6.arpa')).toMatch(/32 hex digits/);
    expect(message('hello')).toMatch(/"h" at position 1/);
    expect(message('0xfg')).toMatch(/"g" at position 4 is not a hexadecimal digit/);
    expect(message('1.2.3.4%5')).toMatch(/zone id/);
  });
});

describe('ipv6-address-converter tool', () => {
  it('has examples that are valid states and convert', () => {
    expectExamplesMatchState(ipv6AddressConverterTool, ipv6AddressConverterState);
    for (const example of ipv6AddressConverterTool.examples ?? []) expect(() => convertIpv6Address(String(example.state.input))).not.toThrow();
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => convertIpv6Address(s));
    fuzzToolFunction((s: string) => parseIpv6AnyForm(s));
  });
});

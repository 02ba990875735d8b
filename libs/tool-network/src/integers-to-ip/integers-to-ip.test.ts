import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { integersToIpTool } from './meta.js';
import { integersToIpState } from './state.js';
import { convertIntegerList, convertIntegerOrIp, integersToIp, type IntegerBase } from './integers-to-ip.js';

const MAX128 = 2n ** 128n - 1n;

describe('convertIntegerOrIp: published values', () => {
  it('reads 32-bit integers as IPv4 addresses (RFC 791 §3.2, place value of the octets)', () => {
    expect(convertIntegerOrIp(String(192 * 2 ** 24 + 168 * 2 ** 16 + 1 * 2 ** 8 + 1)).ipv4).toBe('192.168.1.1');
    // RFC 1122 §3.2.1.3 loopback 127.0.0.1; RFC 919 limited broadcast 255.255.255.255.
    expect(convertIntegerOrIp(String(127 * 2 ** 24 + 1)).ipv4).toBe('127.0.0.1');
    expect(convertIntegerOrIp('4294967295').ipv4).toBe('255.255.255.255');
    expect(convertIntegerOrIp('0').ipv4).toBe('0.0.0.0');
    expect(convertIntegerOrIp('4294967296').ipv4).toBeNull();
  });

  it('reads 128-bit integers as IPv6 addresses (RFC 4291 §2.5.2, §2.5.3, RFC 3849, RFC 5952 text)', () => {
    expect(convertIntegerOrIp('0').ipv6).toBe('::');
    expect(convertIntegerOrIp('1').ipv6).toBe('::1');
    // 2001:db8::1 is 0x2001 0db8 0000 … 0001.
    expect(convertIntegerOrIp('0x20010DB8000000000000000000000001').ipv6).toBe('2001:db8::1');
    expect(convertIntegerOrIp(MAX128.toString()).ipv6).toBe('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff');
    // RFC 5952 §5: IPv4-mapped addresses in mixed notation.
    expect(convertIntegerOrIp('0xffffc0000201').ipv6).toBe('::ffff:192.0.2.1');
  });

  it('reads addresses back as integers', () => {
    expect(convertIntegerOrIp('192.168.1.1')).toMatchObject({ kind: 'ipv4', decimal: '3232235777', hex: '0xc0a80101' });
    expect(convertIntegerOrIp('2001:db8::1')).toMatchObject({ kind: 'ipv6', value: (0x20010db8n << 96n) | 1n });
  });

  it('reads prefixes and bases', () => {
    expect(convertIntegerOrIp('0b11', 10).value).toBe(3n);
    expect(convertIntegerOrIp('0O17', 10).value).toBe(15n);
    expect(convertIntegerOrIp('ff', 16).value).toBe(255n);
    expect(convertIntegerOrIp('101', 2).value).toBe(5n);
    expect(convertIntegerOrIp('17', 8).value).toBe(15n);
    // In base 16 a leading 0b is hex digits (C strtol, Python int(s, 16)); 0x still works.
    expect(convertIntegerOrIp('0b12', 16).value).toBe(0xb12n);
    expect(convertIntegerOrIp('0x12', 16).value).toBe(0x12n);
  });

  it('round-trips any 128-bit integer through its IPv6 text, decimal and hex', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX128 }), (value) => {
        const c = convertIntegerOrIp(value.toString());
        expect(convertIntegerOrIp(c.ipv6).value).toBe(value);
        expect(convertIntegerOrIp(c.hex).value).toBe(value);
        expect(convertIntegerOrIp(c.hex.slice(2), 16).value).toBe(value);
        for (const base of [2, 8] as IntegerBase[]) expect(convertIntegerOrIp(value.toString(base), base).value).toBe(value);
      }),
    );
  });

  it('round-trips any 32-bit integer through its IPv4 text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (value) => {
        const c = convertIntegerOrIp(String(value));
        expect(convertIntegerOrIp(c.ipv4!).value).toBe(BigInt(value));
      }),
    );
  });

  it('explains what is wrong', () => {
    expect(() => convertIntegerOrIp((MAX128 + 1n).toString())).toThrow(/over 2\^128 − 1/);
    expect(() => convertIntegerOrIp('-1')).toThrow(/negative/);
    expect(() => convertIntegerOrIp('c0a8')).toThrow(/"c" in "c0a8" \(position 1\) is not a decimal digit\. Choose base 16/);
    expect(() => convertIntegerOrIp('0x')).toThrow(/no digits/);
    expect(() => convertIntegerOrIp('12', 2)).toThrow(/"2" .* not a binary digit/);
    expect(() => convertIntegerOrIp('1.2.3.256')).toThrow(/Octet 4/);
    expect(() => convertIntegerOrIp('1::2::3')).toThrow(/more than once/);
  });
});

describe('convertIntegerList and integersToIp', () => {
  it('converts several entries per line and says where a bad one is', () => {
    const entries = convertIntegerList('1 2,3\n  zz; 0x10');
    expect(entries.map((e) => [e.line, e.column, e.input])).toEqual([
      [1, 1, '1'],
      [1, 3, '2'],
      [1, 5, '3'],
      [2, 3, 'zz'],
      [2, 7, '0x10'],
    ]);
    expect(entries[3]!.error).toMatch(/"z" .* \(position 9\)/);
    expect(entries[4]!.result!.ipv4).toBe('0.0.0.16');
    expect(() => integersToIp('1 2,3\n  zz; 0x10')).toThrow(/^Line 2, column 3: /);
    expect(integersToIp('10\n0xa').map((c) => c.ipv4)).toEqual(['0.0.0.10', '0.0.0.10']);
    expect(convertIntegerList('  \n ')).toEqual([]);
    expect(() => integersToIp(' ')).toThrow(ToolInputError);
  });
});

describe('integers-to-ip tool', () => {
  it('has examples that are valid states and convert without an error', () => {
    expectExamplesMatchState(integersToIpTool, integersToIpState);
    for (const example of integersToIpTool.examples ?? []) {
      const state = example.state as { input: string; base?: IntegerBase };
      expect(() => integersToIp(state.input, state.base ?? 10)).not.toThrow();
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => integersToIp(s));
    fuzzToolFunction((s: string) => integersToIp(s, 16));
    fuzzToolFunction((s: string) => convertIntegerOrIp(s));
    fuzzToolFunction((s: string) => convertIntegerList(s, 2));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expandIpv6Address, formatIpAddress, formatIpv6Address, parseIpAddress, parseIpv6Address } from './ip.js';

describe('IPv6 text forms', () => {
  // RFC 5952 §4.2.1–4.3 and §5 examples.
  it.each([
    ['2001:db8:0:0:0:0:2:1', '2001:db8::2:1'],
    ['2001:db8:0000:1:1:1:1:1', '2001:db8:0:1:1:1:1:1'],
    ['2001:0:0:1:0:0:0:1', '2001:0:0:1::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:DB8::1', '2001:db8::1'],
    ['0:0:0:0:0:ffff:c000:0201', '::ffff:192.0.2.1'],
    ['::', '::'],
  ])('%s is written %s (RFC 5952)', (input, expected) => {
    expect(formatIpv6Address(parseIpv6Address(input))).toBe(expected);
  });

  it('expands to eight groups of four digits (RFC 4291 §2.2)', () => {
    expect(expandIpv6Address(parseIpv6Address('2001:db8::1'))).toBe('2001:0db8:0000:0000:0000:0000:0000:0001');
    expect(parseIpv6Address('::1')).toBe(1n);
    expect(parseIpv6Address('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff')).toBe((1n << 128n) - 1n);
  });

  it.each([
    ['', 'empty'],
    ['2001:db8::/64', 'prefix length'],
    ['fe80::1%eth0', 'zone id'],
    ['1::2::3', 'more than once'],
    ['2001:db8:12345::1', 'more than 4 hex digits'],
    ['2001:db8:g::1', '"g"'],
    ['1:2:3:4:5:6:7', '8 groups'],
    ['::ffff:300.1.1.1', 'IPv4 part'],
  ])('rejects %j with a message about %s', (input, words) => {
    expect(() => parseIpv6Address(input)).toThrow(ToolInputError);
    expect(() => parseIpv6Address(input)).toThrow(words);
  });

  it('round-trips every 128-bit value through both text forms', () => {
    const value = fc.bigInt({ min: 0n, max: (1n << 128n) - 1n });
    fc.assert(
      fc.property(value, (v) => parseIpv6Address(formatIpv6Address(v)) === v && parseIpv6Address(expandIpv6Address(v)) === v),
    );
  });
});

describe('parseIpAddress', () => {
  it('tells the version by the colon', () => {
    expect(parseIpAddress('192.0.2.1')).toEqual({ version: 4, value: 0xc0000201n });
    expect(parseIpAddress('2001:db8::1')).toEqual({ version: 6, value: 0x20010db8000000000000000000000001n });
    expect(formatIpAddress({ version: 4, value: 0xc0000201n })).toBe('192.0.2.1');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { mergeCidr } from 'cidr-tools';
import { ipRangeToCidr, isReversedRange } from './ip-range-to-cidr.js';
import { ipRangeToCidrTool } from './meta.js';
import { ipRangeToCidrState } from './state.js';

const dotted = (n: number) => [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256).join('.');

describe('ipRangeToCidr', () => {
  it('RFC 1918 §3: each private range is exactly one prefix', () => {
    expect(ipRangeToCidr('10.0.0.0', '10.255.255.255').cidrs).toEqual(['10.0.0.0/8']);
    expect(ipRangeToCidr('172.16.0.0', '172.31.255.255').cidrs).toEqual(['172.16.0.0/12']);
    expect(ipRangeToCidr('192.168.0.0', '192.168.255.255').cidrs).toEqual(['192.168.0.0/16']);
  });

  it('RFC 5737 documentation blocks as one range: 192.0.2.0 to 192.0.2.255 plus nothing else', () => {
    expect(ipRangeToCidr('192.0.2.0', '192.0.2.255')).toMatchObject({
      cidrs: ['192.0.2.0/24'],
      addressCount: 256n,
      coveringCidr: '192.0.2.0/24',
    });
  });

  it('splits 192.168.1.1–192.168.6.255 into aligned blocks (worked by hand: 1 + 2 + 4 + … + 128, then /24, /23, /23 … )', () => {
    const result = ipRangeToCidr('192.168.1.1', '192.168.6.255');
    expect(result.cidrs).toEqual([
      '192.168.1.1/32',
      '192.168.1.2/31',
      '192.168.1.4/30',
      '192.168.1.8/29',
      '192.168.1.16/28',
      '192.168.1.32/27',
      '192.168.1.64/26',
      '192.168.1.128/25',
      '192.168.2.0/23',
      '192.168.4.0/23',
      '192.168.6.0/24',
    ]);
    expect(result.addressCount).toBe(6n * 256n - 1n);
    expect(result.coveringCidr).toBe('192.168.0.0/21');
  });

  it('IPv6 without enumerating: the whole of 2001:db8::/32 (RFC 3849) and ::1 to the top of the space', () => {
    expect(ipRangeToCidr('2001:db8::', '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff').cidrs).toEqual(['2001:db8::/32']);
    const huge = ipRangeToCidr('::1', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff');
    expect(huge.cidrs).toHaveLength(128);
    expect(huge.addressCount).toBe(2n ** 128n - 1n);
    expect(ipRangeToCidr('2001:db8::', '2001:db8::ff', 'expanded').cidrs).toEqual(['2001:0db8:0000:0000:0000:0000:0000:0000/120']);
  });

  it('accepts a whole range in the start field', () => {
    expect(ipRangeToCidr('192.0.2.0 - 192.0.2.1', '').cidrs).toEqual(['192.0.2.0/31']);
  });

  it('matches cidr-tools merging every single address (independent oracle) for small ranges', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: 600 }), (s, length) => {
        const e = Math.min(s + length, 2 ** 32 - 1);
        const singles = Array.from({ length: e - s + 1 }, (_, i) => dotted(s + i));
        expect(ipRangeToCidr(dotted(s), dotted(e)).cidrs).toEqual(mergeCidr(singles));
      }),
      { numRuns: 50 },
    );
  });

  it('names the wrong part', () => {
    expect(expectToolInputError(() => ipRangeToCidr('192.168.1.9', '192.168.1.1')).message).toMatch(/comes before the start address.*swap/);
    expect(expectToolInputError(() => ipRangeToCidr('192.168.1.1', '2001:db8::1')).message).toMatch(/same version/);
    expect(expectToolInputError(() => ipRangeToCidr('192.168.1.256', '192.168.1.1')).message).toMatch(/Octet 4 of the start address/);
    expect(expectToolInputError(() => ipRangeToCidr('192.168.1.1', '')).message).toMatch(/Enter the end address/);
    expect(isReversedRange('192.168.1.9', '192.168.1.1')).toBe(true);
    expect(isReversedRange('192.168.1.1', '192.168.1.9')).toBe(false);
    expect(isReversedRange('x', '192.168.1.1')).toBe(false);
  });

  it('has examples that are valid states and give blocks', () => {
    expectExamplesMatchState(ipRangeToCidrTool, ipRangeToCidrState);
    for (const { state } of ipRangeToCidrTool.examples ?? [])
      expect(ipRangeToCidr(String(state.start), String(state.end)).cidrs.length).toBeGreaterThan(0);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction(([a, b]: [string, string]) => ipRangeToCidr(a, b), fc.tuple(hostileText, hostileText));
    fuzzToolFunction(([a, b]: [string, string]) => isReversedRange(a, b), fc.tuple(hostileText, hostileText));
  });
});

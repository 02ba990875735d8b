import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { cidrToIpRanges, formatCidrRangeLines } from './ip-cidr-to-range.js';
import { ipCidrToRangeTool } from './meta.js';
import { ipCidrToRangeState } from './state.js';

describe('cidrToIpRanges', () => {
  it('RFC 1918 §3 private blocks: first and last address, 2^24, 2^20, 2^16 addresses', () => {
    const rows = cidrToIpRanges('10.0.0.0/8\n172.16.0.0/12\n192.168.0.0/16');
    expect(rows.map((r) => [r.firstAddress, r.lastAddress, r.addressCount])).toEqual([
      ['10.0.0.0', '10.255.255.255', 2n ** 24n],
      ['172.16.0.0', '172.31.255.255', 2n ** 20n],
      ['192.168.0.0', '192.168.255.255', 2n ** 16n],
    ]);
    expect(rows.map((r) => r.netmask)).toEqual(['255.0.0.0', '255.240.0.0', '255.255.0.0']);
  });

  it('RFC 3849: 2001:db8::/32 spans 2001:db8:: to 2001:db8:ffff:ffff:ffff:ffff:ffff:ffff, 2^96 addresses', () => {
    const [row] = cidrToIpRanges('2001:db8::/32');
    expect(row).toMatchObject({
      cidr: '2001:db8::/32',
      firstAddress: '2001:db8::',
      lastAddress: '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff',
      addressCount: 2n ** 96n,
      netmask: 'ffff:ffff::',
    });
    const [expanded] = cidrToIpRanges('2001:db8::/32', 'expanded');
    expect(expanded!.firstAddress).toBe('2001:0db8:0000:0000:0000:0000:0000:0000');
    expect(cidrToIpRanges('::/0')[0]!.addressCount).toBe(2n ** 128n);
  });

  it('moves an address with host bits to its network and reads masks (RFC 5737 TEST-NET-3)', () => {
    const [row] = cidrToIpRanges('203.0.113.77 255.255.255.192');
    expect(row).toMatchObject({
      cidr: '203.0.113.64/26',
      hostBitsSet: true,
      firstAddress: '203.0.113.64',
      lastAddress: '203.0.113.127',
      addressCount: 64n,
    });
  });

  it('gives a range its blocks and its covering block', () => {
    const [row] = cidrToIpRanges('192.168.1.1-192.168.6.255');
    expect(row!.coveringCidr).toBe('192.168.0.0/21');
    expect(row!.cidr.split(', ')[0]).toBe('192.168.1.1/32');
    expect(row!.netmask).toBeNull();
    expect(formatCidrRangeLines([row!])).toBe('192.168.1.1 - 192.168.6.255');
  });

  it('first + count − 1 is the last address for any IPv4 prefix', () => {
    const toInt = (d: string) => d.split('.').reduce((a, o) => a * 256 + Number(o), 0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: 32 }), (n, p) => {
        const dotted = [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256).join('.');
        const [row] = cidrToIpRanges(`${dotted}/${p}`);
        expect(BigInt(toInt(row!.firstAddress)) + row!.addressCount - 1n).toBe(BigInt(toInt(row!.lastAddress)));
        expect(row!.addressCount).toBe(2n ** BigInt(32 - p));
        expect(toInt(row!.firstAddress) % 2 ** (32 - p)).toBe(0);
      }),
    );
  });

  it('rejects bad input naming the part', () => {
    expect(expectToolInputError(() => cidrToIpRanges('')).message).toMatch(/Enter a CIDR block/);
    expect(expectToolInputError(() => cidrToIpRanges('192.168.1.0/24, 10.0.0.0/33')).message).toMatch(/block 2.*0 to 32/);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(ipCidrToRangeTool, ipCidrToRangeState);
    for (const example of ipCidrToRangeTool.examples ?? []) {
      expect(
        cidrToIpRanges(String(example.state.input), (example.state.ipv6Form as 'expanded' | undefined) ?? 'compressed').length,
      ).toBeGreaterThan(0);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => cidrToIpRanges(s));
  });
});

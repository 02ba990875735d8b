import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { excludeIpNetworks, formatCidrList } from './ip-include-exclude.js';
import { ipIncludeExcludeTool } from './meta.js';
import { ipIncludeExcludeState } from './state.js';

// The list WireGuard AllowedIPs calculators publish for "0.0.0.0/0 without 192.168.0.0/16"; each
// block is the sibling of one ancestor of 192.168.0.0/16 (flip bit i of the prefix, length i + 1).
const WITHOUT_192_168 = [
  '0.0.0.0/1',
  '128.0.0.0/2',
  '192.0.0.0/9',
  '192.128.0.0/11',
  '192.160.0.0/13',
  '192.169.0.0/16',
  '192.170.0.0/15',
  '192.172.0.0/14',
  '192.176.0.0/12',
  '192.192.0.0/10',
  '193.0.0.0/8',
  '194.0.0.0/7',
  '196.0.0.0/6',
  '200.0.0.0/5',
  '208.0.0.0/4',
  '224.0.0.0/3',
];

describe('excludeIpNetworks', () => {
  it('WireGuard: 0.0.0.0/0, ::/0 minus 192.168.0.0/16 keeps ::/0 and the 16 published IPv4 blocks', () => {
    const result = excludeIpNetworks('0.0.0.0/0, ::/0', '192.168.0.0/16');
    expect(result.cidrs).toEqual([...WITHOUT_192_168, '::/0']);
    expect(result.ipv4Count).toBe(2n ** 32n - 2n ** 16n);
    expect(result.ipv6Count).toBe(2n ** 128n);
    expect(formatCidrList(result.cidrs.slice(0, 2), 'wireguard')).toBe('AllowedIPs = 0.0.0.0/1, 128.0.0.0/2');
    expect(formatCidrList(result.cidrs.slice(0, 2), 'newline')).toBe('0.0.0.0/1\n128.0.0.0/2');
  });

  it('all of IPv4 minus the RFC 1918 blocks keeps 2^32 − 2^24 − 2^20 − 2^16 addresses', () => {
    const result = excludeIpNetworks('0.0.0.0/0', '10.0.0.0/8\n172.16.0.0/12\n192.168.0.0/16');
    expect(result.ipv4Count).toBe(2n ** 32n - 2n ** 24n - 2n ** 20n - 2n ** 16n);
    expect(result.cidrs).toContain('11.0.0.0/8');
    expect(result.cidrs).not.toContain('10.0.0.0/8');
    expect(result.excluded.map((e) => e.cidr)).toEqual(['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']);
  });

  it('one address out of a /24: the blocks around it (worked by hand)', () => {
    const result = excludeIpNetworks('192.168.0.1/24', '192.168.0.6');
    expect(result.cidrs).toEqual([
      '192.168.0.0/30',
      '192.168.0.4/31',
      '192.168.0.7/32',
      '192.168.0.8/29',
      '192.168.0.16/28',
      '192.168.0.32/27',
      '192.168.0.64/26',
      '192.168.0.128/25',
    ]);
    expect(result.ipv4Count).toBe(255n);
  });

  it('IPv6 (RFC 3849) minus a /64, and versions kept apart', () => {
    const result = excludeIpNetworks('2001:db8::/32', '2001:db8::/64, 0.0.0.0/0');
    expect(result.cidrs[0]).toBe('2001:db8:0:1::/64');
    expect(result.cidrs).toHaveLength(32);
    expect(result.ipv6Count).toBe(2n ** 96n - 2n ** 64n);
    expect(excludeIpNetworks('192.0.2.0/24', '::/0').cidrs).toEqual(['192.0.2.0/24']);
  });

  it('the result and the excluded part never overlap, and together they are the allowed part (IPv4, small blocks)', () => {
    const block = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 24, max: 32 })).map(([n, p]) => `10.0.${n}.${n}/${p}`);
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 4 }), fc.array(block, { maxLength: 4 }), (inc, exc) => {
        const toSet = (cidrs: string[]) => {
          const set = new Set<number>();
          for (const c of cidrs) {
            const [a, p] = c.split('/');
            const base = a!.split('.').reduce((x, o) => x * 256 + Number(o), 0);
            const size = 2 ** (32 - Number(p));
            const start = base - (base % size);
            for (let i = 0; i < size; i++) set.add(start + i);
          }
          return set;
        };
        const allowedSet = toSet(inc);
        const excludedSet = toSet(exc);
        const result = toSet(excludeIpNetworks(inc.join(','), exc.join(',')).cidrs);
        const expected = [...allowedSet].filter((a) => !excludedSet.has(a)).sort((x, y) => x - y);
        expect([...result].sort((x, y) => x - y)).toEqual(expected);
      }),
      { numRuns: 50 },
    );
  });

  it('names the list and the entry at fault', () => {
    expect(expectToolInputError(() => excludeIpNetworks('', '10.0.0.0/8')).message).toMatch(/at least one allowed network/);
    expect(expectToolInputError(() => excludeIpNetworks('0.0.0.0/0', '10.0.0.0/8, 10.0.0.0/40')).message).toMatch(/excluded entry 2/);
    expect(expectToolInputError(() => excludeIpNetworks('0.0.0.0/0\n300.0.0.0/8', '')).message).toMatch(
      /Octet 1 of the allowed entry 2.*line 2/,
    );
  });

  it('has examples that are valid states and give a result', () => {
    expectExamplesMatchState(ipIncludeExcludeTool, ipIncludeExcludeState);
    for (const { state } of ipIncludeExcludeTool.examples ?? [])
      expect(excludeIpNetworks(String(state.allowed), String(state.excluded)).cidrs.length).toBeGreaterThan(0);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction(([a, b]: [string, string]) => excludeIpNetworks(a, b), fc.tuple(hostileText, hostileText));
  });
});

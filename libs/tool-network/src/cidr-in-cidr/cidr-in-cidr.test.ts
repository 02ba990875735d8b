import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { checkIpInNetworks } from './cidr-in-cidr.js';
import { cidrInCidrTool } from './meta.js';
import { cidrInCidrState } from './state.js';

describe('checkIpInNetworks', () => {
  it('RFC 1918 §3: 172.20.1.0/24 is in 172.16.0.0/12 (172.16.0.0–172.31.255.255) and no other private block', () => {
    const result = checkIpInNetworks('10.0.0.0/8\n172.16.0.0/12\n192.168.0.0/16', '172.20.1.0/24');
    expect(result).toMatchObject({ included: true, match: 'inside', insideCount: 256n });
    expect(result.entries.map((e) => e.match)).toEqual(['outside', 'inside', 'outside']);
    // 172.32.0.0 is just past the /12.
    expect(checkIpInNetworks('172.16.0.0/12', '172.32.0.0').included).toBe(false);
    expect(checkIpInNetworks('172.16.0.0/12', '172.31.255.255').included).toBe(true);
  });

  it('RFC 5737: TEST-NET-2 and TEST-NET-3 are not in TEST-NET-1; a range that straddles is partial', () => {
    expect(checkIpInNetworks('192.0.2.0/24', '198.51.100.1')).toMatchObject({ included: false, match: 'outside', insideCount: 0n });
    const straddle = checkIpInNetworks('192.0.2.0/24', '192.0.2.250-192.0.3.5');
    expect(straddle).toMatchObject({ included: false, match: 'partial', insideCount: 6n });
    expect(straddle.entries[0]!.match).toBe('partial');
  });

  it('a range spread over two entries is inside the list, but not inside one entry alone (the reference rule)', () => {
    const union = checkIpInNetworks('192.0.2.0/25, 192.0.2.128/25', '192.0.2.100-192.0.2.200');
    expect(union).toMatchObject({ included: true, match: 'inside' });
    expect(union.entries.map((e) => e.match)).toEqual(['partial', 'partial']);
    expect(checkIpInNetworks('192.0.2.0/25, 192.0.2.128/25', '192.0.2.100-192.0.2.200', 'single').included).toBe(false);
  });

  it('IPv6 (RFC 3849) and masks, wildcards; versions never match each other', () => {
    expect(checkIpInNetworks('2001:db8::/32', '2001:db8:1234::/48')).toMatchObject({ included: true, insideCount: 2n ** 80n });
    expect(checkIpInNetworks('2001:db8::/32', '2001:db9::1').included).toBe(false);
    expect(checkIpInNetworks('10.0.0.0 255.255.0.0', '10.0.200.1').included).toBe(true);
    expect(checkIpInNetworks('10.1.*.*', '10.1.2.0/24').included).toBe(true);
    expect(checkIpInNetworks('0.0.0.0/0', '::ffff:192.0.2.1').match).toBe('outside');
  });

  it('agrees with counting addresses one by one (small IPv4 lists)', () => {
    const block = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 26, max: 32 })).map(([n, p]) => `10.0.0.${n}/${p}`);
    fc.assert(
      fc.property(
        fc.array(block, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 40 }),
        (list, s, len) => {
          const e = Math.min(255, s + len);
          const covered = new Set<number>();
          for (const c of list) {
            const [a, p] = c.split('/');
            const n = Number(a!.split('.')[3]);
            const size = 2 ** (32 - Number(p));
            for (let i = n - (n % size); i < n - (n % size) + size; i++) covered.add(i);
          }
          let inside = 0;
          for (let i = s; i <= e; i++) if (covered.has(i)) inside++;
          const result = checkIpInNetworks(list.join(','), `10.0.0.${s}-10.0.0.${e}`);
          expect(result.insideCount).toBe(BigInt(inside));
          expect(result.included).toBe(inside === e - s + 1);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('names the field and part at fault', () => {
    expect(expectToolInputError(() => checkIpInNetworks('', '10.0.0.1')).message).toMatch(/at least one network/);
    expect(expectToolInputError(() => checkIpInNetworks('10.0.0.0/8', '')).message).toMatch(/to test/);
    expect(expectToolInputError(() => checkIpInNetworks('10.0.0.0/8', '10.0.0.1/99')).message).toMatch(/tested value.*0 to 32/);
    expect(expectToolInputError(() => checkIpInNetworks('10.0.0.0/8, 10.0.0.0/255.0.255.0', '10.0.0.1')).message).toMatch(
      /network 2.*not contiguous/,
    );
  });

  it('has examples that are valid states and give a result', () => {
    expectExamplesMatchState(cidrInCidrTool, cidrInCidrState);
    for (const { state } of cidrInCidrTool.examples ?? [])
      expect(checkIpInNetworks(String(state.networks), String(state.tested)).included).toBe(true);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction(([a, b]: [string, string]) => checkIpInNetworks(a, b), fc.tuple(hostileText, hostileText));
  });
});

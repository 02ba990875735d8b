import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { mergeCidr } from 'cidr-tools';
import {
  addressSpaceOf,
  cidrToRange,
  cidrsSize,
  coveringCidr,
  excludeRanges,
  formatCidr,
  mergeRanges,
  parseIpBlock,
  parseIpBlockList,
  rangesContain,
  rangesOverlap,
  rangeSize,
  rangeToCidrs,
  type IpCidr,
  type IpRange,
} from './ip-range.js';

// Independent helpers for the oracles: plain integer arithmetic, no code from the module.
const v4 = (dotted: string) => BigInt(dotted.split('.').reduce((acc, o) => acc * 256 + Number(o), 0));
const r4 = (a: string, b: string): IpRange => ({ version: 4, start: v4(a), end: v4(b) });
const texts = (cidrs: IpCidr[]) => cidrs.map(formatCidr);

describe('parseIpBlock: every form', () => {
  // RFC 1918 §3: the three private blocks, written as ranges and as prefixes.
  it.each([
    ['10.0.0.0/8', '10.0.0.0', '10.255.255.255'],
    ['172.16.0.0/12', '172.16.0.0', '172.31.255.255'],
    ['192.168.0.0/16', '192.168.0.0', '192.168.255.255'],
    // RFC 6598 §7: shared address space 100.64.0.0/10.
    ['100.64.0.0/10', '100.64.0.0', '100.127.255.255'],
    // RFC 5737 §3: the documentation blocks.
    ['192.0.2.0/24', '192.0.2.0', '192.0.2.255'],
    ['198.51.100.0 255.255.255.0', '198.51.100.0', '198.51.100.255'],
    ['203.0.113.7/255.255.255.0', '203.0.113.0', '203.0.113.255'],
    ['192.0.2.*', '192.0.2.0', '192.0.2.255'],
    ['10.*.*.*', '10.0.0.0', '10.255.255.255'],
    ['*.*.*.*', '0.0.0.0', '255.255.255.255'],
    [' 192.0.2.10 - 192.0.2.20 ', '192.0.2.10', '192.0.2.20'],
    ['192.0.2.1', '192.0.2.1', '192.0.2.1'],
  ])('%s is %s to %s', (text, start, end) => {
    const block = parseIpBlock(text);
    expect(block.version).toBe(4);
    expect(block.start).toBe(v4(start));
    expect(block.end).toBe(v4(end));
  });

  it('reads IPv6 prefixes, masks and ranges (RFC 3849: 2001:db8::/32 is 2^96 addresses)', () => {
    const doc = parseIpBlock('2001:db8::/32');
    expect(doc).toMatchObject({ version: 6, start: 0x20010db8n << 96n, form: 'cidr', prefix: 32 });
    expect(rangeSize(doc)).toBe(2n ** 96n);
    expect(parseIpBlock('2001:db8::1/ffff:ffff::')).toMatchObject({
      start: 0x20010db8n << 96n,
      prefix: 32,
      form: 'mask',
      hostBitsSet: true,
    });
    expect(rangeSize(parseIpBlock('::/0'))).toBe(2n ** 128n);
    expect(parseIpBlock('2001:db8::1-2001:db8::ff')).toMatchObject({
      form: 'range',
      start: (0x20010db8n << 96n) + 1n,
      end: (0x20010db8n << 96n) + 255n,
    });
  });

  it('notes host bits set in a CIDR address', () => {
    expect(parseIpBlock('192.168.0.1/24')).toMatchObject({ hostBitsSet: true, start: v4('192.168.0.0'), address: v4('192.168.0.1') });
    expect(parseIpBlock('192.168.0.0/24').hostBitsSet).toBe(false);
  });

  it('names the part that is wrong', () => {
    expect(expectToolInputError(() => parseIpBlock('192.0.2.0/33')).message).toMatch(/prefix is from 0 to 32/);
    expect(expectToolInputError(() => parseIpBlock('2001:db8::/129')).message).toMatch(/from 0 to 128/);
    expect(expectToolInputError(() => parseIpBlock('10.0.0.0/255.0.255.0')).message).toMatch(/not contiguous/);
    expect(expectToolInputError(() => parseIpBlock('10.0.0.0 0.0.0.255')).message).toMatch(
      /wildcard \(inverse\) mask: the netmask is 255\.255\.255\.0/,
    );
    const reversed = expectToolInputError(() => parseIpBlock('192.0.2.9-192.0.2.1'));
    expect(reversed.message).toMatch(/ends \(192\.0\.2\.1\) before it starts/);
    expect(reversed.position).toBe(10);
    expect(expectToolInputError(() => parseIpBlock('192.0.2.1-2001:db8::1')).message).toMatch(/same version/);
    expect(expectToolInputError(() => parseIpBlock('10.*.0.*')).message).toMatch(/Part 3/);
    const octet = expectToolInputError(() => parseIpBlock('10.0.0.1-10.0.300.1'));
    expect(octet.message).toMatch(/Octet 3 of the end address/);
    expect(octet.position).toBe(14); // the "300" of the end address
    expect(expectToolInputError(() => parseIpBlock('')).message).toMatch(/empty/);
  });

  it('only ever throws ToolInputError', () => {
    fuzzToolFunction((s: string) => parseIpBlock(s));
    fuzzToolFunction((s: string) => parseIpBlockList(s));
  });
});

describe('parseIpBlockList', () => {
  it('reads WireGuard AllowedIPs, lines, comments, "a mask" and "a - b" entries', () => {
    const list = parseIpBlockList('0.0.0.0/0, ::/0');
    expect(list.map((b) => b.version)).toEqual([4, 6]);
    const lines = parseIpBlockList('10.0.0.0 255.0.0.0 # private\n192.0.2.1 - 192.0.2.9; 2001:db8::/32 | 198.51.100.7\n');
    expect(lines.map((b) => b.text)).toEqual(['10.0.0.0 255.0.0.0', '192.0.2.1 - 192.0.2.9', '2001:db8::/32', '198.51.100.7']);
    expect(parseIpBlockList('192.0.2.1 192.0.2.2').map((b) => b.text)).toEqual(['192.0.2.1', '192.0.2.2']);
    expect(parseIpBlockList('  \n# nothing\n')).toEqual([]);
  });

  it('names the entry and its line', () => {
    const error = expectToolInputError(() => parseIpBlockList('10.0.0.0/8\n192.168.0.0/40'));
    expect(error.message).toMatch(/entry 2 .*line 2/);
    expect(error.line).toBe(2);
    expect(error.position).toBe(23);
  });
});

describe('rangeToCidrs: RFC 4632 §3.1 minimal blocks', () => {
  it('turns the RFC 1918 ranges into their single prefixes', () => {
    expect(texts(rangeToCidrs(r4('10.0.0.0', '10.255.255.255')))).toEqual(['10.0.0.0/8']);
    expect(texts(rangeToCidrs(r4('172.16.0.0', '172.31.255.255')))).toEqual(['172.16.0.0/12']);
  });

  it('splits ranges that are not one block', () => {
    // Worked by hand: 192.0.2.0–192.0.2.130 is 128 + 2 + 1 addresses on aligned boundaries.
    expect(texts(rangeToCidrs(r4('192.0.2.0', '192.0.2.130')))).toEqual(['192.0.2.0/25', '192.0.2.128/31', '192.0.2.130/32']);
    // Everything but the first and last address of IPv4: 31 + 31 blocks, the maximum (2 × 31).
    expect(rangeToCidrs(r4('0.0.0.1', '255.255.255.254'))).toHaveLength(62);
    // Same for IPv6: 2 × 127 blocks, computed without enumerating 2^128 addresses.
    expect(rangeToCidrs({ version: 6, start: 1n, end: 2n ** 128n - 2n })).toHaveLength(254);
  });

  it('matches cidr-tools merging the single addresses of small ranges (independent oracle)', () => {
    const arb = fc.tuple(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: 700 }));
    fc.assert(
      fc.property(arb, ([start, length]) => {
        const end = Math.min(start + length, 2 ** 32 - 1);
        const singles = Array.from({ length: end - start + 1 }, (_, i) => {
          const n = start + i;
          return [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256).join('.');
        });
        expect(texts(rangeToCidrs({ version: 4, start: BigInt(start), end: BigInt(end) }))).toEqual(mergeCidr(singles));
      }),
      { numRuns: 60 },
    );
  });

  it('covers any IPv6 range exactly with aligned blocks no two of which could merge', () => {
    const addr = fc.bigInt({ min: 0n, max: 2n ** 128n - 1n });
    fc.assert(
      fc.property(addr, addr, (a, b) => {
        const range: IpRange = { version: 6, start: a < b ? a : b, end: a < b ? b : a };
        const blocks = rangeToCidrs(range);
        let next = range.start;
        for (const [i, block] of blocks.entries()) {
          const size = 1n << BigInt(128 - block.prefix);
          expect(block.start).toBe(next);
          expect(block.start % size).toBe(0n); // aligned (RFC 4632 §3.1)
          next += size;
          const following = blocks[i + 1];
          // Two buddies (same size, the first aligned on twice the size) would be one block.
          if (following && following.prefix === block.prefix) expect(block.start % (size * 2n)).not.toBe(0n);
        }
        expect(next - 1n).toBe(range.end);
        expect(cidrsSize(blocks)).toBe(rangeSize(range));
      }),
      { numRuns: 100 },
    );
  });
});

describe('coveringCidr', () => {
  it('is the common prefix of start and end', () => {
    // 192.168.1.1–192.168.6.255 share 21 bits (11000000.10101000.00000).
    expect(formatCidr(coveringCidr(r4('192.168.1.1', '192.168.6.255')))).toBe('192.168.0.0/21');
    expect(formatCidr(coveringCidr(r4('0.0.0.0', '255.255.255.255')))).toBe('0.0.0.0/0');
    expect(formatCidr(coveringCidr({ version: 6, start: 0x20010db8n << 96n, end: (0x20010db8n << 96n) + 1n }))).toBe('2001:db8::/127');
  });

  it('contains the range, and no block one bit longer does', () => {
    const addr = fc.bigInt({ min: 0n, max: 2n ** 32n - 1n });
    fc.assert(
      fc.property(addr, addr, (a, b) => {
        const range: IpRange = { version: 4, start: a < b ? a : b, end: a < b ? b : a };
        const cover = cidrToRange(coveringCidr(range));
        expect(cover.start <= range.start && cover.end >= range.end).toBe(true);
        const { prefix } = coveringCidr(range);
        if (prefix < 32) {
          const half = 1n << BigInt(31 - prefix);
          // The range has addresses in both halves of its cover.
          expect(range.start < cover.start + half && range.end >= cover.start + half).toBe(true);
        }
      }),
    );
  });
});

// The complement of one prefix inside the whole space, built independently: flip each bit of
// the prefix in turn (the "sibling" of every ancestor), the construction WireGuard AllowedIPs
// calculators publish.
function complementOf(version: 4 | 6, start: bigint, prefix: number): string[] {
  const bits = version === 4 ? 32 : 128;
  const out: { start: bigint; prefix: number }[] = [];
  for (let i = 0; i < prefix; i++) {
    const bit = 1n << BigInt(bits - 1 - i);
    const keep = ((1n << BigInt(bits)) - 1n) ^ ((bit << 1n) - 1n);
    out.push({ start: (start & (keep | bit)) ^ bit, prefix: i + 1 });
  }
  out.sort((a, b) => (a.start < b.start ? -1 : 1));
  return out.map((c) => formatCidr({ version, ...c }));
}

describe('excludeRanges and mergeRanges (cidr-tools)', () => {
  it('0.0.0.0/0 minus 192.168.0.0/16: the published WireGuard AllowedIPs list', () => {
    const published = [
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
    const result = texts(excludeRanges([parseIpBlock('0.0.0.0/0')], [parseIpBlock('192.168.0.0/16')]));
    expect(result).toEqual(published);
    expect(result).toEqual(complementOf(4, v4('192.168.0.0'), 16));
  });

  it('any prefix taken out of the whole space leaves its siblings (IPv4 and IPv6)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<4 | 6>(4, 6),
        fc.bigInt({ min: 0n, max: 2n ** 128n - 1n }),
        fc.integer({ min: 0, max: 128 }),
        (version, raw, p) => {
          const bits = version === 4 ? 32 : 128;
          const prefix = p % (bits + 1);
          const value = raw & ((1n << BigInt(bits)) - 1n);
          const start = prefix === 0 ? 0n : (value >> BigInt(bits - prefix)) << BigInt(bits - prefix);
          const all = { version, start: 0n, end: (1n << BigInt(bits)) - 1n };
          const excluded = cidrToRange({ version, start, prefix });
          expect(texts(excludeRanges([all], [excluded]))).toEqual(complementOf(version, start, prefix));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('keeps versions apart and merges adjacent blocks', () => {
    const v6 = parseIpBlock('2001:db8::/32');
    expect(texts(excludeRanges([parseIpBlock('192.0.2.0/24'), v6], [parseIpBlock('::/0')]))).toEqual(['192.0.2.0/24']);
    expect(texts(mergeRanges([parseIpBlock('192.0.2.0/25'), parseIpBlock('192.0.2.128/25'), v6]))).toEqual([
      '192.0.2.0/24',
      '2001:db8::/32',
    ]);
    // ::/0 minus 2001:db8::/32 (RFC 3849) has 2^128 − 2^96 addresses.
    expect(cidrsSize(excludeRanges([parseIpBlock('::/0')], [v6]))).toBe(2n ** 128n - 2n ** 96n);
  });
});

describe('rangesContain / rangesOverlap', () => {
  it('counts a range spread over adjacent entries as inside', () => {
    const list = [parseIpBlock('192.0.2.0/25'), parseIpBlock('192.0.2.128-192.0.2.255')];
    expect(rangesContain(list, parseIpBlock('192.0.2.100-192.0.2.200'))).toBe(true);
    expect(rangesContain(list, parseIpBlock('192.0.2.0/23'))).toBe(false);
    expect(rangesOverlap(list, [parseIpBlock('192.0.2.0/23')])).toBe(true);
    expect(rangesContain([parseIpBlock('2001:db8::/32')], parseIpBlock('2001:db8:ffff::1'))).toBe(true);
    expect(rangesContain([parseIpBlock('0.0.0.0/0')], parseIpBlock('::1'))).toBe(false);
  });

  it('agrees with interval arithmetic on random IPv4 ranges', () => {
    const arbRange = fc
      .tuple(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 300 }))
      .map(([s, l]): IpRange => ({ version: 4, start: BigInt(s), end: BigInt(s + l) }));
    fc.assert(
      fc.property(fc.array(arbRange, { minLength: 1, maxLength: 6 }), arbRange, (outer, inner) => {
        let inside = true;
        let overlap = false;
        for (let a = inner.start; a <= inner.end; a++) {
          const hit = outer.some((o) => o.start <= a && a <= o.end);
          inside &&= hit;
          overlap ||= hit;
        }
        expect(rangesContain(outer, inner)).toBe(inside);
        expect(rangesOverlap(outer, [inner])).toBe(overlap);
      }),
      { numRuns: 100 },
    );
  });
});

describe('addressSpaceOf (IANA IPv4/IPv6 Special-Purpose Address Registries, RFC 6890)', () => {
  const space = (text: string) => addressSpaceOf(parseIpBlock(text));
  it('names the most specific registry block holding the whole range', () => {
    expect(space('10.1.0.0/16')).toEqual({ name: 'Private-use', block: '10.0.0.0/8', rfc: 'RFC 1918', whole: true });
    expect(space('192.0.2.10-192.0.2.20')).toMatchObject({ name: 'Documentation (TEST-NET-1)', rfc: 'RFC 5737' });
    expect(space('100.64.0.0/10')).toMatchObject({ block: '100.64.0.0/10' }); // RFC 6598
    expect(space('2001:db8:1::/48')).toMatchObject({ name: 'Documentation', rfc: 'RFC 3849' });
    expect(space('fe80::/64')).toMatchObject({ name: 'Link-local unicast', block: 'fe80::/10' });
    // 2001:2::/48 (benchmarking) lies inside 2001::/23 (IETF protocol assignments): the /48 wins.
    expect(space('2001:2::1')).toMatchObject({ name: 'Benchmarking', block: '2001:2::/48' });
    expect(space('2606:4700::/32')).toMatchObject({ name: 'Global unicast', block: '2000::/3' });
  });

  it('says Public, Reserved by IETF, or Mixed when no block holds the whole range', () => {
    expect(space('8.8.8.0/24')).toEqual({ name: 'Public', block: null, rfc: null, whole: true });
    expect(space('6000::/3')).toMatchObject({ name: 'Reserved by IETF', whole: true });
    expect(space('4000::/3')).toMatchObject({ name: 'Mixed', whole: false }); // holds 5f00::/16 (SRv6 SIDs, RFC 9602)
    expect(space('0.0.0.0/0')).toMatchObject({ name: 'Mixed', whole: false });
    expect(space('9.255.255.0-10.0.0.255')).toMatchObject({ name: 'Mixed', whole: false });
  });
});

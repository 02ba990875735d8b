import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { expandIpRange } from './ipv4-range-expander.js';
import { ipv4RangeExpanderTool } from './meta.js';
import { ipv4RangeExpanderState } from './state.js';

const toInt = (d: string) => d.split('.').reduce((a, o) => a * 256 + Number(o), 0);
const dotted = (n: number) => [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256).join('.');

describe('expandIpRange', () => {
  it('192.168.1.1–192.168.6.255: 1535 addresses, covered by 192.168.0.0/21 (2048 addresses)', () => {
    // Worked by hand: 192.168.1 = …00000001, 192.168.6 = …00000110: 21 leading bits in common.
    expect(expandIpRange('192.168.1.1', '192.168.6.255')).toMatchObject({
      oldSize: 1535n,
      newStart: '192.168.0.0',
      newEnd: '192.168.7.255',
      newSize: 2048n,
      cidr: '192.168.0.0/21',
      exact: false,
    });
  });

  it('RFC 1918 §3 and RFC 6598 ranges are already one block', () => {
    expect(expandIpRange('172.16.0.0', '172.31.255.255')).toMatchObject({ cidr: '172.16.0.0/12', exact: true, exactBlockCount: 1 });
    expect(expandIpRange('100.64.0.0', '100.127.255.255')).toMatchObject({ cidr: '100.64.0.0/10', exact: true });
  });

  it('IPv6: RFC 3849 documentation prefix and a range that needs ::/0', () => {
    expect(expandIpRange('2001:db8::', '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff')).toMatchObject({
      cidr: '2001:db8::/32',
      newSize: 2n ** 96n,
      exact: true,
    });
    expect(expandIpRange('::1', '8000::')).toMatchObject({ cidr: '::/0', newSize: 2n ** 128n });
    expect(expandIpRange('2001:db8::1', '2001:db8::1', 'expanded').cidr).toBe('2001:0db8:0000:0000:0000:0000:0000:0001/128');
  });

  it('the block contains the range and halving it would not (any IPv4 range)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (a, b) => {
        const [s, e] = a <= b ? [a, b] : [b, a];
        const r = expandIpRange(dotted(s), dotted(e));
        expect(toInt(r.newStart) <= s && toInt(r.newEnd) >= e).toBe(true);
        expect(BigInt(toInt(r.newEnd) - toInt(r.newStart) + 1)).toBe(r.newSize);
        expect(r.oldSize).toBe(BigInt(e - s + 1));
        if (r.prefix < 32) {
          const middle = toInt(r.newStart) + Number(r.newSize) / 2;
          expect(s < middle && e >= middle).toBe(true);
        }
      }),
    );
  });

  it('names the wrong part', () => {
    expect(expectToolInputError(() => expandIpRange('192.168.6.255', '192.168.1.1')).message).toMatch(/comes before/);
    expect(expectToolInputError(() => expandIpRange('192.168.1.1', '::1')).message).toMatch(/same version/);
    expect(expectToolInputError(() => expandIpRange('192.168.1', '192.168.1.1')).message).toMatch(/start address.*4 numbers/);
    expect(expectToolInputError(() => expandIpRange('', '192.168.1.1')).message).toMatch(/Enter the start address/);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(ipv4RangeExpanderTool, ipv4RangeExpanderState);
    for (const { state } of ipv4RangeExpanderTool.examples ?? [])
      expect(expandIpRange(String(state.start), String(state.end)).cidr).not.toBe('');
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction(([a, b]: [string, string]) => expandIpRange(a, b), fc.tuple(hostileText, hostileText));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import {
  adjacentIpv4Subnet,
  calculateIpv4Subnet,
  ipv4AddressClass,
  netmaskToPrefix,
  parseIpv4SubnetInput,
  prefixToNetmask,
} from './ipv4-subnet-calculator.js';
import { ipv4SubnetCalculator } from './meta.js';
import { ipv4SubnetCalculatorState } from './state.js';

// An independent oracle for the property tests: plain integer arithmetic on the address.
const toInt = (dotted: string) => dotted.split('.').reduce((acc, o) => acc * 256 + Number(o), 0);
const toDotted = (n: number) => [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256).join('.');
const arbAddress = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const arbPrefix = fc.integer({ min: 0, max: 32 });

const inputError = expectToolInputError;

describe('prefixToNetmask / netmaskToPrefix', () => {
  // RFC 1878 ("Variable Length Subnet Table For IPv4"), the table's mask column.
  const rfc1878: [number, string][] = [
    [0, '0.0.0.0'],
    [1, '128.0.0.0'],
    [8, '255.0.0.0'],
    [12, '255.240.0.0'],
    [16, '255.255.0.0'],
    [20, '255.255.240.0'],
    [22, '255.255.252.0'],
    [24, '255.255.255.0'],
    [25, '255.255.255.128'],
    [26, '255.255.255.192'],
    [27, '255.255.255.224'],
    [28, '255.255.255.240'],
    [29, '255.255.255.248'],
    [30, '255.255.255.252'],
    [31, '255.255.255.254'],
    [32, '255.255.255.255'],
  ];
  it.each(rfc1878)('/%i is %s (RFC 1878)', (prefix, mask) => {
    expect(prefixToNetmask(prefix)).toBe(mask);
    expect(netmaskToPrefix(mask)).toBe(prefix);
  });

  it('round-trips every prefix length', () => {
    fc.assert(fc.property(arbPrefix, (p) => netmaskToPrefix(prefixToNetmask(p)) === p));
  });

  it('rejects non-contiguous masks and out-of-range prefixes', () => {
    expect(inputError(() => netmaskToPrefix('255.0.255.0')).message).toMatch(/not contiguous/);
    expect(() => prefixToNetmask(33)).toThrow(ToolInputError);
    expect(() => prefixToNetmask(-1)).toThrow(ToolInputError);
  });
});

describe('calculateIpv4Subnet: RFC 4632 §3.1 and RFC 1878 values', () => {
  it('192.168.0.1/24: a /24 has 256 addresses, 254 hosts (RFC 1878)', () => {
    const info = calculateIpv4Subnet('192.168.0.1/24');
    expect(info).toMatchObject({
      networkAddress: '192.168.0.0',
      cidr: '192.168.0.0/24',
      netmask: '255.255.255.0',
      netmaskBinary: '11111111.11111111.11111111.00000000',
      wildcardMask: '0.0.0.255',
      broadcastAddress: '192.168.0.255',
      firstHost: '192.168.0.1',
      lastHost: '192.168.0.254',
      addressCount: 256,
      usableHostCount: 254,
      addressClass: 'C',
      isPrivate: true,
    });
  });

  it('/30 has 4 addresses and 2 hosts (RFC 1878)', () => {
    const info = calculateIpv4Subnet('10.1.1.6/30');
    expect(info).toMatchObject({
      networkAddress: '10.1.1.4',
      netmask: '255.255.255.252',
      broadcastAddress: '10.1.1.7',
      firstHost: '10.1.1.5',
      lastHost: '10.1.1.6',
      addressCount: 4,
      usableHostCount: 2,
    });
  });

  it('/31 has 2 usable addresses and no broadcast (RFC 3021 §2)', () => {
    const info = calculateIpv4Subnet('10.1.1.1/31');
    expect(info).toMatchObject({
      networkAddress: '10.1.1.0',
      netmask: '255.255.255.254',
      broadcastAddress: null,
      firstHost: '10.1.1.0',
      lastHost: '10.1.1.1',
      addressCount: 2,
      usableHostCount: 2,
    });
  });

  it('/32 is a single host route (RFC 4632 §3.1)', () => {
    const info = calculateIpv4Subnet('8.8.8.8/32');
    expect(info).toMatchObject({
      networkAddress: '8.8.8.8',
      lastAddress: '8.8.8.8',
      firstHost: '8.8.8.8',
      lastHost: '8.8.8.8',
      addressCount: 1,
      usableHostCount: 1,
      broadcastAddress: null,
    });
  });

  // RFC 4632 §3.1 table: addresses per block for each prefix length.
  it.each([
    [32, 1],
    [31, 2],
    [30, 4],
    [24, 256],
    [16, 65536],
    [8, 16777216],
    [0, 4294967296],
  ])('/%i holds %i addresses (RFC 4632 §3.1)', (prefix, count) => {
    expect(calculateIpv4Subnet(`1.2.3.4/${prefix}`).addressCount).toBe(count);
  });

  it('0.0.0.0/0 is the default route: whole space, contains the special blocks', () => {
    const info = calculateIpv4Subnet('0.0.0.0/0');
    expect(info.lastAddress).toBe('255.255.255.255');
    expect(info.usableHostCount).toBe(4294967294);
    expect(info.specialRanges).toEqual([]);
    expect(info.containedSpecialRanges.map((r) => r.block)).toContain('10.0.0.0/8');
  });

  // Cisco documentation, "Subnet Broadcast Address Examples" (address, mask, subnet broadcast).
  it.each([
    ['171.69.48.76 255.255.255.192', '171.69.48.127'],
    ['171.69.48.3 255.255.255.192', '171.69.48.63'],
    ['171.69.48.2 255.255.255.0', '171.69.48.255'],
    ['171.69.48.18 255.255.255.248', '171.69.48.23'],
  ])('%s has broadcast %s (Cisco examples)', (input, broadcast) => {
    expect(calculateIpv4Subnet(input).broadcastAddress).toBe(broadcast);
  });
});

describe('calculateIpv4Subnet: known blocks', () => {
  it('10.0.0.0/8 is private (RFC 1918), class A', () => {
    const info = calculateIpv4Subnet('10.0.0.0/8');
    expect(info.addressClass).toBe('A');
    expect(info.isPrivate).toBe(true);
    expect(info.specialRanges.map((r) => r.rfc)).toEqual(['RFC 1918']);
  });

  it('172.16.0.0/12 is private (RFC 1918), class B; 172.32.0.0/12 is not', () => {
    expect(calculateIpv4Subnet('172.16.0.0/12')).toMatchObject({ isPrivate: true, addressClass: 'B', lastAddress: '172.31.255.255' });
    expect(calculateIpv4Subnet('172.32.0.0/12').isPrivate).toBe(false);
  });

  it('192.168.0.0/16 is private (RFC 1918), class C', () => {
    expect(calculateIpv4Subnet('192.168.0.0/16')).toMatchObject({ isPrivate: true, addressClass: 'C', addressCount: 65536 });
  });

  it('100.64.0.0/10 is carrier-grade NAT shared space (RFC 6598), not private', () => {
    const info = calculateIpv4Subnet('100.64.0.0/10');
    expect(info).toMatchObject({ isCgnat: true, isPrivate: false, lastAddress: '100.127.255.255' });
  });

  it('224.0.0.0/4 is multicast (RFC 5771), class D', () => {
    expect(calculateIpv4Subnet('224.0.0.0/4')).toMatchObject({ isMulticast: true, addressClass: 'D', lastAddress: '239.255.255.255' });
  });

  it('127.0.0.1 is loopback; 169.254.1.1 is link-local; 240.0.0.1 is class E', () => {
    expect(calculateIpv4Subnet('127.0.0.1').isLoopback).toBe(true);
    expect(calculateIpv4Subnet('169.254.1.1/16').isLinkLocal).toBe(true);
    expect(calculateIpv4Subnet('240.0.0.1').addressClass).toBe('E');
  });

  it('a block only partly private (10.0.0.0/7) is not flagged private but lists what it contains', () => {
    const info = calculateIpv4Subnet('10.0.0.0/7');
    expect(info.isPrivate).toBe(false);
    expect(info.containedSpecialRanges.map((r) => r.block)).toEqual(['10.0.0.0/8']);
  });

  it('8.8.8.0/24 is ordinary public space', () => {
    const info = calculateIpv4Subnet('8.8.8.0/24');
    expect(info.specialRanges).toEqual([]);
    expect(info.containedSpecialRanges).toEqual([]);
  });
});

describe('ipv4AddressClass (RFC 791 §3.2, RFC 1112 §4)', () => {
  it.each([
    ['0.0.0.0', 'A'],
    ['127.255.255.255', 'A'],
    ['128.0.0.0', 'B'],
    ['191.255.255.255', 'B'],
    ['192.0.0.0', 'C'],
    ['223.255.255.255', 'C'],
    ['224.0.0.0', 'D'],
    ['239.255.255.255', 'D'],
    ['240.0.0.0', 'E'],
    ['255.255.255.255', 'E'],
  ])('%s is class %s', (address, cls) => {
    expect(ipv4AddressClass(address)).toBe(cls);
  });
});

describe('input forms', () => {
  it('accepts CIDR, address + netmask, and a bare address (assumed /32)', () => {
    expect(parseIpv4SubnetInput('192.168.0.1/24')).toEqual({ address: '192.168.0.1', prefix: 24, form: 'cidr' });
    expect(parseIpv4SubnetInput('  10.0.0.1   255.255.255.0 ')).toEqual({ address: '10.0.0.1', prefix: 24, form: 'mask' });
    expect(parseIpv4SubnetInput('10.0.0.1/255.255.0.0')).toEqual({ address: '10.0.0.1', prefix: 16, form: 'mask' });
    expect(parseIpv4SubnetInput('10.0.0.1 / 8')).toEqual({ address: '10.0.0.1', prefix: 8, form: 'cidr' });
    expect(parseIpv4SubnetInput('10.0.0.1')).toEqual({ address: '10.0.0.1', prefix: 32, form: 'address' });
  });

  it('address + netmask gives the same subnet as the prefix', () => {
    fc.assert(
      fc.property(arbAddress, arbPrefix, (a, p) => {
        const viaPrefix = calculateIpv4Subnet(`${toDotted(a)}/${p}`);
        const viaMask = calculateIpv4Subnet(`${toDotted(a)} ${prefixToNetmask(p)}`);
        expect({ ...viaMask, form: 'cidr' }).toEqual(viaPrefix);
      }),
      { numRuns: 200 },
    );
  });
});

describe('properties', () => {
  it('network ≤ address ≤ last address, masks and counts agree with integer arithmetic', () => {
    fc.assert(
      fc.property(arbAddress, arbPrefix, (a, p) => {
        const info = calculateIpv4Subnet(`${toDotted(a)}/${p}`);
        const size = 2 ** (32 - p);
        const network = toInt(info.networkAddress);
        const last = toInt(info.lastAddress);
        expect(network).toBeLessThanOrEqual(a);
        expect(a).toBeLessThanOrEqual(last);
        expect(network).toBe(Math.floor(a / size) * size);
        expect(last - network + 1).toBe(size);
        expect(info.addressCount).toBe(size);
        expect(toInt(info.netmask) + toInt(info.wildcardMask)).toBe(2 ** 32 - 1);
        expect(toInt(info.wildcardMask)).toBe(size - 1);
        expect(toInt(info.firstHost)).toBeGreaterThanOrEqual(network);
        expect(toInt(info.lastHost)).toBeLessThanOrEqual(last);
        expect(toInt(info.lastHost) - toInt(info.firstHost) + 1).toBe(info.usableHostCount);
      }),
      { numRuns: 300 },
    );
  });

  it('next(previous(x)) == x and previous(next(x)) == x for a network block', () => {
    fc.assert(
      fc.property(arbAddress, fc.integer({ min: 1, max: 32 }), (a, p) => {
        const x = calculateIpv4Subnet(`${toDotted(a)}/${p}`).cidr;
        const prev = adjacentIpv4Subnet(x, 'previous');
        if (prev !== null) expect(adjacentIpv4Subnet(prev, 'next')).toBe(x);
        const next = adjacentIpv4Subnet(x, 'next');
        if (next !== null) expect(adjacentIpv4Subnet(next, 'previous')).toBe(x);
        // Blocks are aligned and adjacent: next starts right after the last address.
        if (next !== null) expect(toInt(calculateIpv4Subnet(next).networkAddress)).toBe(toInt(calculateIpv4Subnet(x).lastAddress) + 1);
      }),
      { numRuns: 300 },
    );
  });

  it('adjacent blocks keep the input form and stop at the edges of the space', () => {
    expect(adjacentIpv4Subnet('192.168.0.7/24', 'next')).toBe('192.168.1.0/24');
    expect(adjacentIpv4Subnet('192.168.0.7/24', 'previous')).toBe('192.167.255.0/24');
    expect(adjacentIpv4Subnet('10.0.0.1 255.255.255.0', 'next')).toBe('10.0.1.0 255.255.255.0');
    expect(adjacentIpv4Subnet('10.0.0.1', 'previous')).toBe('10.0.0.0');
    expect(adjacentIpv4Subnet('0.0.0.0/24', 'previous')).toBeNull();
    expect(adjacentIpv4Subnet('255.255.255.0/24', 'next')).toBeNull();
    expect(adjacentIpv4Subnet('255.255.255.255', 'next')).toBeNull();
    expect(adjacentIpv4Subnet('0.0.0.0', 'previous')).toBeNull();
    expect(adjacentIpv4Subnet('1.2.3.4/0', 'next')).toBeNull();
    expect(adjacentIpv4Subnet('1.2.3.4/0', 'previous')).toBeNull();
  });
});

describe('errors', () => {
  it('an octet above 255 names the octet and its position', () => {
    const e = inputError(() => calculateIpv4Subnet('192.168.0.256/24'));
    expect(e.message).toBe('Octet 4 of the address is 256, but an octet must be from 0 to 255.');
    expect(e.position).toBe(10);
  });

  it('a prefix above 32', () => {
    const e = inputError(() => calculateIpv4Subnet('10.0.0.1/33'));
    expect(e.message).toMatch(/prefix length \/33 is out of range/);
    expect(e.position).toBe(9);
  });

  it('a non-contiguous netmask, and a wildcard mask given as netmask', () => {
    expect(inputError(() => calculateIpv4Subnet('10.0.0.1 255.0.255.0')).message).toMatch(/netmask 255\.0\.255\.0 is not contiguous/);
    expect(inputError(() => calculateIpv4Subnet('10.0.0.1 0.0.0.255')).message).toMatch(
      /wildcard mask; the matching netmask is 255\.255\.255\.0 \(\/24\)/,
    );
  });

  it('a netmask octet above 255', () => {
    expect(inputError(() => calculateIpv4Subnet('10.0.0.1 255.255.256.0')).message).toBe(
      'Octet 3 of the netmask is 256, but an octet must be from 0 to 255.',
    );
  });

  it('other malformed input', () => {
    expect(inputError(() => calculateIpv4Subnet('')).message).toMatch(/Enter an IPv4 address/);
    expect(inputError(() => calculateIpv4Subnet('1.2.3/24')).message).toMatch(/4 numbers separated by dots.*has 3/);
    expect(inputError(() => calculateIpv4Subnet('1.2.x.4')).message).toMatch(/Octet 3 .*not a decimal number/);
    expect(inputError(() => calculateIpv4Subnet('010.0.0.1')).message).toMatch(/leading zero/);
    expect(inputError(() => calculateIpv4Subnet('10.0.0.1/')).message).toMatch(/prefix length .* missing/);
    expect(inputError(() => calculateIpv4Subnet('10.0.0.1/abc')).message).toMatch(/not a number from 0 to 32/);
    expect(inputError(() => calculateIpv4Subnet('10.0.0.1 24')).message).toMatch(/not a netmask/);
    expect(inputError(() => calculateIpv4Subnet('10.0.0.1 255.255.255.0 x')).message).toMatch(/Write the address/);
    expect(inputError(() => calculateIpv4Subnet('2001:db8::1/64')).message).toMatch(/4 numbers separated by dots/);
  });

  it('never throws anything but ToolInputError on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        try {
          calculateIpv4Subnet(s);
          adjacentIpv4Subnet(s, 'next');
        } catch (e) {
          expect(e).toBeInstanceOf(ToolInputError);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('ipv4 subnet calculator: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(ipv4SubnetCalculator, ipv4SubnetCalculatorState);
  });

  it('every example computes a subnet without an error', () => {
    const examples = ipv4SubnetCalculator.examples ?? [];
    const info = (label: string) => calculateIpv4Subnet((examples.find((e) => e.label === label)!.state as { input: string }).input);
    for (const { state } of examples) expect(() => calculateIpv4Subnet((state as { input: string }).input)).not.toThrow();
    // RFC 1878: a /24 has 256 addresses and 254 hosts; RFC 3021 §2: both addresses of a /31
    // are hosts; RFC 6598: 100.64.0.0/10 is shared address space (carrier-grade NAT).
    expect(info('Home network /24')).toMatchObject({ networkAddress: '192.168.0.0', addressCount: 256, usableHostCount: 254 });
    expect(info('Address and netmask')).toMatchObject({ cidr: '10.0.0.0/24', form: 'mask' });
    expect(info('Point-to-point /31')).toMatchObject({ usableHostCount: 2, broadcastAddress: null });
    expect(info('Carrier-grade NAT')).toMatchObject({ isCgnat: true, isPrivate: false });
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    // Near-valid inputs reach the deeper checks: any integers as octets, prefixes and masks.
    const int = fc.oneof(fc.integer({ min: -5, max: 300 }), fc.integer(), fc.constantFrom('', '00', '08', '1e3', ' '));
    const nearSubnet = fc
      .tuple(fc.array(int, { minLength: 1, maxLength: 6 }), fc.constantFrom('/', ' ', ' / ', ''), fc.oneof(int.map(String), fc.array(int, { maxLength: 5 }).map((a) => a.join('.'))))
      .map(([octets, sep, suffix]) => `${octets.join('.')}${sep}${suffix}`);
    const text = fc.oneof(hostileText, nearSubnet);
    fuzzToolFunction((s: string) => parseIpv4SubnetInput(s), text);
    fuzzToolFunction((s: string) => calculateIpv4Subnet(s), text);
    fuzzToolFunction((s: string) => adjacentIpv4Subnet(s, 'previous'), text);
    fuzzToolFunction((s: string) => adjacentIpv4Subnet(s, 'next'), text);
    fuzzToolFunction((s: string) => netmaskToPrefix(s), text);
    fuzzToolFunction((s: string) => ipv4AddressClass(s), text);
    fuzzToolFunction((n: number) => prefixToNetmask(n), fc.oneof(fc.integer(), fc.double(), fc.integer({ min: -2, max: 34 })));
  });
});

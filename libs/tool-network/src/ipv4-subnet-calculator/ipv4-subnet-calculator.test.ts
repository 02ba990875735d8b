import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { Address6 } from 'ip-address';
import {
  adjacentIpv4Subnet,
  calculateIpv4Subnet,
  IPV4_SUBNET_PAGE_MAX,
  ipv4AddressClass,
  ipv4MappedIpv6,
  ipv4PtrName,
  ipv4RangeToCidrs,
  ipv4ReverseZones,
  ipv4SixToFourPrefix,
  netmaskToPrefix,
  parseIpv4SubnetInput,
  prefixToNetmask,
  splitIpv4Subnet,
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
    // Python's ipaddress.summarize_address_range documentation: 192.0.2.0 to 192.0.2.130 is
    // 192.0.2.0/25, 192.0.2.128/31 and 192.0.2.130/32.
    expect(info('Range to CIDR blocks').range?.blocks).toEqual(['192.0.2.0/25', '192.0.2.128/31', '192.0.2.130/32']);
    expect(info('Wildcard')).toMatchObject({ cidr: '10.1.0.0/16', form: 'wildcard' });
    // Cisco "IP Addressing and Subnetting for New Users": 204.17.5.0 with mask 255.255.255.224 has 8 subnets.
    const split = examples.find((e) => e.label === 'Split a /24 into /27 subnets')!.state as { input: string; subnetPrefix: number };
    expect(splitIpv4Subnet(split.input, split.subnetPrefix).count).toBe(8n);
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
    // Ranges and wildcards: any octets around "-" and "*".
    const nearRange = fc
      .tuple(nearSubnet, fc.constantFrom('-', ' - ', '--', '-*', '*', '.*'), fc.oneof(nearSubnet, fc.constant('')))
      .map(([a, sep, b]) => `${a}${sep}${b}`);
    const wild = fc.oneof(text, nearRange);
    fuzzToolFunction((s: string) => calculateIpv4Subnet(s), wild);
    fuzzToolFunction((s: string) => adjacentIpv4Subnet(s, 'next'), wild);
    fuzzToolFunction((s: string) => ipv4ReverseZones(s), wild);
    fuzzToolFunction((s: string) => ipv4PtrName(s), text);
    fuzzToolFunction((s: string) => ipv4MappedIpv6(s), text);
    fuzzToolFunction((s: string) => ipv4SixToFourPrefix(s), text);
    fuzzToolFunction(([a, b]: [string, string]) => ipv4RangeToCidrs(a, b), fc.tuple(text, text));
    fuzzToolFunction(
      ([s, p, o, l]: [string, number, bigint, number]) => splitIpv4Subnet(s, p, o, l),
      fc.tuple(
        wild,
        fc.oneof(fc.integer({ min: -2, max: 34 }), fc.double()),
        fc.bigInt({ min: -5n, max: 1n << 33n }),
        fc.oneof(fc.integer({ min: -1, max: 20 }), fc.constantFrom(IPV4_SUBNET_PAGE_MAX + 1, 0.5)),
      ),
    );
    fuzzToolFunction((n: number) => prefixToNetmask(n), fc.oneof(fc.integer(), fc.double(), fc.integer({ min: -2, max: 34 })));
  });
});

// The WHATWG URL parser (Node's URL) serialises IPv6 hosts on its own: leading zeros dropped,
// the longest run of zero groups compressed, lower case — an independent RFC 5952-style oracle.
const urlIpv6 = (text: string) => new URL(`http://[${text}]/`).hostname.slice(1, -1);
const hex4 = (n: number) => n.toString(16).padStart(4, '0');

describe('ranges (RFC 4632 §3.1, RFC 1519 §5.1, RFC 1918 §3)', () => {
  // RFC 1519 §5.1 ("Example of new allocation and routing"): each client's block of class C
  // networks and the single supernet route that describes it.
  it.each([
    ['192.24.0.0', '192.24.7.255', '192.24.0.0/21'], // C1: route 192.24.0.0 mask 255.255.248.0
    ['192.24.16.0', '192.24.31.255', '192.24.16.0/20'], // C2: mask 255.255.240.0
    ['192.24.8.0', '192.24.11.255', '192.24.8.0/22'], // C3: mask 255.255.252.0
    ['192.24.12.0', '192.24.15.255', '192.24.12.0/22'], // C4: mask 255.255.252.0
    ['192.24.32.0', '192.24.33.255', '192.24.32.0/23'], // C5: mask 255.255.254.0
    ['192.24.0.0', '192.31.255.255', '192.24.0.0/13'], // the provider's block: mask 255.248.0.0
    // RFC 1918 §3: the three private blocks, written as ranges and as prefixes.
    ['10.0.0.0', '10.255.255.255', '10.0.0.0/8'],
    ['172.16.0.0', '172.31.255.255', '172.16.0.0/12'],
    ['192.168.0.0', '192.168.255.255', '192.168.0.0/16'],
    ['0.0.0.0', '255.255.255.255', '0.0.0.0/0'],
  ])('%s-%s is the single block %s', (start, end, cidr) => {
    expect(ipv4RangeToCidrs(start, end)).toEqual([cidr]);
    const info = calculateIpv4Subnet(`${start}-${end}`);
    expect(info).toMatchObject({ form: 'range', cidr, range: { start, end, blocks: [cidr] } });
    expect(info.range!.addressCount).toBe(info.addressCount);
  });

  it('splits an unaligned range into the fewest blocks (Python ipaddress.summarize_address_range docs)', () => {
    // https://docs.python.org/3/library/ipaddress.html#ipaddress.summarize_address_range
    expect(ipv4RangeToCidrs('192.0.2.0', '192.0.2.130')).toEqual(['192.0.2.0/25', '192.0.2.128/31', '192.0.2.130/32']);
    const info = calculateIpv4Subnet(' 192.0.2.0 - 192.0.2.130 ');
    expect(info).toMatchObject({ form: 'range', cidr: '192.0.2.0/25', addressCount: 128 });
    expect(info.range).toEqual({ start: '192.0.2.0', end: '192.0.2.130', addressCount: 131, blocks: ['192.0.2.0/25', '192.0.2.128/31', '192.0.2.130/32'] });
    // The worst case: 0.0.0.1 to 255.255.255.254 needs 62 blocks.
    expect(ipv4RangeToCidrs('0.0.0.1', '255.255.255.254')).toHaveLength(62);
  });

  it('covers exactly the range with aligned blocks that cannot be merged', () => {
    fc.assert(
      fc.property(arbAddress, arbAddress, (x, y) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        const blocks = ipv4RangeToCidrs(toDotted(lo), toDotted(hi)).map((b) => {
          const [a, p] = b.split('/');
          return { start: toInt(a!), size: 2 ** (32 - Number(p)) };
        });
        let next = lo;
        for (const [i, b] of blocks.entries()) {
          expect(b.start).toBe(next); // contiguous, in order
          expect(b.start % b.size).toBe(0); // aligned (RFC 4632 §3.1)
          next += b.size;
          const following = blocks[i + 1];
          // Two equal neighbours forming an aligned block of twice the size would be one block.
          if (following && following.size === b.size) expect(b.start % (2 * b.size)).not.toBe(0);
        }
        expect(next).toBe(hi + 1);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a range that ends before it starts, or misses an end, naming the place', () => {
    const e = inputError(() => calculateIpv4Subnet('10.0.0.9-10.0.0.1'));
    expect(e.message).toBe('The range ends at 10.0.0.1, before it starts at 10.0.0.9: write the lower address first.');
    expect(e.position).toBe(9);
    expect(inputError(() => ipv4RangeToCidrs('10.0.0.9', '10.0.0.1')).message).toMatch(/before it starts/);
    expect(inputError(() => calculateIpv4Subnet('10.0.0.1-')).message).toMatch(/last address of the range is missing/);
    expect(inputError(() => calculateIpv4Subnet('-10.0.0.1')).message).toMatch(/first address of the range is missing/);
    expect(inputError(() => calculateIpv4Subnet('10.0.0.1-10.0.0.2-10.0.0.3')).message).toMatch(/two addresses joined by "-"/);
    const octet = inputError(() => calculateIpv4Subnet('10.0.0.1 - 10.0.0.300'));
    expect(octet.message).toBe('Octet 4 of the last address is 300, but an octet must be from 0 to 255.');
    expect(octet.position).toBe(18);
  });

  it('steps to the range of the same length before or after', () => {
    expect(adjacentIpv4Subnet('192.0.2.0-192.0.2.130', 'next')).toBe('192.0.2.131-192.0.3.5');
    expect(adjacentIpv4Subnet('192.168.1.0-192.168.1.255', 'previous')).toBe('192.168.0.0-192.168.0.255');
    expect(adjacentIpv4Subnet('0.0.0.0-0.0.0.9', 'previous')).toBeNull();
    expect(adjacentIpv4Subnet('255.255.255.0-255.255.255.255', 'next')).toBeNull();
    fc.assert(
      fc.property(arbAddress, arbAddress, (x, y) => {
        const range = x <= y ? `${toDotted(x)}-${toDotted(y)}` : `${toDotted(y)}-${toDotted(x)}`;
        const next = adjacentIpv4Subnet(range, 'next');
        if (next !== null) expect(adjacentIpv4Subnet(next, 'previous')).toBe(range);
      }),
      { numRuns: 200 },
    );
  });
});

describe('wildcards (trailing "*" octets)', () => {
  it('reads each "*" as 8 host bits', () => {
    expect(parseIpv4SubnetInput('192.168.1.*')).toEqual({ address: '192.168.1.0', prefix: 24, form: 'wildcard' });
    expect(calculateIpv4Subnet('10.*.*.*')).toMatchObject({ cidr: '10.0.0.0/8', netmask: '255.0.0.0', isPrivate: true });
    expect(calculateIpv4Subnet('*.*.*.*')).toMatchObject({ cidr: '0.0.0.0/0', addressCount: 2 ** 32 });
  });

  it('gives the same block as the CIDR with 8 bits fewer per "*"', () => {
    fc.assert(
      fc.property(arbAddress, fc.integer({ min: 0, max: 4 }), (a, stars) => {
        const octets = toDotted(a).split('.');
        const wildcard = octets.map((o, i) => (i >= 4 - stars ? '*' : o)).join('.');
        const viaWildcard = calculateIpv4Subnet(wildcard);
        expect(viaWildcard.cidr).toBe(calculateIpv4Subnet(`${toDotted(a)}/${32 - 8 * stars}`).cidr);
        if (stars > 0) expect(viaWildcard.form).toBe('wildcard');
      }),
      { numRuns: 200 },
    );
  });

  it('steps to the next wildcard block', () => {
    expect(adjacentIpv4Subnet('192.168.1.*', 'next')).toBe('192.168.2.*');
    expect(adjacentIpv4Subnet('10.*.*.*', 'previous')).toBe('9.*.*.*');
    expect(adjacentIpv4Subnet('*.*.*.*', 'next')).toBeNull();
  });

  it('refuses a "*" inside an octet, before a number, or with a prefix, naming the octet', () => {
    const inside = inputError(() => calculateIpv4Subnet('192.168.1*.*'));
    expect(inside.message).toBe('Octet 3 of the wildcard ("1*") mixes digits and "*": a wildcard octet is "*" alone.');
    expect(inside.position).toBe(8);
    const interior = inputError(() => calculateIpv4Subnet('192.*.1.*'));
    expect(interior.message).toMatch(/Octet 3 of the wildcard \("1"\) follows a "\*"/);
    expect(interior.position).toBe(6);
    expect(inputError(() => calculateIpv4Subnet('192.168.1.*/24')).message).toMatch(/takes no prefix length/);
    expect(inputError(() => calculateIpv4Subnet('192.168.*')).message).toMatch(/must have 4 octets.*has 3/);
    expect(inputError(() => calculateIpv4Subnet('192.300.*.*')).message).toBe('Octet 2 of the address is 300, but an octet must be from 0 to 255.');
  });
});

describe('reverse DNS (RFC 1035 §3.5, RFC 2317)', () => {
  it('names the PTR record of an address: RFC 1035 §3.5, 10.2.0.52 is 52.0.2.10.IN-ADDR.ARPA', () => {
    expect(ipv4PtrName('10.2.0.52')).toBe('52.0.2.10.in-addr.arpa.');
    expect(calculateIpv4Subnet('10.2.0.52/8').ptrName).toBe('52.0.2.10.in-addr.arpa.');
  });

  it('reverses the octets of any address', () => {
    fc.assert(
      fc.property(arbAddress, (a) => {
        expect(ipv4PtrName(toDotted(a))).toBe(`${toDotted(a).split('.').reverse().join('.')}.in-addr.arpa.`);
      }),
    );
  });

  it('names the zone of a block on an octet boundary (RFC 1035 §3.5: 10.IN-ADDR.ARPA for net 10)', () => {
    expect(ipv4ReverseZones('10.0.0.0/8')).toEqual(['10.in-addr.arpa.']);
    expect(ipv4ReverseZones('26.0.0.0/8')).toEqual(['26.in-addr.arpa.']);
    expect(ipv4ReverseZones('192.168.0.0/16')).toEqual(['168.192.in-addr.arpa.']);
    expect(ipv4ReverseZones('192.0.2.77/24')).toEqual(['2.0.192.in-addr.arpa.']);
    expect(ipv4ReverseZones('0.0.0.0/0')).toEqual(['in-addr.arpa.']);
    expect(ipv4ReverseZones('10.2.0.52/32')).toEqual(['52.0.2.10.in-addr.arpa.']);
  });

  it('names the classless zones of RFC 2317 §4 (0/26, 64/27, 96/28 under 2.0.192.in-addr.arpa)', () => {
    expect(ipv4ReverseZones('192.0.2.0/26')).toEqual(['0/26.2.0.192.in-addr.arpa.']);
    expect(ipv4ReverseZones('192.0.2.64/27')).toEqual(['64/27.2.0.192.in-addr.arpa.']);
    expect(ipv4ReverseZones('192.0.2.96/28')).toEqual(['96/28.2.0.192.in-addr.arpa.']);
    expect(calculateIpv4Subnet('192.0.2.70/27').reverseZones).toEqual(['64/27.2.0.192.in-addr.arpa.']);
  });

  it('lists the zones of the next octet boundary for a block between boundaries', () => {
    expect(ipv4ReverseZones('192.168.0.0/22')).toEqual([
      '0.168.192.in-addr.arpa.',
      '1.168.192.in-addr.arpa.',
      '2.168.192.in-addr.arpa.',
      '3.168.192.in-addr.arpa.',
    ]);
    expect(ipv4ReverseZones('172.16.0.0/12')).toHaveLength(16);
    expect(ipv4ReverseZones('172.16.0.0/12').at(-1)).toBe('31.172.in-addr.arpa.');
    fc.assert(
      fc.property(arbAddress, fc.integer({ min: 1, max: 23 }).filter((p) => p % 8 !== 0), (a, p) => {
        const zones = ipv4ReverseZones(`${toDotted(a)}/${p}`);
        expect(zones).toHaveLength(2 ** (Math.ceil(p / 8) * 8 - p));
      }),
    );
  });
});

describe('IPv4-mapped IPv6 (RFC 4291 §2.5.5.2) and 6to4 (RFC 3056 §2)', () => {
  it('maps RFC 4291 §2.2\'s example ::FFFF:129.144.52.38', () => {
    const mapped = ipv4MappedIpv6('129.144.52.38');
    expect(mapped.dotted).toBe('::ffff:129.144.52.38');
    expect(mapped.hex).toBe(urlIpv6('::FFFF:129.144.52.38'));
    expect(mapped.hex).toBe('::ffff:8190:3426');
  });

  it('writes 192.168.1.1 as ::ffff:c0a8:101 (RFC 5952 §4.1: no leading zeros) and ::ffff:192.168.1.1', () => {
    const info = calculateIpv4Subnet('192.168.1.1/24');
    expect(info.ipv4MappedIpv6).toBe('::ffff:c0a8:101');
    expect(info.ipv4MappedIpv6Dotted).toBe('::ffff:192.168.1.1');
    // The zero-padded spelling is the same address.
    expect(urlIpv6('::ffff:c0a8:0101')).toBe(info.ipv4MappedIpv6);
  });

  it('maps any address: 80 zero bits, 16 one bits, then the IPv4 address', () => {
    fc.assert(
      fc.property(arbAddress, (a) => {
        const { hex, dotted } = ipv4MappedIpv6(toDotted(a));
        expect(dotted).toBe(`::ffff:${toDotted(a)}`);
        expect(hex).toBe(urlIpv6(`0:0:0:0:0:ffff:${hex4(Math.floor(a / 65536))}:${hex4(a % 65536)}`));
        expect(urlIpv6(dotted)).toBe(hex);
      }),
    );
  });

  it('gives the 6to4 prefix 2002:c000:0204::/48 for 192.0.2.4 (Wikipedia "6to4"), in RFC 5952 form', () => {
    expect(ipv4SixToFourPrefix('192.0.2.4')).toBe('2002:c000:204::/48');
    expect(`${urlIpv6('2002:c000:0204::')}/48`).toBe(ipv4SixToFourPrefix('192.0.2.4'));
    expect(calculateIpv4Subnet('192.168.1.1/24').sixToFourPrefix).toBe('2002:c0a8:101::/48');
  });

  it('embeds any address as 2002:V4ADDR::/48', () => {
    fc.assert(
      fc.property(arbAddress, (a) => {
        const prefix = ipv4SixToFourPrefix(toDotted(a));
        expect(prefix).toBe(`${urlIpv6(`2002:${hex4(Math.floor(a / 65536))}:${hex4(a % 65536)}::`)}/48`);
        expect(new Address6(prefix.slice(0, -3)).inspect6to4().gateway).toBe(toDotted(a));
      }),
    );
  });
});

describe('splitIpv4Subnet (RFC 4632 §3.1, RFC 950)', () => {
  // RFC 4632 §3.1, the table of prefix lengths: the number of blocks of each size in the
  // whole IPv4 space (0.0.0.0/0).
  it.each([
    [0, 1n],
    [8, 256n],
    [16, 65536n],
    [24, 16777216n],
    [30, 1073741824n],
    [31, 2147483648n],
    [32, 4294967296n],
  ])('0.0.0.0/0 holds %i-bit blocks: %s (RFC 4632 §3.1)', (p, count) => {
    expect(splitIpv4Subnet('0.0.0.0/0', p, 0n, 0).count).toBe(count);
  });

  it('lists the /27 subnets of 204.17.5.0/24 (Cisco, "IP Addressing and Subnetting for New Users")', () => {
    const { count, subnets } = splitIpv4Subnet('204.17.5.0 255.255.255.0', 27);
    expect(count).toBe(8n);
    expect(subnets.map((s) => s.cidr)).toEqual([0, 32, 64, 96, 128, 160, 192, 224].map((n) => `204.17.5.${n}/27`));
    expect(subnets.map((s) => [s.firstHost, s.lastHost])).toEqual(
      [0, 32, 64, 96, 128, 160, 192, 224].map((n) => [`204.17.5.${n + 1}`, `204.17.5.${n + 30}`]),
    );
    expect(subnets[0]!.broadcastAddress).toBe('204.17.5.31');
    expect(subnets[7]!.index).toBe(7n);
  });

  it('pages instantly through the largest split (every /32 of 0.0.0.0/0)', () => {
    const started = performance.now();
    const last = splitIpv4Subnet('0.0.0.0/0', 32, (1n << 32n) - 3n, 100);
    expect(last.subnets.map((s) => s.cidr)).toEqual(['255.255.255.253/32', '255.255.255.254/32', '255.255.255.255/32']);
    expect(last.subnets[0]).toMatchObject({ firstHost: '255.255.255.253', broadcastAddress: null });
    expect(splitIpv4Subnet('0.0.0.0/0', 32, 1n << 32n).subnets).toEqual([]);
    // Listing all 2^32 would take minutes; a page takes microseconds (the bound leaves room for a loaded machine).
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('a split with the block\'s own prefix is the block; /31 subnets have no broadcast (RFC 3021)', () => {
    expect(splitIpv4Subnet('10.1.2.3/24', 24).subnets).toEqual([
      { index: 0n, cidr: '10.1.2.0/24', networkAddress: '10.1.2.0', firstHost: '10.1.2.1', lastHost: '10.1.2.254', broadcastAddress: '10.1.2.255' },
    ]);
    expect(splitIpv4Subnet('10.1.2.0/30', 31).subnets.map((s) => [s.firstHost, s.lastHost, s.broadcastAddress])).toEqual([
      ['10.1.2.0', '10.1.2.1', null],
      ['10.1.2.2', '10.1.2.3', null],
    ]);
  });

  it('pages tile the block: contiguous, aligned, 2^(m − n) of them', () => {
    fc.assert(
      fc.property(arbAddress, fc.integer({ min: 16, max: 32 }), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 7 }), (a, p, extra, pageSize) => {
        const m = Math.min(32, p + extra);
        const info = calculateIpv4Subnet(`${toDotted(a)}/${p}`);
        const all: string[] = [];
        const count = Number(splitIpv4Subnet(info.cidr, m, 0n, 0).count);
        expect(count).toBe(2 ** (m - p));
        for (let offset = 0; offset < count; offset += pageSize) {
          all.push(...splitIpv4Subnet(info.cidr, m, BigInt(offset), pageSize).subnets.map((s) => s.cidr));
        }
        expect(all).toHaveLength(count);
        const size = 2 ** (32 - m);
        all.forEach((cidr, i) => expect(cidr).toBe(`${toDotted(toInt(info.networkAddress) + i * size)}/${m}`));
      }),
      { numRuns: 100 },
    );
  });

  it('splits the first block of a range', () => {
    expect(splitIpv4Subnet('192.0.2.0-192.0.2.130', 26).subnets.map((s) => s.cidr)).toEqual(['192.0.2.0/26', '192.0.2.64/26']);
  });

  it('refuses a prefix shorter than the block\'s, or out of range, and oversized pages', () => {
    expect(inputError(() => splitIpv4Subnet('10.0.0.0/24', 20)).message).toBe(
      "The subnet prefix length must be a whole number from /24 (the block's own) to /32 (got 20).",
    );
    expectToolInputErrorFor(() => splitIpv4Subnet('10.0.0.0/24', 33));
    expectToolInputErrorFor(() => splitIpv4Subnet('10.0.0.0/24', 25.5));
    expectToolInputErrorFor(() => splitIpv4Subnet('10.0.0.0/24', 26, 0n, IPV4_SUBNET_PAGE_MAX + 1));
    expectToolInputErrorFor(() => splitIpv4Subnet('10.0.0.0/24', 26, -1n));
  });
});

function expectToolInputErrorFor(fn: () => unknown) {
  expect(fn).toThrow(ToolInputError);
}

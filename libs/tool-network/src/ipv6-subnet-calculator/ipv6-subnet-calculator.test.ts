import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { calculateIpv6Subnet, IPV6_SUBNET_PAGE_MAX, splitIpv6Subnet } from './ipv6-subnet-calculator.js';
import { ipv6SubnetCalculatorTool } from './meta.js';
import { ipv6SubnetCalculatorState } from './state.js';

describe('calculateIpv6Subnet', () => {
  it('RFC 3849: 2001:db8::/32, 2^96 addresses, 2^32 /64s', () => {
    expect(calculateIpv6Subnet('2001:db8::/32')).toMatchObject({
      cidr: '2001:db8::/32',
      firstAddress: '2001:db8::',
      lastAddress: '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff',
      addressCount: 2n ** 96n,
      subnet64Count: 2n ** 32n,
      mask: 'ffff:ffff::',
      maskExpanded: 'ffff:ffff:0000:0000:0000:0000:0000:0000',
      type: 'Documentation',
    });
  });

  it('RFC 4291 §2.3: the node address 2001:0DB8:0:CD30:123:4567:89AB:CDEF/60 is in the prefix 2001:db8:0:cd30::/60', () => {
    const info = calculateIpv6Subnet('2001:0DB8:0:CD30:123:4567:89AB:CDEF/60');
    expect(info.cidr).toBe('2001:db8:0:cd30::/60');
    expect(info.address).toBe('2001:db8:0:cd30:123:4567:89ab:cdef');
    expect(info.lastAddress).toBe('2001:db8:0:cd3f:ffff:ffff:ffff:ffff');
    expect(info.subnet64Count).toBe(16n);
    expect(info.addressHex).toBe('20010db80000cd300123456789abcdef');
    expect(BigInt(info.addressInteger)).toBe(0x20010db80000cd300123456789abcdefn);
    expect(info.addressBinary.split(':')[0]).toBe('0010000000000001');
  });

  it('RFC 3596 §2.5: the PTR name of 4321:0:1:2:3:4:567:89ab', () => {
    expect(calculateIpv6Subnet('4321:0:1:2:3:4:567:89ab').ptrName).toBe(
      'b.a.9.8.7.6.5.0.4.0.0.0.3.0.0.0.2.0.0.0.1.0.0.0.0.0.0.0.1.2.3.4.ip6.arpa.',
    );
  });

  it('reverse zones on and between nibble boundaries (RFC 3596 §2.5: one label per 4 bits)', () => {
    expect(calculateIpv6Subnet('2001:db8::/32').reverseZones).toEqual(['8.b.d.0.1.0.0.2.ip6.arpa.']);
    expect(calculateIpv6Subnet('2001:db8::/30').reverseZones).toEqual([
      '8.b.d.0.1.0.0.2.ip6.arpa.',
      '9.b.d.0.1.0.0.2.ip6.arpa.',
      'a.b.d.0.1.0.0.2.ip6.arpa.',
      'b.b.d.0.1.0.0.2.ip6.arpa.',
    ]);
    expect(calculateIpv6Subnet('::/0').reverseZones).toEqual(['ip6.arpa.']);
  });

  it('types, 6to4 (RFC 3056 §2) and Teredo (RFC 4380 §4) fields', () => {
    expect(calculateIpv6Subnet('fe80::1/64')).toMatchObject({
      type: 'Link-local unicast',
      prefixAssumed: false,
      sixToFourGateway: null,
      teredo: null,
    });
    expect(calculateIpv6Subnet('fd12:3456:789a::/48').type).toBe('Unique local');
    // 2002:V4ADDR::/48 with V4ADDR = c000:0204 = 192.0.2.4.
    expect(calculateIpv6Subnet('2002:c000:204::1/48').sixToFourGateway).toBe('192.0.2.4');
    // The Teredo example of Wikipedia's "Teredo tunneling" article.
    expect(calculateIpv6Subnet('2001:0:4136:e378:8000:63bf:3fff:fdd2').teredo).toEqual({
      server: '65.54.227.120',
      client: '192.0.2.45',
      port: '40000',
      coneNat: true,
    });
  });

  it('an address alone is /128; /0 is all of IPv6', () => {
    expect(calculateIpv6Subnet('::1')).toMatchObject({
      prefix: 128,
      prefixAssumed: true,
      addressCount: 1n,
      subnet64Count: null,
      type: 'Loopback',
    });
    expect(calculateIpv6Subnet('::/0').addressCount).toBe(2n ** 128n);
  });

  it('first + count − 1 = last, and the network has no bits past the prefix', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 128n - 1n }), fc.integer({ min: 0, max: 128 }), (n, p) => {
        const hex = n
          .toString(16)
          .padStart(32, '0')
          .replace(/(.{4})(?!$)/g, '$1:');
        const info = calculateIpv6Subnet(`${hex}/${p}`);
        const first = BigInt(`0x${calculateIpv6Subnet(info.firstAddress).addressHex}`);
        const last = BigInt(`0x${calculateIpv6Subnet(info.lastAddress).addressHex}`);
        expect(last - first + 1n).toBe(info.addressCount);
        expect(first % info.addressCount).toBe(0n);
        expect(first <= n && n <= last).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('names the wrong part', () => {
    expect(expectToolInputError(() => calculateIpv6Subnet('2001:db8::/129')).message).toMatch(/0 to 128/);
    expect(expectToolInputError(() => calculateIpv6Subnet('192.168.0.1/24')).message).toMatch(/IPv4 address/);
    expect(expectToolInputError(() => calculateIpv6Subnet('2001:db8::1-2001:db8::5')).message).toMatch(/range/);
    expect(expectToolInputError(() => calculateIpv6Subnet('2001:db8:::1/64')).message).toMatch(/"::"|group/);
    expect(expectToolInputError(() => calculateIpv6Subnet('')).message).toMatch(/Enter an IPv6 address/);
  });
});

describe('splitIpv6Subnet', () => {
  it('2001:db8::/32 into /48s: 2^16 of them, first, second and last', () => {
    const first = splitIpv6Subnet('2001:db8::/32', 48, 0n, 2);
    expect(first.count).toBe(65536n);
    expect(first.subnets.map((s) => s.cidr)).toEqual(['2001:db8::/48', '2001:db8:1::/48']);
    expect(first.subnets[0]!.lastAddress).toBe('2001:db8:0:ffff:ffff:ffff:ffff:ffff');
    expect(splitIpv6Subnet('2001:db8::/32', 48, 65535n, 10).subnets.map((s) => s.cidr)).toEqual(['2001:db8:ffff::/48']);
  });

  it('::/0 into /128s: 2^128 subnets, the last page computed without listing the others', () => {
    const last = splitIpv6Subnet('::/0', 128, 2n ** 128n - 1n, 100);
    expect(last.count).toBe(2n ** 128n);
    expect(last.subnets.map((s) => s.cidr)).toEqual(['ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff/128']);
  });

  it('rejects bad page requests', () => {
    expect(expectToolInputError(() => splitIpv6Subnet('2001:db8::/32', 16)).message).toMatch(/from \/32/);
    expect(expectToolInputError(() => splitIpv6Subnet('2001:db8::/32', 48, 0n, IPV6_SUBNET_PAGE_MAX + 1)).message).toMatch(/At most/);
    expect(expectToolInputError(() => splitIpv6Subnet('2001:db8::/32', 48, -1n)).message).toMatch(/0 or more/);
  });
});

describe('ipv6-subnet-calculator meta', () => {
  it('has examples that are valid states and compute', () => {
    expectExamplesMatchState(ipv6SubnetCalculatorTool, ipv6SubnetCalculatorState);
    for (const { state } of ipv6SubnetCalculatorTool.examples ?? []) expect(calculateIpv6Subnet(String(state.input)).cidr).toContain('/');
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => calculateIpv6Subnet(s));
    fuzzToolFunction(([s, p]: [string, number]) => splitIpv6Subnet(s, p, 0n, 5), fc.tuple(hostileText, fc.integer({ min: -5, max: 140 })));
  });
});

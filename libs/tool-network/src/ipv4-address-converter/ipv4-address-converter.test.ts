import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ipv4AddressConverterTool } from './meta.js';
import { ipv4AddressConverterState } from './state.js';
import { convertIpv4Address, parseIpv4AnyForm } from './ipv4-address-converter.js';

const message = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ToolInputError);
    return (e as Error).message;
  }
  throw new Error('expected a ToolInputError');
};

describe('convertIpv4Address: published values', () => {
  it('writes the IPv4-mapped and -compatible forms of RFC 4291 §2.2 (text form 3)', () => {
    // RFC 4291 §2.2: "0:0:0:0:0:FFFF:129.144.52.38" or compressed "::FFFF:129.144.52.38"; "::13.1.68.3".
    const mapped = convertIpv4Address('129.144.52.38');
    expect(mapped.ipv4Mapped).toBe('::ffff:129.144.52.38');
    expect(mapped.ipv4MappedExpanded).toBe('0000:0000:0000:0000:0000:ffff:8190:3426');
    expect(mapped.ipv4MappedHex).toBe('::ffff:8190:3426');
    expect(convertIpv4Address('13.1.68.3').ipv4Compatible).toBe('::13.1.68.3');
    expect(convertIpv4Address('13.1.68.3').ipv4CompatibleHex).toBe('::d01:4403');
  });

  it('reads those RFC 4291 §2.2 IPv6 texts back as IPv4', () => {
    expect(parseIpv4AnyForm('0:0:0:0:0:FFFF:129.144.52.38')).toEqual({ value: convertIpv4Address('129.144.52.38').value, form: 'ipv4-mapped' });
    expect(parseIpv4AnyForm('::FFFF:129.144.52.38').form).toBe('ipv4-mapped');
    expect(convertIpv4Address('::13.1.68.3')).toMatchObject({ dotted: '13.1.68.3', form: 'ipv4-compatible' });
  });

  it('gives the NAT64 address of RFC 6052 §2.4 (192.0.2.33 under 64:ff9b::/96)', () => {
    const forms = convertIpv4Address('192.0.2.33');
    expect(forms.nat64).toBe('64:ff9b::192.0.2.33');
    // RFC 6052 §2.4 writes the same address as 64:ff9b::c000:221 in hex.
    expect(forms.ipv4CompatibleHex).toBe('::c000:221');
  });

  it('gives the 6to4 prefix of the RFC 3068 relay anycast address (2002:c058:6301::)', () => {
    expect(convertIpv4Address('192.88.99.1').sixToFourPrefix).toBe('2002:c058:6301::/48');
  });

  it('gives the PTR name of RFC 1035 §3.5 (52.0.2.10 → 10.2.0.52.IN-ADDR.ARPA)', () => {
    expect(convertIpv4Address('10.2.0.52').ptrName.toLowerCase()).toMatch(/^52\.0\.2\.10\.in-addr\.arpa\.?$/);
    expect(convertIpv4Address('52.0.2.10').ptrName.toLowerCase()).toMatch(/^10\.2\.0\.52\.in-addr\.arpa\.?$/);
  });

  it('writes 192.168.1.1 as integers computed by place value', () => {
    const expected = 192 * 2 ** 24 + 168 * 2 ** 16 + 1 * 2 ** 8 + 1;
    const forms = convertIpv4Address('192.168.1.1');
    expect(forms.decimal).toBe(String(expected));
    expect(forms.hex).toBe('C0A80101');
    expect(forms.hexDotted).toBe('C0.A8.01.01');
    expect(forms.binaryDotted).toBe('11000000.10101000.00000001.00000001');
    expect(Number.parseInt(forms.octal, 8)).toBe(expected);
    expect(forms.octalDotted.split('.').map((o) => Number.parseInt(o, 8))).toEqual([192, 168, 1, 1]);
    expect(forms.addressClass).toBe('C');
    expect(forms.cidr).toBe('192.168.1.1/32');
  });

  it('names the special-purpose block from the IANA registry (RFC 1918, RFC 5737)', () => {
    expect(convertIpv4Address('10.1.2.3').specialRanges.map((r) => r.rfc)).toEqual(['RFC 1918']);
    expect(convertIpv4Address('198.51.100.7').specialRanges.map((r) => r.rfc)).toEqual(['RFC 5737']);
    expect(convertIpv4Address('8.8.8.8').specialRanges).toEqual([]);
  });
});

describe('parseIpv4AnyForm: input forms', () => {
  it('tells the form apart', () => {
    expect(parseIpv4AnyForm(' 192.168.1.1 ')).toEqual({ value: 0xc0a80101, form: 'dotted' });
    expect(parseIpv4AnyForm('3232235777')).toEqual({ value: 0xc0a80101, form: 'decimal' });
    expect(parseIpv4AnyForm('0XC0a80101')).toEqual({ value: 0xc0a80101, form: 'hex' });
    expect(parseIpv4AnyForm('c0a80101')).toEqual({ value: 0xc0a80101, form: 'hex' });
    expect(parseIpv4AnyForm('0b11000000101010000000000100000001')).toEqual({ value: 0xc0a80101, form: 'binary' });
    expect(parseIpv4AnyForm('11000000101010000000000100000001')).toEqual({ value: 0xc0a80101, form: 'binary' });
    expect(parseIpv4AnyForm('0o30052000401')).toEqual({ value: 0xc0a80101, form: 'octal' });
    expect(parseIpv4AnyForm('::ffff:c0a8:101')).toEqual({ value: 0xc0a80101, form: 'ipv4-mapped' });
    expect(parseIpv4AnyForm('0')).toEqual({ value: 0, form: 'decimal' });
    expect(parseIpv4AnyForm('4294967295')).toEqual({ value: 0xffffffff, form: 'decimal' });
  });

  it('round-trips every address through every written form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (value) => {
        const f = convertIpv4Address(String(value));
        const texts = [
          f.dotted,
          f.decimal,
          `0x${f.hex}`,
          `0b${f.binary}`,
          f.binary,
          f.binaryDotted,
          `0o${f.octal.slice(1)}`,
          f.ipv4Mapped,
          f.ipv4MappedHex,
          f.ipv4MappedExpanded,
          f.ipv4Compatible,
          f.ipv4CompatibleHex,
        ];
        for (const text of texts) expect(parseIpv4AnyForm(text).value, text).toBe(value);
        expect(f.binary).toHaveLength(32);
      }),
    );
  });

  it('explains what is wrong', () => {
    expect(message(() => parseIpv4AnyForm(''))).toMatch(/Enter an IPv4 address/);
    expect(message(() => parseIpv4AnyForm('192.168.1.256'))).toMatch(/Octet 4 .* 256/);
    expect(message(() => parseIpv4AnyForm('4294967296'))).toMatch(/more than 4294967295/);
    expect(message(() => parseIpv4AnyForm('0x1G'))).toMatch(/"G" at position 4 is not a hexadecimal digit/);
    expect(message(() => parseIpv4AnyForm('0b102'))).toMatch(/"2" .* not a binary digit/);
    expect(message(() => parseIpv4AnyForm('0o9'))).toMatch(/"9" .* not an octal digit/);
    expect(message(() => parseIpv4AnyForm('2001:db8::1'))).toMatch(/does not carry an IPv4 address/);
    expect(message(() => parseIpv4AnyForm('::ffff:1.2.3.999'))).toMatch(/Octet 4/);
    expect(message(() => parseIpv4AnyForm('1.2.3.4/24'))).toMatch(/not a decimal number/);
    expect(message(() => parseIpv4AnyForm('hello'))).toMatch(/"h" at position 1 is not part of an IPv4 address/);
  });
});

describe('ipv4-address-converter tool', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(ipv4AddressConverterTool, ipv4AddressConverterState);
    for (const example of ipv4AddressConverterTool.examples ?? []) expect(() => convertIpv4Address(String(example.state.input))).not.toThrow();
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => convertIpv4Address(s));
    fuzzToolFunction((s: string) => parseIpv4AnyForm(s));
  });
});

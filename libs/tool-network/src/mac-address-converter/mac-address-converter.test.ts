import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { macAddressConverterTool } from './meta.js';
import { macAddressConverterState } from './state.js';
import { convertMacAddress, MAC_CASES, macFromIpv6 } from './mac-address-converter.js';

describe('convertMacAddress', () => {
  it('RFC 2464 §4: 34-56-78-9A-BC-DE → interface identifier 36-56-78-FF-FE-9A-BC-DE, link-local fe80::3656:78ff:fe9a:bcde', () => {
    const r = convertMacAddress('34-56-78-9A-BC-DE');
    expect(r.forms).toEqual({ colon: '34:56:78:9a:bc:de', hyphen: '34-56-78-9A-BC-DE', dot: '3456.789a.bcde', bare: '3456789abcde' });
    expect(r.eui64?.hyphen).toBe('34-56-78-FF-FE-9A-BC-DE');
    expect(r.modifiedEui64.hyphen).toBe('36-56-78-FF-FE-9A-BC-DE');
    expect(r.interfaceId).toBe('3656:78ff:fe9a:bcde');
    expect(r.linkLocal).toBe('fe80::3656:78ff:fe9a:bcde');
    expect(r).toMatchObject({ multicast: false, local: false, broadcast: false, oui: '34-56-78' });
  });

  it('RFC 7042 §2.1.1 documentation address in Cisco dot notation, and its number forms', () => {
    const r = convertMacAddress('0000.5e00.5301', 'upper');
    expect(r.forms.colon).toBe('00:00:5E:00:53:01');
    expect(r.forms.dot).toBe('0000.5E00.5301');
    expect(r.hex).toBe('0x00005E005301');
    // 0x5E005301 = 94 · 2^24 + 0x5301 = 1577054977
    expect(r.decimal).toBe(String(0x00005e005301));
    expect(r.oui).toBe('00-00-5E');
  });

  it('reads an EUI-64 and gives its modified form (RFC 4291 Appendix A)', () => {
    // RFC 7042 §2.2.2: 00-00-5E-EF-10-00-00-00 to …-FF are EUI-64 documentation values.
    const r = convertMacAddress('00-00-5E-EF-10-00-00-01');
    expect(r.isEui64).toBe(true);
    expect(r.eui64).toBeNull();
    expect(r.modifiedEui64.hyphen).toBe('02-00-5E-EF-10-00-00-01');
    expect(r.linkLocal).toBe('fe80::200:5eef:1000:1');
  });

  it('the broadcast address is a group, locally administered address (IEEE 802-2014 §8.2)', () => {
    expect(convertMacAddress('ff:ff:ff:ff:ff:ff')).toMatchObject({ multicast: true, local: true, broadcast: true });
  });

  it('bit-reversed form: AC-DE-48-00-00-80 is 35-7B-12-00-00-01 (IEEE 802 §8.1)', () => {
    expect(convertMacAddress('ac:de:48:00:00:80').bitReversed).toBe('35-7B-12-00-00-01');
  });

  it('every case mode gives forms that read back as the same address (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 6, maxLength: 6 }), fc.constantFrom(...MAC_CASES), (bytes, mode) => {
        const text = bytes.map((b) => b.toString(16).padStart(2, '0')).join(':');
        const r = convertMacAddress(text, mode);
        for (const form of Object.values(r.forms)) expect(convertMacAddress(form).bytes).toEqual(bytes);
        expect(convertMacAddress(r.dotPairs).bytes).toEqual(bytes);
        expect(BigInt(r.hex)).toBe(BigInt(r.decimal));
        if (mode === 'lower') expect(JSON.stringify(Object.values(r))).not.toMatch(/[A-F]/);
        if (mode === 'upper') expect(JSON.stringify([...Object.values(r.forms), ...Object.values(r.modifiedEui64), r.hex.slice(2), r.oui, r.bitReversed])).not.toMatch(/[a-f]/);
      }),
    );
  });

  it('reads the MAC address back from an IPv6 address made from it (RFC 4291 Appendix A, RFC 2464 §4)', () => {
    const r = convertMacAddress('fe80::3656:78ff:fe9a:bcde%eth0');
    expect(r.forms.hyphen).toBe('34-56-78-9A-BC-DE');
    expect(r.fromIpv6).toBe('fe80::3656:78ff:fe9a:bcde%eth0');
    // Without FF-FE the interface identifier is an EUI-64.
    expect(convertMacAddress('fe80::200:5eef:1000:1').forms.hyphen).toBe('00-00-5E-EF-10-00-00-01');
    expect(macFromIpv6('fe80::21b:63ff:fe84:45e6')).toEqual([0x00, 0x1b, 0x63, 0x84, 0x45, 0xe6]);
  });

  it('MAC → link-local → MAC round-trips (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 6, maxLength: 6 }), (bytes) => {
        const text = bytes.map((b) => b.toString(16).padStart(2, '0')).join('-');
        expect(macFromIpv6(convertMacAddress(text).linkLocal)).toEqual(bytes);
      }),
    );
  });

  it('names the bad part', () => {
    expect(expectToolInputError(() => convertMacAddress('fe80::zz')).message).toMatch(/"fe80::zz" contains "z"/);
    expect(expectToolInputError(() => convertMacAddress('00:1b:63:84:45')).message).toBe('The address has 5 groups; it needs 6 octets (a MAC address) or 8 (an EUI-64).');
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(macAddressConverterTool, macAddressConverterState);
    for (const example of macAddressConverterTool.examples ?? []) {
      const state = example.state as { input?: string };
      if (state.input !== undefined) expect(() => convertMacAddress(state.input!)).not.toThrow();
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => convertMacAddress(s));
    fuzzToolFunction((s: string) => macFromIpv6(s));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { Address6 } from 'ip-address';
import {
  bitReverseOctets,
  eui48ToEui64,
  formatInterfaceId,
  formatMac,
  MAC_NOTATIONS,
  macBits,
  macToLinkLocal,
  modifiedEui64,
  parseMac,
  parseMacPrefix,
} from './mac.js';

const arbMac = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 6, maxLength: 6 });
const arbEui64 = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 8, maxLength: 8 });

describe('parseMac', () => {
  // RFC 7042 §2.1.1: 00-00-5E-00-53-00 … 00-00-5E-00-53-FF are the unicast MAC addresses for documentation.
  const documentation = [0x00, 0x00, 0x5e, 0x00, 0x53, 0x01];
  it.each([
    ['00-00-5E-00-53-01', 'hyphen'],
    ['00:00:5e:00:53:01', 'colon'],
    ['0000.5e00.5301', 'dot'],
    ['00005E005301', 'bare'],
    ['00.00.5e.00.53.01', 'dot'],
    ['00 00 5e 00 53 01', 'space'],
    ['0:0:5e:0:53:1', 'colon'], // macOS arp prints one-digit groups
    ['  00:00:5E:00:53:01 ', 'colon'],
  ])('reads %s (RFC 7042 documentation address)', (text, notation) => {
    expect(parseMac(text)).toEqual({ bytes: documentation, notation });
  });

  it('reads EUI-64 identifiers only when asked', () => {
    // RFC 7042 §2.2.2: 00-00-5E-EF-10-00-00-00 … are EUI-64 documentation values.
    expect(parseMac('00-00-5E-EF-10-00-00-01', { eui64: true }).bytes).toEqual([0, 0, 0x5e, 0xef, 0x10, 0, 0, 1]);
    expect(parseMac('0000.5eef.1000.0001', { eui64: true }).bytes).toEqual([0, 0, 0x5e, 0xef, 0x10, 0, 0, 1]);
    expect(expectToolInputError(() => parseMac('00-00-5E-EF-10-00-00-01')).message).toBe('The address has 8 groups; it needs 6 octets.');
  });

  it('names the bad part', () => {
    expect(expectToolInputError(() => parseMac('')).message).toMatch(/Enter a MAC address/);
    const bad = expectToolInputError(() => parseMac('00:1b:6g:84:45:e6'));
    expect(bad.message).toBe('Character 8 "g" is not a hexadecimal digit (0–9, a–f) nor a separator (":", "-", "." or a space).');
    expect(bad.position).toBe(7);
    const mixed = expectToolInputError(() => parseMac('00:1b-63:84:45:e6'));
    expect(mixed.message).toMatch(/mixes separators: ":" and then "-" at character 6/);
    expect(expectToolInputError(() => parseMac('00:1b:63:84:45')).message).toBe('The address has 5 groups; it needs 6 octets.');
    expect(expectToolInputError(() => parseMac('00:1b:633:84:45:e6')).message).toMatch(/^Group 3 "633" has 3 digits/);
    expect(expectToolInputError(() => parseMac('00:1b::84:45:e6')).message).toMatch(/^Group 3 is empty/);
    expect(expectToolInputError(() => parseMac('001b.6384.45e')).message).toMatch(/^Group 3 "45e" has 3 digits; in Cisco dot notation/);
    expect(expectToolInputError(() => parseMac('001b638445')).message).toMatch(/has 10 hexadecimal digits/);
  });

  it('round-trips every notation and case (fast-check)', () => {
    fc.assert(
      fc.property(arbMac, fc.constantFrom(...MAC_NOTATIONS), fc.constantFrom('lower' as const, 'upper' as const), (bytes, notation, hexCase) => {
        expect(parseMac(formatMac(bytes, notation, hexCase)).bytes).toEqual(bytes);
      }),
    );
    fc.assert(
      fc.property(arbEui64, fc.constantFrom(...MAC_NOTATIONS), (bytes, notation) => {
        expect(parseMac(formatMac(bytes, notation), { eui64: true }).bytes).toEqual(bytes);
      }),
    );
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseMac(s, { eui64: true }));
    fuzzToolFunction((s: string) => parseMacPrefix(s));
  });
});

describe('formatMac', () => {
  it('writes the IEEE 802 §8.1 hexadecimal representation and the other notations', () => {
    const bytes = [0xac, 0xde, 0x48, 0x00, 0x00, 0x80];
    expect(formatMac(bytes, 'hyphen', 'upper')).toBe('AC-DE-48-00-00-80');
    expect(formatMac(bytes, 'colon')).toBe('ac:de:48:00:00:80');
    expect(formatMac(bytes, 'dot')).toBe('acde.4800.0080');
    expect(formatMac(bytes, 'bare', 'upper')).toBe('ACDE48000080');
  });
});

describe('macBits (IEEE 802-2014 §8.2)', () => {
  it('reads the I/G and U/L bits', () => {
    // RFC 7042 §2.1: 00-00-5E is IANA's universal OUI; 01-00-5E-… are IPv4 multicast MACs (RFC 1112 §6.4).
    expect(macBits(parseMac('00-00-5E-00-53-01').bytes)).toEqual({ multicast: false, local: false, broadcast: false });
    expect(macBits(parseMac('01-00-5E-00-00-01').bytes)).toEqual({ multicast: true, local: false, broadcast: false });
    // RFC 2464 §7: IPv6 multicast maps to 33-33-xx-xx-xx-xx, which has both bits set.
    expect(macBits(parseMac('33-33-00-00-00-01').bytes)).toEqual({ multicast: true, local: true, broadcast: false });
    expect(macBits(parseMac('02-00-00-00-00-01').bytes)).toEqual({ multicast: false, local: true, broadcast: false });
    expect(macBits(parseMac('FF-FF-FF-FF-FF-FF').bytes)).toEqual({ multicast: true, local: true, broadcast: true });
  });
});

describe('EUI-64, modified EUI-64, link-local', () => {
  it('RFC 2464 §4: 34-56-78-9A-BC-DE has the interface identifier 36-56-78-FF-FE-9A-BC-DE', () => {
    const mac = parseMac('34-56-78-9A-BC-DE').bytes;
    expect(formatMac(eui48ToEui64(mac), 'hyphen', 'upper')).toBe('34-56-78-FF-FE-9A-BC-DE');
    expect(formatMac(modifiedEui64(mac), 'hyphen', 'upper')).toBe('36-56-78-FF-FE-9A-BC-DE');
    expect(formatInterfaceId(modifiedEui64(mac))).toBe('3656:78ff:fe9a:bcde');
    // RFC 2464 §5 / RFC 4291 §2.5.6: fe80::/64 followed by the interface identifier.
    expect(macToLinkLocal(mac)).toBe('fe80::3656:78ff:fe9a:bcde');
  });

  it('a universal unicast MAC gets the u bit set, a local one cleared (RFC 4291 Appendix A)', () => {
    expect(formatInterfaceId(modifiedEui64([0x00, 0x1b, 0x63, 0x84, 0x45, 0xe6]))).toBe('21b:63ff:fe84:45e6');
    expect(macToLinkLocal([0x02, 0, 0, 0, 0, 1])).toBe('fe80::ff:fe00:1');
    // An EUI-64 only has its u bit inverted.
    expect(formatMac(modifiedEui64([0, 0, 0x5e, 0xef, 0x10, 0, 0, 1]), 'hyphen', 'upper')).toBe('02-00-5E-EF-10-00-00-01');
  });

  it('the link-local address holds the MAC in its low 64 bits (fast-check, checked with ip-address)', () => {
    fc.assert(
      fc.property(arbMac, (bytes) => {
        const address = new Address6(macToLinkLocal(bytes));
        const hex = address.canonicalForm().replace(/:/g, '');
        expect(hex.slice(0, 16)).toBe('fe80000000000000');
        const id = hex.slice(16);
        expect(Number.parseInt(id.slice(0, 2), 16) ^ 2).toBe(bytes[0]);
        expect(id.slice(6, 10)).toBe('fffe');
        expect(id.slice(2, 6) + id.slice(10)).toBe(formatMac(bytes.slice(1), 'bare'));
      }),
    );
  });
});

describe('bitReverseOctets', () => {
  it('IEEE 802 §8.1 example: AC-DE-48-00-00-80 is 35-7B-12-00-00-01 bit-reversed', () => {
    expect(formatMac(bitReverseOctets([0xac, 0xde, 0x48, 0x00, 0x00, 0x80]), 'hyphen', 'upper')).toBe('35-7B-12-00-00-01');
  });
  it('is its own inverse (fast-check)', () => {
    fc.assert(
      fc.property(arbMac, (bytes) => {
        expect(bitReverseOctets(bitReverseOctets(bytes))).toEqual(bytes);
      }),
    );
  });
});

describe('parseMacPrefix', () => {
  it('reads OUIs and MA-M / MA-S prefixes', () => {
    expect(parseMacPrefix('64:16:7F')).toBe('64167f');
    expect(parseMacPrefix('64-16-7f')).toBe('64167f');
    expect(parseMacPrefix('6416.7f')).toBe('64167f');
    expect(parseMacPrefix('0055DA5')).toBe('0055da5');
    expect(parseMacPrefix('  ')).toBe('');
    expect(parseMacPrefix('64:16:7F:')).toBe('64167f');
  });
  it('names the bad part', () => {
    expect(expectToolInputError(() => parseMacPrefix('64:1:7F')).message).toMatch(/^Group 2 "1" of the prefix should have 2 hex digits/);
    expect(expectToolInputError(() => parseMacPrefix('64:16:zz')).message).toMatch(/^Character 7 "z" of the prefix/);
    expect(expectToolInputError(() => parseMacPrefix('001122334455')).message).toMatch(/12 hex digits/);
  });
});

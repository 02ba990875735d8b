import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ipv6UlaGeneratorTool } from './meta.js';
import { ipv6UlaGeneratorState } from './state.js';
import { generateUlaPrefix, ntpTimestamp, parseUlaIdentifier, ulaPrefixValue, ulaSubnets } from './ipv6-ula-generator.js';

/**
 * The RFC 4193 §3.2.2 key built independently of the code under test, with Node's Buffer:
 * NTP seconds since 1900 and the 32-bit fraction (RFC 5905 §6), then the modified EUI-64 of the
 * MAC written out by hand (RFC 4291 Appendix A).
 */
function referenceGlobalId(unixMs: number, eui64Hex: string): string {
  const key = Buffer.alloc(16);
  key.writeUInt32BE(Math.floor(unixMs / 1000) + 2208988800, 0);
  key.writeUInt32BE(Math.floor(((unixMs % 1000) * 2 ** 32) / 1000), 4);
  Buffer.from(eui64Hex, 'hex').copy(key, 8);
  return createHash('sha1').update(key).digest('hex').slice(-10);
}

describe('ntpTimestamp (RFC 5905 §6)', () => {
  it('puts the Unix epoch at 2,208,988,800 s after 1900 and half a second at fraction 2^31', () => {
    expect(ntpTimestamp(0)).toBe(2208988800n << 32n);
    expect(ntpTimestamp(500)).toBe((2208988800n << 32n) | 0x80000000n);
    expect(ntpTimestamp(1_000)).toBe(2208988801n << 32n);
  });

  it('refuses times outside NTP era 0', () => {
    expect(() => ntpTimestamp(-1)).toThrow(ToolInputError);
    expect(() => ntpTimestamp((2 ** 32 - 2208988800) * 1000)).toThrow(/2036/);
    expect(() => ntpTimestamp(1.5)).toThrow(ToolInputError);
  });
});

describe('parseUlaIdentifier', () => {
  it('makes the modified EUI-64 of a MAC (RFC 4291 Appendix A: insert FFFE, invert the U/L bit)', () => {
    // 00-00-5E-00-53-01 is an RFC 7042 documentation MAC → 02-00-5E-FF-FE-00-53-01.
    for (const text of ['00:00:5e:00:53:01', '00-00-5E-00-53-01', '0000.5e00.5301', '00005e005301', ' 00:00:5E:00:53:01 ']) {
      expect(parseUlaIdentifier(text)).toEqual({ kind: 'mac', value: 0x00005e005301n, eui64: 0x02005efffe005301n });
    }
    expect(parseUlaIdentifier('02:00:5e:ff:fe:00:53:01')).toEqual({ kind: 'eui64', value: 0x02005efffe005301n, eui64: 0x02005efffe005301n });
  });

  it('explains what is wrong', () => {
    expect(() => parseUlaIdentifier('')).toThrow(/Enter a MAC address/);
    expect(() => parseUlaIdentifier('00:00:5e:00:53:0g')).toThrow(/"g" at position 17/);
    expect(() => parseUlaIdentifier('00:00-5e:00:53:01')).toThrow(/one kind of separator/);
    expect(() => parseUlaIdentifier('00:00:5e:0:53:01')).toThrow(/Byte 4 \("0"\)/);
    expect(() => parseUlaIdentifier('00:00:5e:00:53')).toThrow(/10 hex digits/);
  });
});

describe('generateUlaPrefix', () => {
  it('follows RFC 4193 §3.2.2 for a fixed time and MAC (checked with node:crypto)', async () => {
    const unixMs = Date.UTC(2026, 10, 28, 12, 34, 56, 789);
    const result = await generateUlaPrefix({ method: 'rfc4193', identifier: '00:00:5e:00:53:01', unixMs, randomHex: '' });
    const globalId = referenceGlobalId(unixMs, '02005efffe005301');
    expect(result.globalId.toString(16).padStart(10, '0')).toBe(globalId);
    // fd + the 40 bits: fdgg:gggg:gggg::/48 (RFC 4193 §3.1), compressed as RFC 5952 does.
    const full = `fd${globalId}`;
    const expected = `${[full.slice(0, 4), full.slice(4, 8), full.slice(8, 12)].map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/48`;
    expect(result.prefix).toBe(expected);
    expect(result.eui64).toBe(0x02005efffe005301n);
    expect(result.ntpTime! >> 32n).toBe(BigInt(Math.floor(unixMs / 1000) + 2208988800));
  });

  it('matches node:crypto for any time and MAC', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2_085_978_495_999 }) /* NTP era 0 ends 2036-02-07 */, fc.bigInt({ min: 0n, max: 2n ** 48n - 1n }), async (unixMs, mac) => {
        const macHex = mac.toString(16).padStart(12, '0');
        const eui64 = (Number.parseInt(macHex.slice(0, 2), 16) ^ 2).toString(16).padStart(2, '0') + macHex.slice(2, 6) + 'fffe' + macHex.slice(6);
        const result = await generateUlaPrefix({ method: 'rfc4193', identifier: macHex, unixMs, randomHex: '' });
        expect(result.globalId.toString(16).padStart(10, '0')).toBe(referenceGlobalId(unixMs, eui64));
        expect(result.prefix.startsWith('fd')).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it("keeps IT-Tools' former method as an option: SHA-1 of the milliseconds and the MAC text", async () => {
    const result = await generateUlaPrefix({ method: 'it-tools', identifier: '20:37:06:12:34:56', unixMs: 1_700_000_000_000, randomHex: '' });
    const hex = createHash('sha1').update('170000000000020:37:06:12:34:56').digest('hex').slice(30);
    expect(result.globalId).toBe(BigInt(`0x${hex}`));
  });

  it('uses the random digits it is given', async () => {
    const result = await generateUlaPrefix({ method: 'random', identifier: '', unixMs: 0, randomHex: '123456789a' });
    expect(result.prefix).toBe('fd12:3456:789a::/48');
    await expect(generateUlaPrefix({ method: 'random', identifier: '', unixMs: 0, randomHex: 'xyz' })).rejects.toThrow(ToolInputError);
  });
});

describe('ulaSubnets', () => {
  it('numbers the /64s by Subnet ID (RFC 4193 §3.1)', () => {
    expect(ulaSubnets(0x123456789an, 0, 3)).toEqual(['fd12:3456:789a::/64', 'fd12:3456:789a:1::/64', 'fd12:3456:789a:2::/64']);
    expect(ulaSubnets(0x123456789an, 0xffff, 5)).toEqual(['fd12:3456:789a:ffff::/64']);
    expect(ulaPrefixValue(0n)).toBe(0xfdn << 120n);
  });
});

describe('ipv6-ula-generator tool', () => {
  it('has examples that are valid states', async () => {
    expectExamplesMatchState(ipv6UlaGeneratorTool, ipv6UlaGeneratorState);
    for (const example of ipv6UlaGeneratorTool.examples ?? []) {
      const state = { ...ipv6UlaGeneratorState.schema.parse({}), ...example.state };
      await expect(generateUlaPrefix({ method: state.method, identifier: state.mac, unixMs: state.time || 1, randomHex: state.random || '0000000000' })).resolves.toBeTruthy();
    }
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => parseUlaIdentifier(s));
    await fuzzAsyncToolFunction((s: string) => generateUlaPrefix({ method: 'rfc4193', identifier: s, unixMs: 1, randomHex: '' }));
    await fuzzAsyncToolFunction((s: string) => generateUlaPrefix({ method: 'random', identifier: '', unixMs: 0, randomHex: s }));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import {
  convertOtpSecret,
  counterToHex,
  otpauthUri,
  otpCodes,
  parseBase32Secret,
  parseOtpSecret,
  qrCodeSvg,
  randomBase32Secret,
  randomOtpSecret,
  toBase32,
  validateOtpCode,
  type OtpSettings,
} from './otp-generator.js';
import { otpGenerator } from './meta.js';
import { otpGeneratorState } from './state.js';

const ascii = (s: string) => new TextEncoder().encode(s);
// The RFC 4226 Appendix D / RFC 6238 Appendix B secrets, ASCII, and their Base32 (RFC 4648 §6).
const SEED20 = '12345678901234567890';
const SEED32 = '12345678901234567890123456789012';
const SEED64 = '1234567890123456789012345678901234567890123456789012345678901234';
const base = { issuer: '', label: 'test', digits: 6, period: 30, counter: 0 } as const;
// The same seeds in hex, as RFC 6238 Appendix A's reference code writes them.
const SEED20_HEX = '3132333435363738393031323334353637383930';
const SEED32_HEX = '3132333435363738393031323334353637383930313233343536373839303132';
const SEED64_HEX =
  '31323334353637383930313233343536373839303132333435363738393031323334353637383930313233343536373839303132333435363738393031323334';

describe('Base32 secrets', () => {
  it('decodes the RFC 4648 §10 test vectors and the RFC test seed', () => {
    const vectors: [string, string][] = [['f', 'MY======'], ['fo', 'MZXQ===='], ['foo', 'MZXW6==='], ['foob', 'MZXW6YQ='], ['fooba', 'MZXW6YTB'], ['foobar', 'MZXW6YTBOI======']];
    for (const [plain, encoded] of vectors) {
      expect(parseBase32Secret(encoded)).toEqual(ascii(plain));
      expect(toBase32(ascii(plain))).toBe(encoded.replace(/=+$/, ''));
    }
    expect(parseBase32Secret('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')).toEqual(ascii(SEED20));
    expect(parseBase32Secret('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(ascii(SEED20));
  });

  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (bytes) => {
        expect(parseBase32Secret(toBase32(bytes))).toEqual(bytes);
      }),
    );
  });

  it('reports bad characters with their position, bad lengths and empty secrets', () => {
    expect(expectToolInputError(() => parseBase32Secret('JBSWY3DPEHPK3PX1')).message).toBe(
      'Invalid Base32 secret: character "1" at position 16. Base32 uses the letters A–Z and the digits 2–7.',
    );
    expect(expectToolInputError(() => parseBase32Secret('MZ=XW')).message).toContain('character "=" (padding is only allowed at the end) at position 3');
    expect(expectToolInputError(() => parseBase32Secret('ABC')).message).toContain('3 characters is not a valid length');
    expect(expectToolInputError(() => parseBase32Secret('  ')).message).toContain('Enter a secret');
    expect(expectToolInputError(() => parseBase32Secret('MZXW6YT😀')).position).toBe(7);
  });

  it('draws 20 random bytes', () => {
    const secret = randomBase32Secret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(parseBase32Secret(secret)).toHaveLength(20);
    expect(randomBase32Secret()).not.toBe(secret);
    expect(randomBase32Secret((b) => b.fill(0))).toBe('A'.repeat(32));
  });
});

describe('hex secrets', () => {
  it('decode the RFC 6238 Appendix A seeds to the ASCII secrets of Appendix B', () => {
    expect(parseOtpSecret(SEED20_HEX, 'hex')).toEqual(ascii(SEED20));
    expect(parseOtpSecret(SEED32_HEX, 'hex')).toEqual(ascii(SEED32));
    expect(parseOtpSecret(SEED64_HEX, 'hex')).toEqual(ascii(SEED64));
    expect(parseOtpSecret('0x31 32:33-34 35', 'hex')).toEqual(ascii('12345'));
    expect(parseOtpSecret('MZXW6', 'base32')).toEqual(ascii('foo'));
  });

  it('convert to and from Base32 (RFC 4648 §10: "foobar" = 666F6F626172 = MZXW6YTBOI)', () => {
    expect(convertOtpSecret('666F6F626172', 'hex', 'base32')).toBe('MZXW6YTBOI');
    expect(convertOtpSecret('MZXW6YTBOI======', 'base32', 'hex')).toBe('666f6f626172');
    expect(convertOtpSecret(SEED20_HEX, 'hex', 'base32')).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (bytes) => {
        const hex = Buffer.from(bytes).toString('hex');
        const b32 = convertOtpSecret(hex, 'hex', 'base32');
        expect(parseBase32Secret(b32)).toEqual(bytes);
        expect(convertOtpSecret(b32, 'base32', 'hex')).toBe(hex);
      }),
    );
  });

  it('report bad hex with its position, odd lengths and empty secrets', () => {
    expect(expectToolInputError(() => parseOtpSecret('31g2', 'hex')).message).toBe('Invalid hex secret: "g" at position 3 is not a hexadecimal digit (0–9, a–f).');
    expect(expectToolInputError(() => parseOtpSecret('313', 'hex')).message).toContain('odd number of hexadecimal digits (3)');
    expect(expectToolInputError(() => parseOtpSecret(' ', 'hex')).message).toContain('Enter a secret (hex');
    expect(expectToolInputError(() => convertOtpSecret('ABC', 'base32', 'hex')).message).toContain('3 characters is not a valid length');
  });

  it('random secrets: 20 bytes in either format', () => {
    expect(randomOtpSecret('hex')).toMatch(/^[0-9a-f]{40}$/);
    expect(randomOtpSecret('hex')).not.toBe(randomOtpSecret('hex'));
    expect(randomOtpSecret('hex', (b) => b.fill(0xab))).toBe('ab'.repeat(20));
    expect(randomOtpSecret('base32', (b) => b.fill(0))).toBe('A'.repeat(32));
  });

  it('sign with the same codes as the Base32 form (RFC 4226 Appendix D, counter 0 and 1)', () => {
    const codes = otpCodes({ ...base, type: 'hotp', secret: SEED20_HEX, secretEncoding: 'hex', algorithm: 'SHA1', counter: 0 });
    expect([codes.current, codes.next]).toEqual(['755224', '287082']);
    // The otpauth URI always carries the secret in Base32, as authenticator apps expect.
    expect(otpauthUri({ ...base, type: 'hotp', secret: SEED20_HEX, secretEncoding: 'hex', algorithm: 'SHA1' })).toContain('secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&');
  });
});

describe('HOTP (RFC 4226 Appendix D)', () => {
  // Appendix D: secret "12345678901234567890", HOTP-SHA-1, 6 digits, counters 0–9.
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  it('gives the published values for counters 0–9', () => {
    const secret = toBase32(ascii(SEED20));
    expected.forEach((code, counter) => {
      const codes = otpCodes({ ...base, type: 'hotp', secret, algorithm: 'SHA1', counter });
      expect(codes.current, `counter ${counter}`).toBe(code);
      if (counter < 9) expect(codes.next).toBe(expected[counter + 1]);
      expect(codes.previous).toBe(counter === 0 ? '' : expected[counter - 1]);
      // Appendix D's "Count" is the 8-byte counter C (RFC 4226 §5.2).
      expect(codes.counterHex).toBe(`000000000000000${counter}`);
      expect(codes.unixTime).toBe(0);
    });
  });

  it('validates a code within ±1 counter step', () => {
    const settings: OtpSettings = { ...base, type: 'hotp', secret: toBase32(ascii(SEED20)), algorithm: 'SHA1', counter: 4 };
    expect(validateOtpCode(settings, '338314')).toEqual({ valid: true, delta: 0 });
    expect(validateOtpCode(settings, '969429')).toEqual({ valid: true, delta: -1 });
    expect(validateOtpCode(settings, '254 676')).toEqual({ valid: true, delta: 1 });
    expect(validateOtpCode(settings, '287922')).toEqual({ valid: false, delta: null });
    expect(validateOtpCode({ ...settings, counter: 0 }, '755224')).toEqual({ valid: true, delta: 0 });
    expect(expectToolInputError(() => validateOtpCode(settings, '12345')).message).toBe('The code to check must be 6 digits.');
  });
});

describe('TOTP (RFC 6238 Appendix B)', () => {
  // Appendix B table: T0 = 0, X = 30 s, 8 digits; seeds of 20, 32 and 64 bytes for SHA-1, SHA-256,
  // SHA-512; "Time (sec)", "Value of T (hex)", then the TOTP of each hash.
  const table: [number, string, string, string, string][] = [
    [59, '0000000000000001', '94287082', '46119246', '90693936'],
    [1111111109, '00000000023523EC', '07081804', '68084774', '25091201'],
    [1111111111, '00000000023523ED', '14050471', '67062674', '99943326'],
    [1234567890, '000000000273EF07', '89005924', '91819424', '93441116'],
    [2000000000, '0000000003F940AA', '69279037', '90698825', '38618901'],
    [20000000000, '0000000027BC86AA', '65353130', '77737706', '47863826'],
  ];
  const seeds = { SHA1: SEED20, SHA256: SEED32, SHA512: SEED64 } as const;
  const hexSeeds = { SHA1: SEED20_HEX, SHA256: SEED32_HEX, SHA512: SEED64_HEX } as const;

  it('gives the published values for SHA-1, SHA-256 and SHA-512, and T in hex', () => {
    for (const [time, tHex, sha1, sha256, sha512] of table) {
      for (const [algorithm, code] of [['SHA1', sha1], ['SHA256', sha256], ['SHA512', sha512]] as const) {
        const settings: OtpSettings = { ...base, type: 'totp', secret: toBase32(ascii(seeds[algorithm])), algorithm, digits: 8 };
        const codes = otpCodes(settings, time * 1000);
        expect(codes.current, `${algorithm} at T=${time}`).toBe(code);
        expect(codes.counter).toBe(Math.floor(time / 30));
        expect(codes.counterHex).toBe(tHex);
        expect(codes.unixTime).toBe(time);
        expect(validateOtpCode(settings, code, time * 1000)).toEqual({ valid: true, delta: 0 });
        // The same seed typed in hex (Appendix A) gives the same code.
        expect(otpCodes({ ...settings, secret: hexSeeds[algorithm], secretEncoding: 'hex' }, time * 1000).current).toBe(code);
      }
      expect(counterToHex(Math.floor(time / 30))).toBe(tHex);
    }
  });

  it('gives the previous code: the one of the time step before (none at T = 0)', () => {
    const settings: OtpSettings = { ...base, type: 'totp', secret: toBase32(ascii(SEED20)), algorithm: 'SHA1', digits: 8 };
    // 1111111109 and 1111111111 fall in consecutive steps (T = 0x23523EC, 0x23523ED).
    expect(otpCodes(settings, 1111111111 * 1000).previous).toBe('07081804');
    expect(otpCodes(settings, 1111111111500).unixTime).toBe(1111111111); // whole seconds
    const first = otpCodes(settings, 29_000);
    expect([first.previous, first.counter, first.counterHex]).toEqual(['', 0, '0000000000000000']);
    // T = 1 at 59 s (Appendix B): its previous code is T = 0's, the code at any time in [0, 30).
    expect(otpCodes(settings, 59_000).previous).toBe(first.current);
  });

  it('gives the next code and the seconds left in the step', () => {
    const settings: OtpSettings = { ...base, type: 'totp', secret: toBase32(ascii(SEED20)), algorithm: 'SHA1', digits: 8 };
    // T = 1111111109 s is 29 s into its step (1111111109 mod 30 = 29); 1111111111 is in the next step.
    const codes = otpCodes(settings, 1111111109 * 1000);
    expect(codes.secondsLeft).toBe(1);
    expect(codes.next).toBe('14050471');
    // Within ±1 step: the code of the previous step is still accepted, two steps back is not.
    expect(validateOtpCode(settings, '07081804', 1111111111 * 1000)).toEqual({ valid: true, delta: -1 });
    expect(validateOtpCode(settings, '07081804', 1111111171 * 1000).valid).toBe(false);
  });
});

describe('otpauth URI and QR code', () => {
  it('follows the Key Uri Format', () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    expect(otpauthUri({ ...base, type: 'totp', secret, algorithm: 'SHA1', issuer: 'ACME Co', label: 'john@example.com' })).toBe(
      'otpauth://totp/ACME%20Co:john%40example.com?issuer=ACME%20Co&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    );
    expect(otpauthUri({ ...base, type: 'hotp', secret, algorithm: 'SHA256', digits: 8, counter: 7, label: 'bob' })).toBe(
      'otpauth://hotp/bob?secret=JBSWY3DPEHPK3PXP&algorithm=SHA256&digits=8&counter=7',
    );
    expect(expectToolInputError(() => otpauthUri({ ...base, type: 'totp', secret, algorithm: 'SHA1', issuer: 'a:b' })).message).toContain('issuer cannot contain a colon');
  });

  it('reports bad settings', () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    expect(expectToolInputError(() => otpCodes({ ...base, type: 'totp', secret, algorithm: 'SHA1', digits: 9 })).message).toBe('Digits must be a whole number from 6 to 8 (got 9).');
    expect(expectToolInputError(() => otpCodes({ ...base, type: 'totp', secret, algorithm: 'SHA1', period: 5 })).message).toBe('Period must be a whole number from 15 to 120 (got 5).');
    expect(expectToolInputError(() => otpCodes({ ...base, type: 'hotp', secret, algorithm: 'SHA1', counter: -1 })).message).toBe('Counter must be a whole number from 0 to 9007199254740991 (got -1).');
  });

  it('renders an SVG QR code offline', async () => {
    const svg = await qrCodeSvg('otpauth://totp/x?secret=JBSWY3DPEHPK3PXP');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    await expect(qrCodeSvg('')).rejects.toThrow('Nothing to encode');
    await expect(qrCodeSvg('x'.repeat(5000))).rejects.toThrow('too long for a QR code');
  });
});

describe('otp generator: examples, state and robustness', () => {
  it('has examples that are valid states, without a secret', () => {
    expectExamplesMatchState(otpGenerator, otpGeneratorState);
    for (const example of otpGenerator.examples ?? []) expect(example.state).not.toHaveProperty('secret');
    expect(otpGeneratorState.secrets).toEqual(['secret']);
  });

  it('has examples that give codes with a random secret', () => {
    for (const example of otpGenerator.examples ?? []) {
      const parsed = otpGeneratorState.schema.parse(example.state);
      const state = { ...parsed, secret: randomOtpSecret(parsed.secretEncoding) };
      expect(otpCodes(state).current).toMatch(new RegExp(`^[0-9]{${state.digits}}$`));
    }
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => parseBase32Secret(s));
    fuzzToolFunction((s: string) => parseOtpSecret(s, 'hex'));
    fuzzToolFunction(([s, from]: [string, 'hex' | 'base32']) => convertOtpSecret(s, from, from === 'hex' ? 'base32' : 'hex'), fc.tuple(fc.string(), fc.constantFrom('hex', 'base32') as fc.Arbitrary<'hex' | 'base32'>));
    const num = fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double(), fc.constantFrom(Number.NaN, Infinity, Number.MAX_SAFE_INTEGER, 1e300));
    const settings = fc.record({
      type: fc.constantFrom('totp', 'hotp', 'x') as fc.Arbitrary<OtpSettings['type']>,
      secret: fc.oneof(fc.string(), fc.constantFrom('JBSWY3DPEHPK3PXP', 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', SEED20_HEX)),
      secretEncoding: fc.constantFrom('base32', 'hex', undefined, 'x') as fc.Arbitrary<OtpSettings['secretEncoding']>,
      algorithm: fc.constantFrom('SHA1', 'SHA256', 'SHA512', 'MD5') as fc.Arbitrary<OtpSettings['algorithm']>,
      digits: fc.oneof(num, fc.integer({ min: 6, max: 8 })),
      period: fc.oneof(num, fc.integer({ min: 15, max: 120 })),
      counter: num,
      issuer: fc.string(),
      label: fc.string(),
    });
    fuzzToolFunction(([s, time]: [OtpSettings, number]) => otpCodes(s, time), fc.tuple(settings, num));
    fuzzToolFunction((s: OtpSettings) => otpauthUri(s), settings);
    fuzzToolFunction(([s, code, time]: [OtpSettings, string, number]) => validateOtpCode(s, code, time), fc.tuple(settings, fc.oneof(fc.string(), fc.stringMatching(/^[0-9]{6,8}$/)), num));
    await fuzzAsyncToolFunction((s: string) => qrCodeSvg(s), undefined, 30);
  });
});

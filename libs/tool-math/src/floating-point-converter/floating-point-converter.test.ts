import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { floatingPointConverterTool } from './meta.js';
import { floatingPointConverterState } from './state.js';
import {
  convertFloat,
  decodeFloat,
  encodeFloat,
  exactDecimalString,
  floatScientific,
  parseDecimalExact,
  parseFloatBits,
  roundingError,
  type FloatFormat,
  type FloatInputKind,
} from './floating-point-converter.js';

const hex = (text: string, format: FloatFormat) => decodeFloat(encodeFloat(parseDecimalExact(text), format), format).hex;

describe('published encodings', () => {
  // "Single-precision floating-point format" and "Double-precision floating-point format" (Wikipedia), IEEE 754-2019 §3.4.
  it('binary32', () => {
    expect(hex('1', 'binary32')).toBe('0x3F800000');
    expect(hex('-2', 'binary32')).toBe('0xC0000000');
    expect(hex('0.1', 'binary32')).toBe('0x3DCCCCCD');
    expect(hex('3.14159265358979', 'binary32')).toBe('0x40490FDB');
    expect(hex('340282346638528859811704183484516925440', 'binary32')).toBe('0x7F7FFFFF'); // largest normal
    expect(hex('1.40129846e-45', 'binary32')).toBe('0x00000001'); // smallest subnormal
    expect(hex('1.17549435e-38', 'binary32')).toBe('0x00800000'); // smallest normal
    expect(hex('Infinity', 'binary32')).toBe('0x7F800000');
    expect(hex('-0', 'binary32')).toBe('0x80000000');
    expect(hex('NaN', 'binary32')).toBe('0x7FC00000');
    expect(hex('1e39', 'binary32')).toBe('0x7F800000'); // overflow to infinity
  });

  it('binary64', () => {
    expect(hex('1', 'binary64')).toBe('0x3FF0000000000000');
    expect(hex('0.1', 'binary64')).toBe('0x3FB999999999999A');
    expect(hex('1.7976931348623157e308', 'binary64')).toBe('0x7FEFFFFFFFFFFFFF');
    expect(hex('4.9406564584124654e-324', 'binary64')).toBe('0x0000000000000001');
    expect(hex('2.2250738585072014e-308', 'binary64')).toBe('0x0010000000000000');
    expect(hex('1e-400', 'binary64')).toBe('0x0000000000000000'); // underflow to zero
  });

  // "Half-precision floating-point format" (Wikipedia): 1 = 0x3C00, 65504 = 0x7BFF, 2^-24 = 0x0001.
  it('binary16', () => {
    expect(hex('1', 'binary16')).toBe('0x3C00');
    expect(hex('65504', 'binary16')).toBe('0x7BFF');
    expect(hex('5.960464477539063e-8', 'binary16')).toBe('0x0001');
    expect(hex('65520', 'binary16')).toBe('0x7C00'); // halfway to 2^16 rounds to infinity
  });

  it('rounds ties to even', () => {
    expect(hex('16777217', 'binary32')).toBe('0x4B800000'); // 2^24 + 1 → 2^24
    expect(hex('16777219', 'binary32')).toBe('0x4B800002'); // 2^24 + 3 → 2^24 + 4
    expect(hex('9007199254740993', 'binary64')).toBe('0x4340000000000000'); // 2^53 + 1 → 2^53
  });
});

describe('exact values and errors', () => {
  it('writes the exact value of a float', () => {
    // The well-known exact values of 0.1 in binary32 and binary64.
    expect(decodeFloat(0x3dcccccdn, 'binary32').exact).toBe('0.100000001490116119384765625');
    expect(decodeFloat(0x3fb999999999999an, 'binary64').exact).toBe('0.1000000000000000055511151231257827021181583404541015625');
    expect(decodeFloat(0x7f7fffffn, 'binary32').exact).toBe('340282346638528859811704183484516925440');
    expect(decodeFloat(0x1n, 'binary64').exact).toBe(`0.${'0'.repeat(323)}4940656458412465441765687928682213723650598026143247644255856825006755072702087518652998363616359923797965646954457177309266567103559397963987747960107818781263007131903114045278458171678489821036887186360569987307230500063874091535649843873124733972731696151400317153853980741262385655911710266585566867681870395603106249319452715914924553293054565444011274801297099995419319894090804165633245247571478690147267801593552386115501348035264934720193790268107107491703332226844753335720832431936092382893458368060106011506169809753078342277318329247904982524730776375927247874656084778203734469699533647017972677717585125660551199131504891101451037862738167250955837389733598993664809941164205702637090279242767544565229087538682506419718265533447265625`);
    expect(decodeFloat(0x80000000n, 'binary32').exact).toBe('-0');
  });

  it('gives the rounding error exactly', () => {
    const { results } = convertFloat('0.1', 'decimal');
    expect(exactDecimalString(results[0]!.error!)).toBe('0.000000001490116119384765625');
    expect(exactDecimalString(results[1]!.error!)).toBe('0.0000000000000000055511151231257827021181583404541015625');
    expect(roundingError(parseDecimalExact('0.5'), decodeFloat(0x3f000000n, 'binary32').exactReal)).toMatchObject({ kind: 'finite', num: 0n });
    expect(floatScientific(results[0]!.error!, 19)).toBe('1.490116119384765625e-9');
    expect(floatScientific(results[0]!.error!)).toBe('1.4901161193847656e-9');
  });

  it('classifies subnormals, infinities and NaNs with their payload', () => {
    expect(decodeFloat(0x00000001n, 'binary32').class).toBe('subnormal');
    expect(decodeFloat(0x00000001n, 'binary32').exponent).toBe(-126);
    expect(decodeFloat(0x7f800000n, 'binary32').class).toBe('infinity');
    const qnan = decodeFloat(0x7fc00123n, 'binary32');
    expect([qnan.class, qnan.payload]).toEqual(['quiet-nan', '0x123']);
    expect(decodeFloat(0x7f800001n, 'binary32').class).toBe('signaling-nan');
    expect(decodeFloat(0x3f800000n, 'binary32')).toMatchObject({ biasedExponent: 127, exponent: 0, significand: `1.${'0'.repeat(23)}` });
  });

  it('keeps a NaN payload’s high bits when widening', () => {
    const { results } = convertFloat('0x7FC00123', 'hex', 'binary32');
    expect(results[1]!.hex).toBe('0x7FF8002460000000');
  });
});

describe('agrees with the platform (fast-check)', () => {
  const bits64 = (x: number) => {
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, x);
    return view.getBigUint64(0);
  };
  const bits32 = (x: number) => {
    const view = new DataView(new ArrayBuffer(4));
    view.setFloat32(0, x);
    return BigInt(view.getUint32(0));
  };

  it('reads the shortest decimal of a double back to the same double', () => {
    // String(-0) is "0": the sign of zero is written out.
    fc.assert(fc.property(fc.double({ noNaN: true }), (x) => encodeFloat(parseDecimalExact(Object.is(x, -0) ? '-0' : String(x)), 'binary64') === bits64(x)));
  });

  it('rounds a double’s exact value to binary32 as Math.fround does', () => {
    fc.assert(fc.property(fc.double({ noNaN: true }), (x) => encodeFloat(decodeFloat(bits64(x), 'binary64').exactReal, 'binary32') === bits32(Math.fround(x))));
  });

  it('bits → exact value → bits is the identity for non-NaN values', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 32n - 1n }), (bits) => {
        const d = decodeFloat(bits, 'binary32');
        return d.class.endsWith('nan') || encodeFloat(d.exactReal, 'binary32') === bits;
      }),
    );
  });
});

describe('input parsing', () => {
  it('reads hex and binary bits', () => {
    expect(parseFloatBits('0x3DCCCCCD', 'hex', 'binary32')).toBe(0x3dcccccdn);
    expect(parseFloatBits('0 01111011 10011001100110011001101', 'binary', 'binary32')).toBe(0x3dcccccdn);
    expect(parseFloatBits('1', 'hex', 'binary64')).toBe(1n);
  });

  it.each([
    [() => parseDecimalExact('1,5'), 'Use a dot as the decimal separator: 1.5.'],
    [() => parseDecimalExact('abc'), '"abc" is not a decimal number'],
    [() => parseDecimalExact(''), 'Enter a number'],
    [() => parseDecimalExact('1e999999'), 'The exponent is too large'],
    [() => parseFloatBits('0x3DCCCCCG', 'hex', 'binary32'), '"G" at position 10 is not a hexadecimal digit.'],
    [() => parseFloatBits('0x123456789', 'hex', 'binary32'), 'A binary32 value has 32 bits (8 hexadecimal digits); this has 9.'],
    [() => parseFloatBits('012', 'binary', 'binary16'), '"2" at position 3 is not a binary digit.'],
  ])('rejects bad input (%#)', (fn, message) => {
    expect(fn).toThrow(ToolInputError);
    expect(fn).toThrow(message);
  });
});

describe('IEEE 754 converter: examples and robustness', () => {
  it('has examples that are valid states, which convert', () => {
    expectExamplesMatchState(floatingPointConverterTool, floatingPointConverterState);
    for (const { state } of floatingPointConverterTool.examples ?? []) {
      const { input, kind, bitsFormat } = state as { input: string; kind: FloatInputKind; bitsFormat?: FloatFormat };
      expect(convertFloat(input, kind, bitsFormat).results).toHaveLength(2);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const kind = fc.oneof(fc.constantFrom<FloatInputKind>('decimal', 'hex', 'binary'), fc.string({ maxLength: 4 })) as fc.Arbitrary<FloatInputKind>;
    const format = fc.oneof(fc.constantFrom<FloatFormat>('binary16', 'binary32', 'binary64'), fc.string({ maxLength: 5 })) as fc.Arbitrary<FloatFormat>;
    fuzzToolFunction(([text, k, f]: [string, FloatInputKind, FloatFormat]) => convertFloat(text, k, f), fc.tuple(hostileText, kind, format));
    fuzzToolFunction((text: string) => parseDecimalExact(text));
    fuzzToolFunction(([b, f]: [bigint, FloatFormat]) => decodeFloat(b, f), fc.tuple(fc.bigInt({ min: -1n, max: 2n ** 64n }), format));
    fuzzToolFunction(([text, f]: [string, FloatFormat]) => encodeFloat(parseDecimalExact(text), f), fc.tuple(fc.constantFrom('1', '1e-400', '1e400', 'NaN', '-inf', '0'), format));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { smartRawConverterTool } from './meta.js';
import { smartRawConverterState } from './state.js';
import {
  decodeSmartRaw,
  MAX_RAW48,
  parseSmartRaw,
  SMART_ATTRIBUTE_PRESETS,
  SMART_RAW_FORMATS,
  smartAttributePreset,
  type SmartRawFormat,
} from './smart-raw-converter.js';

const ctl = (raw: bigint, format: SmartRawFormat) => decodeSmartRaw(raw, format).smartctl;
const field = (raw: bigint, format: SmartRawFormat, id: string) => decodeSmartRaw(raw, format).fields.find((f) => f.id === id)?.value;

// Sources: smartmontools, atacmds.cpp, ata_format_attr_raw_value() (the layouts in its comments and
// the text smartctl prints for each format), get_default_raw_format(), and man smartctl, option -v;
// the Seagate readings -v 1,raw24/raw32 and -v 7,raw24/raw32 of smartmontools' drivedb.h.
describe('smartctl raw formats', () => {
  it('raw24/raw32 (Seagate attributes 1 and 7): errors in bits 32–47, operations in bits 0–31', () => {
    expect(ctl(0xfe45e3n, 'raw24/raw32')).toBe('0/16664035');
    expect(field(0x0002000f4240n, 'raw24/raw32', 'errors')).toBe('2');
    expect(field(0x0002000f4240n, 'raw24/raw32', 'operations')).toBe('1000000');
  });

  it('tempminmax reads each vendor layout of the comments', () => {
    expect(ctl(0x24n, 'tempminmax')).toBe('36'); // 00 00 00 00 xx TT
    expect(ctl(0x00002e120024n, 'tempminmax')).toBe('36 (Min/Max 18/46)'); // 00 00 HH LL xx TT (Maxtor, Samsung, Seagate, Toshiba)
    expect(ctl(0x0000002d141en, 'tempminmax')).toBe('30 (Min/Max 20/45)'); // 00 00 00 HH LL TT (WDC)
    expect(ctl(0x003700140028n, 'tempminmax')).toBe('40 (Min/Max 20/55)'); // xx HH xx LL xx TT (Hitachi/HGST)
    expect(ctl(0x00032d14001en, 'tempminmax')).toBe('30 (Min/Max 20/45 #3)'); // CC CC HH LL xx TT (WDC, over-temperature count)
    expect(ctl(0x123456789abcn, 'tempminmax')).toBe('188 (18 52 86 120 154)'); // no layout fits: bytes
    expect(ctl(0xffn, 'tempminmax')).toBe('-1'); // signed byte
    expect(field(0x00032d14001en, 'tempminmax', 'overTemperature')).toBe('3');
  });

  it('power-on time in hours, minutes, seconds, half minutes and hours + milliseconds', () => {
    expect(ctl(0x1234n, 'raw24(raw8)')).toBe('4660');
    expect(ctl(0x0a0b0c001234n, 'raw24(raw8)')).toBe('4660 (10 11 12)');
    expect(ctl(3600n, 'min2hour')).toBe('60h+00m');
    expect(ctl((5n << 32n) | 61n, 'min2hour')).toBe('1h+01m (5)');
    expect(ctl(3661n, 'sec2hour')).toBe('1h+01m+01s');
    expect(ctl(121n, 'halfmin2hour')).toBe('1h+00m');
    expect(ctl(0x01f400003039n, 'msec24hour32')).toBe('12345h+00m+00.500s');
    expect(ctl((61_500n << 32n) | 7n, 'msec24hour32')).toBe('7h+01m+01.500s');
  });

  it('the word and byte formats', () => {
    expect(ctl(0x000100020003n, 'raw16(raw16)')).toBe('3 (1 2)');
    expect(ctl(5n, 'raw16(raw16)')).toBe('5');
    expect(ctl(0x0000010000c8n, 'raw16(avg16)')).toBe('200 (Average 256)');
    expect(ctl(0x000100020003n, 'raw16')).toBe('1 2 3');
    expect(ctl(0x010203040506n, 'raw8')).toBe('1 2 3 4 5 6');
    expect(ctl(0x000001000002n, 'raw24/raw24')).toBe('1/2');
    expect(ctl(0x1a5n, 'temp10x')).toBe('42.1');
    expect(ctl(0x1a5n, 'hex48')).toBe('0x0000000001a5');
    expect(ctl(MAX_RAW48, 'raw48')).toBe('281474976710655');
  });

  it('uses smartctl’s default format per attribute', () => {
    expect(smartAttributePreset('3').format).toBe('raw16(avg16)');
    expect(smartAttributePreset('5').format).toBe('raw16(raw16)');
    expect(smartAttributePreset('9').format).toBe('raw24(raw8)');
    expect(smartAttributePreset('194').format).toBe('tempminmax');
    expect(smartAttributePreset('190').format).toBe('tempminmax');
    expect(() => smartAttributePreset('nope')).toThrow(ToolInputError);
  });

  it('always gives the six bytes back (fast-check)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_RAW48 }), fc.constantFrom(...SMART_RAW_FORMATS), (raw, format) => {
        const d = decodeSmartRaw(raw, format);
        return BigInt(`0x${d.bytes.join('')}`) === raw && BigInt(d.hex) === raw && d.decimal === raw.toString();
      }),
    );
  });
});

describe('parseSmartRaw', () => {
  it('reads decimal and 0x hexadecimal, with spaces', () => {
    expect(parseSmartRaw('16664035')).toBe(0xfe45e3n);
    expect(parseSmartRaw(' 0xFE45E3 ')).toBe(0xfe45e3n);
    expect(parseSmartRaw('0x0000 2E12 0024')).toBe(0x2e120024n);
    expect(parseSmartRaw('281474976710655')).toBe(MAX_RAW48);
  });

  it.each([
    ['', 'Enter a raw value'],
    ['12a4', '"a" at position 3 is not a decimal digit: write hexadecimal values with 0x.'],
    ['0x12g4', '"g" at position 5 is not a hexadecimal digit.'],
    ['0x', 'Enter hexadecimal digits after 0x.'],
    ['281474976710656', 'larger than 48 bits'],
    ['0x1000000000000', 'larger than 48 bits'],
  ])('rejects %j', (text, message) => {
    expect(() => parseSmartRaw(text)).toThrow(ToolInputError);
    expect(() => parseSmartRaw(text)).toThrow(message);
  });
});

describe('S.M.A.R.T. raw value decoder: examples and robustness', () => {
  it('has examples that are valid states, which decode', () => {
    expectExamplesMatchState(smartRawConverterTool, smartRawConverterState);
    for (const { state } of smartRawConverterTool.examples ?? []) {
      const { raw, preset } = state as { raw: string; preset: string };
      expect(decodeSmartRaw(parseSmartRaw(raw), smartAttributePreset(preset).format).fields.length).toBeGreaterThan(0);
    }
    expect(new Set(SMART_ATTRIBUTE_PRESETS.map((p) => p.id)).size).toBe(SMART_ATTRIBUTE_PRESETS.length);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((text: string) => parseSmartRaw(text));
    const format = fc.oneof(fc.constantFrom(...SMART_RAW_FORMATS), fc.string({ maxLength: 12 })) as fc.Arbitrary<SmartRawFormat>;
    fuzzToolFunction(([raw, f]: [bigint, SmartRawFormat]) => decodeSmartRaw(raw, f), fc.tuple(fc.bigInt({ min: -10n, max: MAX_RAW48 + 10n }), format));
    fuzzToolFunction((id: string) => smartAttributePreset(id), fc.oneof(fc.constantFrom(...SMART_ATTRIBUTE_PRESETS.map((p) => p.id)), fc.string()));
  });
});

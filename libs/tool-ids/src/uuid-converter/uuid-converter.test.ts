import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { restoreState } from '@handy-tools/ui';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { convertUuid, parseUuidInput, swapDotnetByteOrder, UUID_INPUT_FORMATS, uuidNotations } from './uuid-converter.js';
import { uuidConverter } from './meta.js';
import { uuidConverterState } from './state.js';

// RFC 9562 §4: the example UUID f81d4fae-7dec-11d0-a765-00a0c91e6bf6, its URN
// urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6 and its integer 329800735698586629295641978511506172918.
const RFC_UUID = 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6';
const RFC_INT = '329800735698586629295641978511506172918';

const anyBytes = fc.uint8Array({ minLength: 16, maxLength: 16 });

describe('uuidNotations', () => {
  it('writes the RFC 9562 §4 example in every notation', () => {
    const n = convertUuid(RFC_UUID, 'uuid');
    expect(n.canonical).toBe(RFC_UUID);
    expect(n.noHyphens).toBe('f81d4fae7dec11d0a76500a0c91e6bf6');
    expect(n.uppercase).toBe('F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6');
    expect(n.noHyphensUppercase).toBe('F81D4FAE7DEC11D0A76500A0C91E6BF6');
    expect(n.braces).toBe('{f81d4fae-7dec-11d0-a765-00a0c91e6bf6}');
    expect(n.urn).toBe('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6');
    expect(n.integer).toBe(RFC_INT);
    // Node's own Base64 of the same 16 bytes, an independent encoder.
    expect(n.base64).toBe(Buffer.from('f81d4fae7dec11d0a76500a0c91e6bf6', 'hex').toString('base64'));
    expect(n.hexBytes).toBe('f8 1d 4f ae 7d ec 11 d0 a7 65 00 a0 c9 1e 6b f6');
    expect(n.raw).toBe("HEXTORAW('F81D4FAE7DEC11D0A76500A0C91E6BF6')");
    expect([n.version, n.variant]).toEqual([1, 'RFC 9562']);
  });

  it('names the versions of the RFC 9562 Appendix A and B vectors', () => {
    const cases: [string, number, string][] = [
      ['C232AB00-9414-11EC-B3C8-9F6BDECED846', 1, 'Gregorian time-based'], // A.1
      ['5df41881-3aed-3515-88a7-2f4a814cf09e', 3, 'Name-based (MD5)'], // A.2
      ['919108f7-52d1-4320-9bac-f847db4148a8', 4, 'Random'], // A.3
      ['2ed6657d-e927-568b-95e1-2665a8aea6a2', 5, 'Name-based (SHA-1)'], // A.4
      ['1EC9414C-232A-6B00-B3C8-9F6BDECED846', 6, 'Reordered Gregorian time-based'], // A.5
      ['017F22E2-79B0-7CC3-98C4-DC0C0C07398F', 7, 'Unix time-based'], // A.6
      ['2489E9AD-2EE2-8E00-8EC9-32D5F69181C0', 8, 'Custom'], // B.1
    ];
    for (const [id, version, name] of cases) {
      const n = convertUuid(id, 'uuid');
      expect([n.version, n.versionName, n.variant], id).toEqual([version, name, 'RFC 9562']);
    }
  });

  it('names the Nil and Max UUIDs (RFC 9562 §5.9, §5.10) and the other variants (§4.1, Table 1)', () => {
    expect(convertUuid('00000000-0000-0000-0000-000000000000', 'uuid').versionName).toBe('Nil UUID');
    expect(convertUuid('FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF', 'uuid').versionName).toBe('Max UUID');
    expect(convertUuid('00000000-0000-0000-0000-000000000000', 'uuid').variant).toBe('NCS');
    expect(convertUuid('00000000-0000-4000-7fff-000000000000', 'uuid').variant).toBe('NCS');
    expect(convertUuid('00000000-0000-4000-c000-000000000000', 'uuid').variant).toBe('Microsoft');
    expect(convertUuid('00000000-0000-4000-e000-000000000000', 'uuid').variant).toBe('Future');
  });

  it('writes the .NET Guid.ToByteArray() order (first three fields little-endian)', () => {
    expect(convertUuid('00112233-4455-6677-8899-aabbccddeeff', 'uuid').dotnetBytes).toBe('33 22 11 00 55 44 77 66 88 99 aa bb cc dd ee ff');
    // Microsoft's Guid.ToByteArray documentation example: 35918bc9-196d-40ea-9779-889d79b753f0
    // → C9 8B 91 35 6D 19 EA 40 97 79 88 9D 79 B7 53 F0.
    expect(convertUuid('35918bc9-196d-40ea-9779-889d79b753f0', 'uuid').dotnetBytes.toUpperCase()).toBe('C9 8B 91 35 6D 19 EA 40 97 79 88 9D 79 B7 53 F0');
  });

  it('rejects anything but 16 bytes', () => {
    expectToolInputError(() => uuidNotations(new Uint8Array(15)));
  });
});

describe('parseUuidInput', () => {
  it('reads every spelling of the RFC example to the same bytes', () => {
    const expected = convertUuid(RFC_UUID, 'uuid').canonical;
    const inputs: [string, (typeof UUID_INPUT_FORMATS)[number]][] = [
      ['F81D4FAE7DEC11D0A76500A0C91E6BF6', 'uuid'],
      ['{f81d4fae-7dec-11d0-a765-00a0c91e6bf6}', 'uuid'],
      ['urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6', 'uuid'],
      [Buffer.from('f81d4fae7dec11d0a76500a0c91e6bf6', 'hex').toString('base64'), 'base64'],
      [Buffer.from('f81d4fae7dec11d0a76500a0c91e6bf6', 'hex').toString('base64url'), 'base64'],
      ['ae 4f 1d f8 ec 7d d0 11 a7 65 00 a0 c9 1e 6b f6', 'dotnet'],
      ['0xae,0x4f,0x1d,0xf8,0xec,0x7d,0xd0,0x11,0xa7,0x65,0x00,0xa0,0xc9,0x1e,0x6b,0xf6', 'dotnet'],
      [RFC_INT, 'integer'],
    ];
    for (const [text, format] of inputs) expect(convertUuid(text, format).canonical, `${format}: ${text}`).toBe(expected);
  });

  it('round-trips every notation for any 128 bits', () => {
    fc.assert(
      fc.property(anyBytes, (bytes) => {
        const n = uuidNotations(bytes);
        for (const text of [n.canonical, n.noHyphens, n.uppercase, n.noHyphensUppercase, n.braces, n.urn]) {
          expect(parseUuidInput(text, 'uuid')).toEqual(bytes);
        }
        expect(n.noHyphensUppercase).toMatch(/^[0-9A-F]{32}$/);
        expect(n.noHyphensUppercase).toBe(n.uppercase.replace(/-/g, ''));
        expect(parseUuidInput(n.base64, 'base64')).toEqual(bytes);
        expect(parseUuidInput(n.dotnetBytes, 'dotnet')).toEqual(bytes);
        expect(parseUuidInput(n.integer, 'integer')).toEqual(bytes);
        expect(swapDotnetByteOrder(swapDotnetByteOrder(bytes))).toEqual(bytes);
        expect(n.integer).toBe(BigInt(`0x${n.noHyphens}`).toString());
      }),
    );
  });

  it('rejects bad input in each notation with a message', () => {
    expect(expectToolInputError(() => parseUuidInput('f81d4fae-7dec-11d0-a765-00a0c91e6bfz', 'uuid')).message).toBe(
      'This is not a UUID: expected a hex digit (0-9, a-f) at position 36, found "z".',
    );
    expect(expectToolInputError(() => parseUuidInput('', 'uuid')).message).toContain('Enter a UUID');
    expect(parseUuidInput('+B1Prn3sEdCnZQCgyR5r9g', 'base64')).toEqual(parseUuidInput(RFC_UUID, 'uuid'));
    expect(expectToolInputError(() => parseUuidInput('+B1Prn3sEdCnZQCgyR5r9h', 'base64')).message).toContain('the last character "h" holds bits beyond 16 bytes');
    expect(expectToolInputError(() => parseUuidInput('+B1Prn3sEdCnZQCgyR5r9', 'base64')).message).toBe(
      'A UUID is 16 bytes: 22 Base64 characters (24 with "=="); this has 21 without padding.',
    );
    expect(expectToolInputError(() => parseUuidInput('+B1Prn3sEdCnZQCgyR5r9!', 'base64')).message).toContain('"!" is not a Base64 character');
    expect(expectToolInputError(() => parseUuidInput('33 22 11', 'dotnet')).message).toBe('The .NET bytes must be 16 bytes (32 hex digits); it has 6 hex digits.');
    expect(expectToolInputError(() => parseUuidInput('12a', 'integer')).message).toBe('The integer may only hold digits: "a" at position 3 is not one.');
    expect(expectToolInputError(() => parseUuidInput((1n << 128n).toString(), 'integer')).message).toContain('too large for a UUID');
    expect(parseUuidInput(((1n << 128n) - 1n).toString(), 'integer')).toEqual(new Uint8Array(16).fill(255));
  });
});

describe('uuid converter: examples and robustness', () => {
  it('has examples that are valid states', () => expectExamplesMatchState(uuidConverter, uuidConverterState));

  it('has examples that each convert', () => {
    const results = (uuidConverter.examples ?? []).map((e) => {
      const s = uuidConverterState.schema.parse(e.state);
      return convertUuid(s.input, s.format).canonical;
    });
    expect(results).toEqual([RFC_UUID, '00112233-4455-6677-8899-aabbccddeeff', RFC_UUID]);
  });

  it('keeps hostile link values out of the state', () => {
    expect(restoreState(uuidConverterState, { search: '?format=xml' }).state).toEqual({ format: 'uuid', input: '' });
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    for (const format of UUID_INPUT_FORMATS) {
      fuzzToolFunction((s: string) => convertUuid(s, format));
    }
    fuzzToolFunction(([s, f]: [string, (typeof UUID_INPUT_FORMATS)[number]]) => convertUuid(s, f), fc.tuple(fc.oneof(hostileText, fc.stringMatching(/^[0-9A-Za-z+/=_-]{20,26}$/), fc.bigInt({ min: 0n, max: 1n << 130n }).map(String)), fc.constantFrom(...UUID_INPUT_FORMATS)));
    fuzzToolFunction((b: Uint8Array) => uuidNotations(b), fc.uint8Array({ maxLength: 20 }));
  });
});

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expectExamplesMatchState, expectToolInputError, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReadableHexAffix, parseHex } from '../hex-converter/hex-converter.js';
import { DUMP_FORMATS, dumpFileName, HEX_PREFIX_PRESETS, HEX_SEPARATOR_PRESETS, hexDump, hexDumpBlob, parseHexDump, type DumpFormat } from './hex-file-converter.js';
import { hexFileConverter } from './meta.js';
import { hexFileConverterState } from './state.js';

const inputError = expectToolInputError;
const HELLO = new TextEncoder().encode('Hello, World!\n');
const BYTES_00_1F = Uint8Array.from({ length: 32 }, (_, i) => i);

// Expected text written by hand from the formats documented in xxd(1) (default: 16 octets per
// line, groups of 2 octets, "%08x: " offset, ASCII column after two spaces, "." for
// non-printables) and hexdump(1) -C ("%08.8_ax  " 8/1 "%02x " "  " 8/1 "%02x " "  |" 16/1 "%_p" "|\n",
// then the final offset).
describe('dump format (xxd(1), hexdump(1) -C)', () => {
  it('xxd: "Hello, World!\\n" and bytes 0x00–0x1F', () => {
    expect(hexDump(HELLO)).toBe('00000000: 4865 6c6c 6f2c 2057 6f72 6c64 210a       Hello, World!.\n');
    expect(hexDump(BYTES_00_1F)).toBe(
      '00000000: 0001 0203 0405 0607 0809 0a0b 0c0d 0e0f  ................\n' +
        '00000010: 1011 1213 1415 1617 1819 1a1b 1c1d 1e1f  ................\n',
    );
  });

  it('xxd -c 5 (short last row padded) and xxd -u', () => {
    expect(hexDump(new TextEncoder().encode('ABCDEFG'), { bytesPerRow: 5 })).toBe('00000000: 4142 4344 45  ABCDE\n00000005: 4647          FG\n');
    expect(hexDump(Uint8Array.from([0xab, 0xcd, ...new TextEncoder().encode('Hello')]), { uppercase: true })).toBe(
      '00000000: ABCD 4865 6C6C 6F                        ..Hello\n',
    );
  });

  it('hexdump -C: "Hello, World!\\n" and bytes 0x00–0x1F, with the final length line', () => {
    expect(hexDump(HELLO, { format: 'hexdump' })).toBe('00000000  48 65 6c 6c 6f 2c 20 57  6f 72 6c 64 21 0a        |Hello, World!.|\n0000000e\n');
    expect(hexDump(BYTES_00_1F, { format: 'hexdump' })).toBe(
      '00000000  00 01 02 03 04 05 06 07  08 09 0a 0b 0c 0d 0e 0f  |................|\n' +
        '00000010  10 11 12 13 14 15 16 17  18 19 1a 1b 1c 1d 1e 1f  |................|\n' +
        '00000020\n',
    );
  });

  it('plain (xxd -p) and spaced hex, rows of the chosen length', () => {
    expect(hexDump(HELLO, { format: 'plain', bytesPerRow: 30 })).toBe('48656c6c6f2c20576f726c64210a\n');
    expect(hexDump(HELLO, { format: 'spaced', bytesPerRow: 8, uppercase: true })).toBe('48 65 6C 6C 6F 2C 20 57\n6F 72 6C 64 21 0A\n');
    expect(hexDump(new Uint8Array(), { format: 'xxd' })).toBe('');
  });

  it('starts the offsets where asked, and refuses a bad row length', () => {
    expect(hexDump(Uint8Array.from([0x41]), { offset: 0x10, format: 'xxd' })).toBe(`00000010: 41${' '.repeat(37)}  A\n`);
    expect(inputError(() => hexDump(HELLO, { bytesPerRow: 0 })).message).toMatch(/^Bytes per row must be a whole number from 1 to 64/);
    expect(dumpFileName('a.png', 'xxd')).toBe('a.png.hex');
  });

  // When the real xxd / hexdump are installed (Debian's), compare with them on arbitrary bytes.
  const has = (tool: string) => existsSync(`/usr/bin/${tool}`);
  it.skipIf(!has('xxd'))('matches xxd on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(hexDump(bytes)).toBe(execFileSync('/usr/bin/xxd', { input: bytes }).toString('latin1'));
      }),
      { numRuns: 20 },
    );
  });
  it.skipIf(!has('hexdump'))('matches hexdump -v -C on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 80 }), (bytes) => {
        expect(hexDump(bytes, { format: 'hexdump' })).toBe(execFileSync('/usr/bin/hexdump', ['-v', '-C'], { input: bytes }).toString('latin1'));
      }),
      { numRuns: 20 },
    );
  });
});

describe('parsing hex back to bytes (like xxd -r)', () => {
  it('reads xxd output, ignoring the offset and ASCII columns (even when they look like hex)', () => {
    const dump = '00000000: 4865 6c6c 6f2c 2057 6f72 6c64 210a       Hello, World!.\n';
    expect(parseHexDump(dump)).toEqual({ bytes: HELLO, format: 'xxd' });
    // "cafe 1234" in the ASCII column is text, not bytes.
    expect([...parseHexDump('00000000: 6361 6665 2031 3233 34  cafe 1234').bytes]).toEqual([...new TextEncoder().encode('cafe 1234')]);
  });

  it('reads hexdump -C output, expanding "*" rows', () => {
    expect(parseHexDump('00000000  48 65 6c 6c 6f 2c 20 57  6f 72 6c 64 21 0a        |Hello, World!.|\n0000000e\n')).toEqual({ bytes: HELLO, format: 'hexdump' });
    // hexdump -C of 32 zero bytes: the second row equals the first and is written "*".
    const zeros = '00000000  00 00 00 00 00 00 00 00  00 00 00 00 00 00 00 00  |................|\n*\n00000020\n';
    expect(parseHexDump(zeros).bytes).toEqual(new Uint8Array(32));
  });

  it('reads plain hex with whitespace, 0x prefixes and separators', () => {
    expect(parseHexDump('48656c6c6f2c20576f726c64210a\n').bytes).toEqual(HELLO);
    expect(parseHexDump('0x48, 0x65 0x6C\n6c 6f:2c 20576f726c64210a').bytes).toEqual(HELLO);
    expect(parseHexDump('de:ad:be:ef').bytes).toEqual(Uint8Array.from([0xde, 0xad, 0xbe, 0xef]));
    expect(parseHexDump('').bytes).toEqual(new Uint8Array());
  });

  it('names the line and column of bad hex', () => {
    const bad = inputError(() => parseHexDump('00000000: 4865 6c6c\n00000004: 6f2c 2G57  o, W'));
    expect(bad.message).toBe('Invalid character "G" at line 2, column 17: the hex columns of a dump hold only the digits 0–9 and A–F.');
    expect([bad.line, bad.column]).toEqual([2, 17]);
    expect(inputError(() => parseHexDump('00000000: 486  H')).message).toMatch(/^Odd number of hex digits in "486" at position 11/);
    expect(inputError(() => parseHexDump('00000000: 4865  He\nhello')).message).toMatch(/^Line 2 is not an xxd row/);
    const plain = inputError(() => parseHexDump('48 65\n6c zz'));
    expect(plain.message).toMatch(/"z" at line 2, column 4/);
    expect(inputError(() => parseHexDump('00000000  41 41  |AA|\n*\n00000003\n')).message).toMatch(/^The "\*" on line 2 cannot be expanded/);
    expect(inputError(() => parseHexDump('00000000  41 41  |AA|\n*\n')).message).toMatch(/^The "\*" on line 2 is not followed by an offset/);
  });
});

describe('plain hex with a byte prefix and separator', () => {
  // Expected text written by hand from each language's hex literal syntax: C/C++/JavaScript
  // integer literals "0x48" (ISO C §6.4.4.1) in an initialiser list "0x48, 0x65"; C/Python string
  // escapes "\x48"; Visual Basic "&H48"; Pascal and assemblers "$48".
  it('writes C array rows: "0x48, 0x65", each row but the last ending with ","', () => {
    expect(hexDump(HELLO, { format: 'plain', prefix: '0x', separator: ', ', bytesPerRow: 8 })).toBe(
      '0x48, 0x65, 0x6c, 0x6c, 0x6f, 0x2c, 0x20, 0x57,\n0x6f, 0x72, 0x6c, 0x64, 0x21, 0x0a\n',
    );
  });

  it('writes \\x escapes, &H and $ prefixes, and any separator', () => {
    const hi = new TextEncoder().encode('Hi!');
    expect(hexDump(hi, { format: 'plain', prefix: '\\x' })).toBe('\\x48\\x69\\x21\n');
    expect(hexDump(hi, { format: 'plain', prefix: '&H', separator: ' ', uppercase: true })).toBe('&H48 &H69 &H21\n');
    expect(hexDump(hi, { format: 'plain', prefix: '$', separator: ',' })).toBe('$48,$69,$21\n');
    expect(hexDump(hi, { format: 'plain', separator: ' | ', bytesPerRow: 2 })).toBe('48 | 69 |\n21\n');
    // The prefix and separator belong to plain hex only.
    expect(hexDump(hi, { format: 'spaced', prefix: '0x', separator: ', ' })).toBe('48 69 21\n');
  });

  it('ends a partial dump with the separator, so the next part follows on', () => {
    const part = hexDump(Uint8Array.from([1, 2]), { format: 'plain', prefix: '0x', separator: ', ', final: false });
    expect(part).toBe('0x01, 0x02,\n');
  });

  it('refuses a prefix or separator that could not be read back', () => {
    expect(inputError(() => hexDump(HELLO, { format: 'plain', prefix: '00' })).message).toMatch(/^The byte prefix "00" ends with a hex digit/);
    // "&a" then "0" or "&" then "a0"? A separator or prefix may not end with a hex digit.
    expect(inputError(() => hexDump(HELLO, { format: 'plain', prefix: '&', separator: '&a' })).message).toMatch(/^The byte separator "&a" ends with a hex digit/);
    // A row ends with the separator without its trailing space: "; a" would end rows with "; a".
    expect(inputError(() => hexDump(HELLO, { format: 'plain', separator: '; a ' })).message).toMatch(/^The byte separator "; a" ends with a hex digit/);
    expect(inputError(() => hexDump(HELLO, { format: 'plain', prefix: 'x'.repeat(17) })).message).toMatch(/at most 16/);
    expect(inputError(() => parseHex('0048', { prefixes: ['00'] })).message).toMatch(/^The prefix "00" ends with a hex digit/);
  });

  it('reads those notations back', () => {
    expect(parseHexDump('0x48, 0x65, 0x6c, 0x6c, 0x6f,\n0x2c').bytes).toEqual(HELLO.subarray(0, 6));
    expect(parseHexDump('&H48 &h65 &H6C').bytes).toEqual(HELLO.subarray(0, 3));
    expect(parseHexDump('$48,$65').bytes).toEqual(HELLO.subarray(0, 2));
    expect(parseHexDump('\\x48\\x65').bytes).toEqual(HELLO.subarray(0, 2));
    // A custom prefix and separator are read when given, and only then.
    expect(parseHexDump('#48 | #65 |\n#6c', { prefix: '#', separator: ' | ' }).bytes).toEqual(HELLO.subarray(0, 3));
    expect(inputError(() => parseHexDump('#48 | #65')).message).toMatch(/^Invalid character "#" at position 1/);
    // A prefix ending with a hex digit is ignored when reading (it cannot be told apart from bytes).
    expect(parseHexDump('0048', { prefix: '00' }).bytes).toEqual(Uint8Array.from([0x00, 0x48]));
    expect(inputError(() => parseHexDump('&H4 &H65')).message).toMatch(/^Odd number of hex digits \(1\) in "4" at position 3/);
    expect(inputError(() => parseHexDump('48 &H')).message).toMatch(/^Prefix "&H" at position 4 is not followed by hex digits/);
  });

  it('round-trips with any preset or custom prefix and separator', () => {
    const affix = (presets: readonly string[]) =>
      fc.oneof(fc.constantFrom(...presets), fc.string({ unit: fc.constantFrom('#', 'x', '&', 'H', ',', ';', ' ', '\\', 'a', '0', '_', '!'), maxLength: 4 }));
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), affix(HEX_PREFIX_PRESETS), affix(HEX_SEPARATOR_PRESETS), fc.integer({ min: 1, max: 20 }), fc.boolean(), (bytes, prefix, separator, bytesPerRow, uppercase) => {
        fc.pre(isReadableHexAffix(prefix) && isReadableHexAffix(separator) && isReadableHexAffix(separator.trimEnd()));
        const dump = hexDump(bytes, { format: 'plain', prefix, separator, bytesPerRow, uppercase });
        expect(parseHexDump(dump, { prefix, separator }).bytes).toEqual(bytes);
      }),
      { numRuns: 400 },
    );
  });
});

describe('round trip (fast-check)', () => {
  it('parse(dump(bytes)) = bytes, for every format, row length and case', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 300 }),
        fc.constantFrom<DumpFormat>(...DUMP_FORMATS),
        fc.integer({ min: 1, max: 64 }),
        fc.boolean(),
        (bytes, format, bytesPerRow, uppercase) => {
          expect(parseHexDump(hexDump(bytes, { format, bytesPerRow, uppercase })).bytes).toEqual(bytes);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the chunked dump of a Blob equals the one-shot dump, with progress', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), fc.constantFrom<DumpFormat>(...DUMP_FORMATS), fc.integer({ min: 1, max: 64 }), async (bytes, format, bytesPerRow) => {
        const seen: number[] = [];
        const affixes = format === 'plain' ? { prefix: '0x', separator: ', ' } : {};
        const parts = await hexDumpBlob(new Blob([bytes]), { format, bytesPerRow, ...affixes }, { chunkBytes: 50, onProgress: (done) => seen.push(done) });
        expect(parts.join('')).toBe(hexDump(bytes, { format, bytesPerRow, ...affixes }));
        if (bytes.length) expect(seen.at(-1)).toBe(bytes.length);
      }),
      { numRuns: 50 },
    );
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const run = hexDumpBlob(new Blob([new Uint8Array(1000)]), {}, { chunkBytes: 16, signal: controller.signal, onProgress: () => controller.abort() });
    await expect(run).rejects.toThrow(/abort/i);
  });
});

describe('HEX file converter: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(hexFileConverter, hexFileConverterState);
    for (const example of hexFileConverter.examples ?? []) {
      if (example.state.hex) expect(parseHexDump(String(example.state.hex)).bytes.length).toBeGreaterThan(0);
    }
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => parseHexDump(s));
    fuzzToolFunction((s: string) => parseHexDump(s), fc.stringMatching(/^([0-9a-f]{2,8}|: | {2}|\||\*|\n| |0x|[g.])*$/));
    fuzzToolFunction(
      (o: { bytes: Uint8Array; bytesPerRow: number; format: DumpFormat }) => hexDump(o.bytes, o),
      fc.record({ bytes: fc.uint8Array({ maxLength: 64 }), bytesPerRow: fc.integer({ min: -5, max: 100 }), format: fc.constantFrom<DumpFormat>(...DUMP_FORMATS) }),
    );
    await fuzzAsyncToolFunction((bytesPerRow: number) => hexDumpBlob(new Blob([HELLO]), { bytesPerRow }), fc.integer({ min: -5, max: 100 }), 30);
  });
});

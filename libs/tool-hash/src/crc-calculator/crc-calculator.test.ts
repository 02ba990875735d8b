import { crc32 as zlibCrc32 } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { BYTE_INPUT_ENCODINGS, type ByteInputEncoding } from '@handy-tools/bytes';
import { DIGEST_ENCODINGS, type DigestEncoding } from '../shared/encoding.js';
import { CRC_ALGORITHMS, CRC_ALGORITHM_INFO, crcAll, crcOfBlob, crcOfInput, findCrcAlgorithms, formatCrc, formatCrcHex, type CrcAlgorithm } from './crc-calculator.js';
import { crcCalculatorTool } from './meta.js';
import { crcCalculatorState } from './state.js';

const CHECK_INPUT = new TextEncoder().encode('123456789');

// "check" values (CRC of the ASCII string "123456789") from Greg Cook's Catalogue of parametrised
// CRC algorithms (reveng.sourceforge.io/crc-catalogue/all.htm), under the catalogue's names.
const CATALOGUE_CHECK: Record<Exclude<CrcAlgorithm, 'SUM-8' | 'CRC-1'>, string> = {
  'CRC-8/SMBUS': 'f4',
  'CRC-8/MAXIM-DOW': 'a1',
  'CRC-8/DVB-S2': 'bc',
  'CRC-16/ARC': 'bb3d',
  'CRC-16/IBM-3740': '29b1',
  'CRC-16/MODBUS': '4b37',
  'CRC-16/KERMIT': '2189',
  'CRC-16/XMODEM': '31c3',
  'CRC-24/OPENPGP': '21cf02',
  'CRC-32/ISO-HDLC': 'cbf43926',
  'CRC-32/MPEG-2': '0376e6e7',
  'CRC-32/JAMCRC': '340bc6d9',
  'CRC-32/ISCSI': 'e3069283',
};

describe('crcAll', () => {
  it('gives every catalogue check value for "123456789"', async () => {
    const values = await crcAll(CHECK_INPUT);
    expect(Object.keys(values)).toEqual([...CRC_ALGORITHMS]);
    for (const [name, check] of Object.entries(CATALOGUE_CHECK)) {
      expect(formatCrcHex(values[name as CrcAlgorithm], name as CrcAlgorithm), name).toBe(check);
    }
  });

  it('SUM-8 is the byte sum modulo 256 (0x31 + … + 0x39 = 477 = 0x1dd)', async () => {
    expect((await crcAll(CHECK_INPUT))['SUM-8']).toBe(477 % 256);
  });

  it('CRC-1 is the even parity bit (polynomial x + 1): "123456789" has 33 one bits, so 1; "12" (0x31 0x32) has 6, so 0', async () => {
    expect((await crcAll(CHECK_INPUT))['CRC-1']).toBe(1);
    expect((await crcAll(new TextEncoder().encode('12')))['CRC-1']).toBe(0);
    expect(formatCrcHex(1, 'CRC-1')).toBe('1');
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 100 }), async (data) => {
        const ones = data.reduce((n, b) => n + b.toString(2).replaceAll('0', '').length, 0);
        expect((await crcAll(data))['CRC-1']).toBe(ones % 2);
      }),
      { numRuns: 60 },
    );
  });

  it('gives the catalogue parameters for the empty message (init XOR xorout, after reflection)', async () => {
    const v = await crcAll(new Uint8Array());
    // Empty message: the register's initial value, reflected as the model says, then XORed with xorout.
    expect(v['CRC-32/ISO-HDLC']).toBe(0);
    expect(v['CRC-32/ISCSI']).toBe(0);
    expect(v['CRC-32/JAMCRC']).toBe(0xffffffff);
    expect(v['CRC-32/MPEG-2']).toBe(0xffffffff);
    expect(v['CRC-16/MODBUS']).toBe(0xffff);
    expect(v['CRC-16/IBM-3740']).toBe(0xffff);
    expect(v['CRC-24/OPENPGP']).toBe(0xb704ce);
    expect(v['CRC-8/SMBUS']).toBe(0);
    expect(v['SUM-8']).toBe(0);
    expect(v['CRC-1']).toBe(0);
  });

  it('CRC-32 agrees with zlib (node:zlib) on any bytes, and JAMCRC is its complement', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async (data) => {
        const v = await crcAll(data);
        expect(v['CRC-32/ISO-HDLC']).toBe(zlibCrc32(data));
        expect(v['CRC-32/JAMCRC']).toBe(~zlibCrc32(data) >>> 0);
      }),
      { numRuns: 60 },
    );
  });
});

describe('crcOfBlob', () => {
  it('reads a file in chunks, reports progress, and equals the one-shot values', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), fc.integer({ min: 1, max: 64 }), async (data, chunkSize) => {
        const progress: number[] = [];
        const chunked = await crcOfBlob(new Blob([data]), { chunkSize, onProgress: (done) => progress.push(done) });
        expect(chunked).toEqual(await crcAll(data));
        expect(progress.at(-1)).toBe(data.length);
        expect(progress).toEqual([...progress].sort((a, b) => a - b));
      }),
      { numRuns: 60 },
    );
  });

  it('gives the check values in 2-byte chunks', async () => {
    const v = await crcOfBlob(new Blob([CHECK_INPUT]), { chunkSize: 2 });
    for (const [name, check] of Object.entries(CATALOGUE_CHECK)) expect(formatCrcHex(v[name as CrcAlgorithm], name as CrcAlgorithm)).toBe(check);
  });

  it('stops when aborted', async () => {
    const abort = new AbortController();
    const run = crcOfBlob(new Blob([new Uint8Array(1000)]), {
      chunkSize: 10,
      signal: abort.signal,
      onProgress: (done) => {
        if (done >= 100) abort.abort();
      },
    });
    await expect(run).rejects.toThrow();
    await expect(run).rejects.not.toBeInstanceOf(ToolInputError);
  });
});

describe('crcOfInput and formatting', () => {
  it('reads the input as text, hex or Base64', async () => {
    for (const [text, enc] of [
      ['123456789', 'text'],
      ['31 32 33 34 35 36 37 38 39', 'hex'],
      ['MTIzNDU2Nzg5', 'base64'],
    ] as const) {
      expect(formatCrcHex((await crcOfInput(text, enc))['CRC-32/ISCSI'], 'CRC-32/ISCSI')).toBe('e3069283');
    }
    await expect(crcOfInput('12 3', 'hex')).rejects.toThrow('The input: odd number of hexadecimal digits (3): each byte takes two.');
    await expect(crcOfInput('zz', 'hex')).rejects.toBeInstanceOf(ToolInputError);
  });

  it('pads hex to the width of the algorithm', () => {
    expect(formatCrcHex(0x376e6e7, 'CRC-32/MPEG-2')).toBe('0376e6e7');
    expect(formatCrcHex(0xa, 'CRC-8/SMBUS')).toBe('0a');
    expect(formatCrcHex(0x1, 'CRC-24/OPENPGP')).toBe('000001');
    expect(Object.values(CRC_ALGORITHM_INFO).every((i) => [1, 8, 16, 24, 32].includes(i.width))).toBe(true);
    expect(() => formatCrcHex(1, 'CRC-99' as CrcAlgorithm)).toThrow(ToolInputError);
  });
});

describe('formatCrc: the output encodings', () => {
  it('writes the catalogue check values in hex, binary (width digits), Base64 and Base64url (bytes, most significant first)', () => {
    // CRC-32/ISO-HDLC check 0xcbf43926, CRC-16/MODBUS check 0x4b37, CRC-24/OPENPGP check 0x21cf02.
    expect(formatCrc(0xcbf43926, 'CRC-32/ISO-HDLC', 'hex')).toBe('cbf43926');
    expect(formatCrc(0xcbf43926, 'CRC-32/ISO-HDLC', 'binary')).toBe('11001011111101000011100100100110');
    expect(formatCrc(0xcbf43926, 'CRC-32/ISO-HDLC', 'base64')).toBe('y/Q5Jg==');
    expect(formatCrc(0xcbf43926, 'CRC-32/ISO-HDLC', 'base64url')).toBe('y_Q5Jg');
    expect(formatCrc(0x4b37, 'CRC-16/MODBUS', 'binary')).toBe('0100101100110111');
    expect(formatCrc(0x4b37, 'CRC-16/MODBUS', 'base64')).toBe('Szc=');
    expect(formatCrc(0x21cf02, 'CRC-24/OPENPGP', 'base64')).toBe('Ic8C');
    expect(formatCrc(0x0a, 'CRC-8/SMBUS', 'binary')).toBe('00001010');
    expect(formatCrc(1, 'CRC-1', 'binary')).toBe('1');
    expect(formatCrc(1, 'CRC-1', 'base64')).toBe('AQ==');
    expect(() => formatCrc(1, 'CRC-1', 'base32' as DigestEncoding)).toThrow(ToolInputError);
  });

  it('every encoding writes the same bytes as the hex (round trip through Buffer)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CRC_ALGORITHMS.filter((a) => CRC_ALGORITHM_INFO[a].width % 8 === 0)), fc.nat(), (algorithm, n) => {
        const width = CRC_ALGORITHM_INFO[algorithm].width;
        const value = width === 32 ? n >>> 0 : n % 2 ** width;
        const bytes = Buffer.from(formatCrc(value, algorithm, 'hex'), 'hex');
        expect(formatCrc(value, algorithm, 'base64')).toBe(bytes.toString('base64'));
        expect(formatCrc(value, algorithm, 'base64url')).toBe(bytes.toString('base64url'));
        expect(parseInt(formatCrc(value, algorithm, 'binary'), 2)).toBe(value);
        expect(formatCrc(value, algorithm, 'binary')).toHaveLength(width);
      }),
    );
  });
});

describe('findCrcAlgorithms: catalogue names, aliases and common names', () => {
  it('finds an algorithm by its catalogue aliases and common names, without case or punctuation', () => {
    expect(findCrcAlgorithms('CRC-16/CCITT-FALSE')).toEqual(['CRC-16/IBM-3740']); // catalogue alias
    expect(findCrcAlgorithms('crc16 ccitt false')).toEqual(['CRC-16/IBM-3740']);
    expect(findCrcAlgorithms('CRC-32/ZIP')).toEqual(['CRC-32/ISO-HDLC']);
    expect(findCrcAlgorithms('pkzip')).toEqual(['CRC-32/ISO-HDLC']);
    expect(findCrcAlgorithms('CRC-16/ARC')).toEqual(['CRC-16/ARC']);
    expect(findCrcAlgorithms('CRC-16/LHA')).toEqual(['CRC-16/ARC']);
    expect(findCrcAlgorithms('CRC-32C')).toEqual(['CRC-32/ISCSI']);
    expect(findCrcAlgorithms('castagnoli')).toEqual(['CRC-32/ISCSI']);
    expect(findCrcAlgorithms('parity')).toEqual(['CRC-1']);
    expect(findCrcAlgorithms('CCITT')).toEqual(['CRC-16/IBM-3740', 'CRC-16/KERMIT']);
    expect(findCrcAlgorithms('CRC-16')).toEqual(CRC_ALGORITHMS.filter((a) => a.startsWith('CRC-16/')));
    expect(findCrcAlgorithms('  ')).toEqual([...CRC_ALGORITHMS]);
    expect(findCrcAlgorithms('CRC-64')).toEqual([]);
  });

  it('finds every algorithm by each of its own names', () => {
    for (const a of CRC_ALGORITHMS) {
      for (const name of [a, ...CRC_ALGORITHM_INFO[a].aliases, ...CRC_ALGORITHM_INFO[a].commonNames]) expect(findCrcAlgorithms(name), name).toContain(a);
    }
  });
});

describe('crc calculator: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(crcCalculatorTool, crcCalculatorState);
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    await fuzzAsyncToolFunction((s: string) => crcOfInput(s, 'text'), undefined, 30);
    await fuzzAsyncToolFunction(
      ([s, enc]: [string, ByteInputEncoding]) => crcOfInput(s, enc),
      fc.tuple(fc.oneof(fc.string({ maxLength: 30 }), fc.stringMatching(/^[0-9a-fA-F\s=+/_-]{0,30}$/)), fc.constantFrom(...BYTE_INPUT_ENCODINGS, 'x' as ByteInputEncoding)),
      60,
    );
    fuzzToolFunction(([v, a]: [number, CrcAlgorithm]) => formatCrcHex(v, a), fc.tuple(fc.integer(), fc.oneof(fc.constantFrom(...CRC_ALGORITHMS), fc.string() as fc.Arbitrary<CrcAlgorithm>)));
    fuzzToolFunction(
      ([v, a, e]: [number, CrcAlgorithm, DigestEncoding]) => formatCrc(v, a, e),
      fc.tuple(fc.nat(), fc.oneof(fc.constantFrom(...CRC_ALGORITHMS), fc.string() as fc.Arbitrary<CrcAlgorithm>), fc.oneof(fc.constantFrom(...DIGEST_ENCODINGS), fc.string() as fc.Arbitrary<DigestEncoding>)),
    );
    fuzzToolFunction((s: string) => findCrcAlgorithms(s));
  });
});

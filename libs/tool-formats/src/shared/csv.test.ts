import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { CSV_DELIMITERS, flattenRecord, readCsv, unflattenRecord, writeCsv, type CsvDelimiterName } from './csv.js';

const names = Object.keys(CSV_DELIMITERS) as CsvDelimiterName[];

describe('readCsv and writeCsv', () => {
  it('read the examples of RFC 4180 §2', () => {
    // https://www.rfc-editor.org/rfc/rfc4180#section-2, rules 1, 2, 5, 6 and 7.
    expect(readCsv('aaa,bbb,ccc\r\nzzz,yyy,xxx\r\n', 'comma').rows).toEqual([['aaa', 'bbb', 'ccc'], ['zzz', 'yyy', 'xxx']]);
    expect(readCsv('aaa,bbb,ccc\r\nzzz,yyy,xxx', 'auto').rows).toEqual([['aaa', 'bbb', 'ccc'], ['zzz', 'yyy', 'xxx']]);
    expect(readCsv('"aaa","bbb","ccc"\r\nzzz,yyy,xxx', 'auto').rows).toEqual([['aaa', 'bbb', 'ccc'], ['zzz', 'yyy', 'xxx']]);
    expect(readCsv('"aaa","b\r\nbb","ccc"\r\nzzz,yyy,xxx', 'auto').rows).toEqual([['aaa', 'b\r\nbb', 'ccc'], ['zzz', 'yyy', 'xxx']]);
    expect(readCsv('"aaa","b""bb","ccc"', 'auto').rows).toEqual([['aaa', 'b"bb', 'ccc']]);
  });
  it('writes the RFC 4180 §2 examples back (quotes only where rule 6 needs them)', () => {
    expect(writeCsv([['aaa', 'b\r\nbb', 'ccc'], ['zzz', 'yyy', 'xxx']], ',', '\r\n')).toBe('aaa,"b\r\nbb",ccc\r\nzzz,yyy,xxx');
    expect(writeCsv([['aaa', 'b"bb', 'ccc']], ',', '\r\n')).toBe('aaa,"b""bb",ccc');
    expect(writeCsv([['a;b', 'c,d']], ';', '\n')).toBe('"a;b";c,d');
  });
  it('detects the delimiter and the line each record starts on', () => {
    const r = readCsv('a;b\n"x\ny";1\n\nz;2\n', 'auto');
    expect(r.delimiter).toBe(';');
    expect(r.rows).toEqual([['a', 'b'], ['x\ny', '1'], ['z', '2']]);
    expect(r.lines).toEqual([1, 2, 5]);
    expect(readCsv('a\tb\r\n1\t2', 'auto').delimiter).toBe('\t');
    expect(readCsv('a|b\n1|2', 'auto').delimiter).toBe('|');
  });
  it('names the line and column of quoting errors', () => {
    const open = expectToolInputError(() => readCsv('a,b\r\n1,2\r\n3,"4\r\n5,6', 'comma'));
    expect(open.message).toMatch(/^Line 3, column 3: a quoted field is never closed/);
    expect(open.line).toBe(3);
    const after = expectToolInputError(() => readCsv('a,b\n"x"y,2\n', 'comma'));
    expect(after.message).toMatch(/^Line 2, column \d: text follows the closing quote/);
    expect(expectToolInputError(() => readCsv('  \n', 'auto')).message).toMatch(/^The CSV is empty/);
  });
  it('round-trips any rows of strings, for every delimiter and line break (fast-check)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.constantFrom('\r\n' as const, '\n' as const), fc.integer({ min: 1, max: 4 }), fc.array(fc.string(), { minLength: 4, maxLength: 40 }), (name, nl, width, cells) => {
        const rows: string[][] = [];
        for (let i = 0; i + width <= cells.length; i += width) rows.push(cells.slice(i, i + width));
        expect(readCsv(writeCsv(rows, CSV_DELIMITERS[name], nl), name).rows).toEqual(rows);
      }),
      { numRuns: 400 },
    );
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    for (const d of ['auto', ...names] as const) fuzzToolFunction((s: string) => readCsv(s, d));
  });
});

describe('flattenRecord and unflattenRecord', () => {
  it('flattens nested objects into dotted keys and arrays into [i] columns, or keeps arrays whole', () => {
    const rec = { a: { b: { c: 1 } }, tags: ['x', { y: 2 }], e: {}, f: [] };
    expect(flattenRecord(rec, 'index')).toEqual([['a.b.c', 1], ['tags[0]', 'x'], ['tags[1].y', 2], ['e', {}], ['f', []]]);
    expect(flattenRecord(rec, 'json')).toEqual([['a.b.c', 1], ['tags', ['x', { y: 2 }]], ['e', {}], ['f', []]]);
  });
  it('unflattens, keeping clashing columns flat', () => {
    const { value, clashes } = unflattenRecord([['a', 1], ['a.b', 2], ['c[1]', 3], ['d..e', 4], ['f.g', 5], ['f.g.h', 6]]);
    expect(JSON.parse(JSON.stringify(value))).toEqual({ a: 1, 'a.b': 2, c: [null, 3], 'd..e': 4, f: { g: 5 }, 'f.g.h': 6 });
    expect(clashes).toEqual(['a.b', 'f.g.h']);
  });
  it('unflatten inverts flatten for keys without dots or brackets (fast-check)', () => {
    const key = fc.string({ minLength: 1 }).filter((k) => !/[.[\]]/.test(k));
    const leaf = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
    const tree = fc.letrec<{ v: unknown }>((tie) => ({
      v: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('v'), { minLength: 1, maxLength: 3 }), fc.dictionary(key, tie('v'), { minKeys: 1, maxKeys: 3 })),
    })).v;
    fc.assert(
      fc.property(fc.dictionary(key, tree, { maxKeys: 5 }), (rec) => {
        const { value, clashes } = unflattenRecord(flattenRecord(rec, 'index'));
        expect(clashes).toEqual([]);
        expect(JSON.parse(JSON.stringify(value))).toEqual(JSON.parse(JSON.stringify(rec)));
      }),
      { numRuns: 300 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { isbnValidatorAndParserTool } from './meta.js';
import { isbnValidatorAndParserState } from './state.js';
import { hyphenateIsbn, isbnCheckDigit, parseIsbn } from './isbn-validator-and-parser.js';

describe('isbnCheckDigit', () => {
  it('computes the published check digits', () => {
    // ISBN Users' Manual (International ISBN Agency, 7th ed. 2017) §5 example: 978-0-571-08989-5.
    expect(isbnCheckDigit('978057108989')).toBe('5');
    // ISO 2108 ISBN-10 rule; the textbook pair 0-306-40615-2 / 978-0-306-40615-7 (Wikipedia "ISBN", check digit section).
    expect(isbnCheckDigit('030640615')).toBe('2');
    expect(isbnCheckDigit('978030640615')).toBe('7');
    // An ISBN-10 whose check value is 10, written X.
    expect(isbnCheckDigit('080442957')).toBe('X');
    expect(() => isbnCheckDigit('12345')).toThrow(ToolInputError);
  });

  it('every single-digit change breaks an ISBN-10 (mod 11, property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), fc.nat(8), fc.integer({ min: 1, max: 9 }), (payload, at, delta) => {
        const changed = payload.slice(0, at) + String((Number(payload[at]) + delta) % 10) + payload.slice(at + 1);
        return isbnCheckDigit(changed) !== isbnCheckDigit(payload);
      }),
    );
  });
});

describe('parseIsbn', () => {
  it('hyphenates by the registration ranges and converts 10 ⇄ 13', () => {
    const german = parseIsbn('9783161484100');
    expect(german).toMatchObject({
      kind: 'ISBN-13',
      valid: true,
      isbn13Hyphenated: '978-3-16-148410-0',
      isbn10: '316148410X',
      isbn10Hyphenated: '3-16-148410-X',
      prefix: '978',
      group: '3',
      groupName: 'German language',
      publisher: '16',
      publication: '148410',
    });
    expect(parseIsbn('ISBN 0-306-40615-2')).toMatchObject({ kind: 'ISBN-10', valid: true, isbn13Hyphenated: '978-0-306-40615-7' });
    // Wikipedia "ISBN" example of a registration group of five digits: Qatar, 99921-58-10-7.
    expect(parseIsbn('9992158107')).toMatchObject({ groupName: 'Qatar', isbn10Hyphenated: '99921-58-10-7', publisher: '58' });
    expect(parseIsbn('978-0-571-08989-5')).toMatchObject({ valid: true, isbn13Hyphenated: '978-0-571-08989-5' });
  });

  it('gives a 979 ISBN no ISBN-10', () => {
    const french = parseIsbn('979-10-91146-13-5');
    expect(french).toMatchObject({ valid: true, groupName: 'France', isbn13Hyphenated: '979-10-91146-13-5', prefix: '979' });
    expect(french.isbn10).toBeUndefined();
  });

  it('says why an ISBN is wrong and corrects the check digit', () => {
    expect(parseIsbn('978-0-306-40615-8')).toMatchObject({ valid: false, problem: 'check-digit', expectedCheckDigit: '7', corrected: '9780306406157' });
    expect(parseIsbn('0306406153')).toMatchObject({ problem: 'check-digit', corrected: '0306406152' });
    expect(parseIsbn('9770306406150').problem).toBe('prefix');
    // 979-0 is the ISMN (ISO 10957): 979-0-2600-0043-8 is the ISMN standard's example.
    expect(parseIsbn('9790260000438').problem).toBe('ismn');
  });

  it('names what is wrong in the text', () => {
    expect(() => parseIsbn('978-3-16-148410-O')).toThrow('"O" at position 17');
    expect(() => parseIsbn('978316148410')).toThrow('has 12');
    expect(() => parseIsbn('97831614841X0')).toThrow('"X"');
    expect(() => parseIsbn('  ')).toThrow(ToolInputError);
  });

  it('round-trips ISBN-10 → ISBN-13 → ISBN-10 (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (payload) => {
        const report = parseIsbn(payload + isbnCheckDigit(payload));
        if (!report.valid) return report.problem === 'unassigned-range';
        return report.isbn13 !== undefined && parseIsbn(report.isbn13).isbn10 === payload + isbnCheckDigit(payload);
      }),
    );
  });

  it('hyphenates a corrected number', () => {
    expect(hyphenateIsbn('9780306406157')).toBe('978-0-306-40615-7');
    expect(hyphenateIsbn('0306406152')).toBe('0-306-40615-2');
    expect(hyphenateIsbn('12')).toBeNull();
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(isbnValidatorAndParserTool, isbnValidatorAndParserState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseIsbn(s));
    fuzzToolFunction((s: string) => isbnCheckDigit(s));
    fuzzToolFunction((s: string) => hyphenateIsbn(s));
  });
});

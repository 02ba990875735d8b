import fc from 'fast-check';
import JSON5 from 'json5';
import { describe, expect, it } from 'vitest';
import { fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { locateJson5Error, syntaxErrorAt } from './syntax-error.js';
import { describeFound, lineColumn, offsetOfLfLineColumn } from './text-position.js';

describe('lineColumn', () => {
  it('counts LF, CRLF and CR as one line break each, 1-based', () => {
    const text = 'ab\ncd\r\nef\rgh';
    expect(lineColumn(text, 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn(text, 2)).toEqual({ line: 1, column: 3 });
    expect(lineColumn(text, 3)).toEqual({ line: 2, column: 1 });
    expect(lineColumn(text, 7)).toEqual({ line: 3, column: 1 });
    expect(lineColumn(text, 10)).toEqual({ line: 4, column: 1 });
    expect(lineColumn(text, 99)).toEqual({ line: 4, column: 3 });
  });

  it('counts a surrogate pair (one code point) as one column', () => {
    expect(lineColumn('😀😀x', 4)).toEqual({ line: 1, column: 3 });
  });
});

describe('offsetOfLfLineColumn (json5 error positions)', () => {
  it('maps LF-separated lines and UTF-16 columns back to an offset', () => {
    expect(offsetOfLfLineColumn('ab\ncd', 2, 2)).toBe(4);
    expect(offsetOfLfLineColumn('ab', 1, 3)).toBe(2);
  });

  it('moves an offset that lands inside a surrogate pair to its start', () => {
    expect(offsetOfLfLineColumn('😀x', 1, 2)).toBe(0);
  });
});

describe('describeFound', () => {
  it('names characters, words, invisible characters and the end', () => {
    expect(describeFound('x}', 1)).toBe("'}'");
    expect(describeFound('undefined,', 0)).toBe("'undefined'");
    expect(describeFound('\u00a0', 0)).toBe('U+00A0');
    expect(describeFound('a\r\n', 1)).toBe('line break');
    expect(describeFound('', 0)).toBe('the end of the input');
  });
});

describe('syntaxErrorAt', () => {
  it('says the line and column and keeps the offset', () => {
    const e = syntaxErrorAt('{\r\n  "a": }', 10, "unexpected '}'");
    expect(e.message).toBe("Line 2, column 8: unexpected '}'.");
    expect([e.line, e.column, e.position]).toEqual([2, 8, 10]);
  });
});

/** What the json5 library (https://github.com/json5/json5) throws for a text. */
function json5Error(text: string): unknown {
  try {
    JSON5.parse(text);
  } catch (e) {
    return e;
  }
  throw new Error(`JSON5 accepted ${text}`);
}

describe('locateJson5Error', () => {
  it('points at the unexpected character', () => {
    const text = '{a: 1,, }';
    expect(locateJson5Error(text, json5Error(text))).toEqual({ position: 6, problem: "unexpected ',' (not valid JSON5 here)" });
    expect(locateJson5Error(text, json5Error(text), 'JSON or JSON5')?.problem).toBe("unexpected ',' (not valid JSON or JSON5 here)");
  });

  it('points at the line break json5 reports as column 0 of the next line, also in CRLF text', () => {
    for (const eol of ['\n', '\r\n']) {
      const text = `{${eol}  "a": tru${eol}}`;
      const place = locateJson5Error(text, json5Error(text));
      expect(place?.problem).toBe('unexpected line break (not valid JSON5 here)');
      expect(lineColumn(text, place!.position)).toEqual({ line: 2, column: 11 });
    }
  });

  it('names the end of the input and bad characters in names', () => {
    expect(locateJson5Error('[1, 2', json5Error('[1, 2'))?.problem).toBe('unexpected end of the input');
    // An escape in an unquoted name that does not make a name character (here U+002D '-').
    const escaped = '{a\\u002Db: 1}';
    expect(locateJson5Error(escaped, json5Error(escaped))).toEqual({ position: 2, problem: 'invalid character in a name' });
  });

  it('returns null for anything else', () => {
    expect(locateJson5Error('x', new RangeError('Maximum call stack size exceeded'))).toBeNull();
    expect(locateJson5Error('x', new SyntaxError('no position'))).toBeNull();
  });

  it('locates every json5 syntax error inside the text (fast-check)', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        let error: unknown = null;
        try {
          JSON5.parse(text);
        } catch (e) {
          error = e;
        }
        const place = error instanceof SyntaxError ? locateJson5Error(text, error) : null;
        if (place) {
          expect(place.position).toBeGreaterThanOrEqual(0);
          expect(place.position).toBeLessThanOrEqual(text.length);
        }
      }),
    );
  });
});

describe('the text-position helpers never throw, for any text and offset', () => {
  it('lineColumn, describeFound, offsetOfLfLineColumn', () => {
    const textAndIndex = fc.tuple(hostileText, fc.integer({ min: -10, max: 300 }));
    fuzzToolFunction(([text, i]: [string, number]) => lineColumn(text, i), textAndIndex);
    fuzzToolFunction(([text, i]: [string, number]) => describeFound(text, i), textAndIndex);
    fuzzToolFunction(([text, i]: [string, number]) => offsetOfLfLineColumn(text, Math.abs(i) % 5, i), textAndIndex);
  });
});

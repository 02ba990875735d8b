import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { escapeJsonString, unescapeJsonString } from './json-escaper.js';
import { jsonEscaper } from './meta.js';
import { jsonEscaperState } from './state.js';

describe('escapeJsonString (RFC 8259 §7, ECMA-262 QuoteJSONString)', () => {
  it.each([
    ['quotation mark U+0022', '"', '"\\""'],
    ['reverse solidus U+005C', '\\', '"\\\\"'],
    ['solidus U+002F is not escaped', '/', '"/"'],
    ['backspace U+0008', '\b', '"\\b"'],
    ['form feed U+000C', '\f', '"\\f"'],
    ['line feed U+000A', '\n', '"\\n"'],
    ['carriage return U+000D', '\r', '"\\r"'],
    ['tab U+0009', '\t', '"\\t"'],
    ['other control characters as \\u00XX', '\u0000\u001f', '"\\u0000\\u001f"'],
    ['DEL U+007F is kept', '\u007f', '"\u007f"'],
    ['a lone surrogate as \\uDXXX (well-formed JSON.stringify)', '\uD834', '"\\ud834"'],
    ['non-ASCII is kept', 'café 𝄞', '"café 𝄞"'],
  ])('%s', (_name, text, literal) => {
    expect(escapeJsonString(text)).toBe(literal);
  });

  it('writes non-ASCII as \\uXXXX code units when asked: U+1D11E is \\uD834\\uDD1E (RFC 8259 §7)', () => {
    expect(escapeJsonString('é\u{1D11E}', { asciiOnly: true })).toBe('"\\u00e9\\ud834\\udd1e"');
    expect(escapeJsonString('é\u{1D11E}', { asciiOnly: true, quotes: false })).toBe('\\u00e9\\ud834\\udd1e');
  });

  it('leaves the quotes out when asked', () => {
    expect(escapeJsonString('a "b"\n', { quotes: false })).toBe('a \\"b\\"\\n');
    expect(escapeJsonString('', { quotes: false })).toBe('');
  });
});

describe('unescapeJsonString', () => {
  it.each([
    ['"\\u005C" is a reverse solidus (RFC 8259 §7)', '"\\u005C"', '\\'],
    ['the G clef as a surrogate pair (RFC 8259 §7)', '"\\uD834\\uDD1E"', '\u{1D11E}'],
    ['every two-character escape', '"\\" \\\\ \\/ \\b \\f \\n \\r \\t"', '" \\ / \b \f \n \r \t'],
    ['without quotes', 'caf\\u00e9 \\"x\\"', 'café "x"'],
    ['an empty literal', '""', ''],
    ['an empty text', '', ''],
    ['a lone escaped surrogate stays a lone surrogate', '\\udc00', '\udc00'],
    ['a text that is one escaped quote', '\\"', '"'],
    ['a quoted text whose last character is an escaped backslash', '"a\\\\"', 'a\\'],
  ])('%s', (_name, input, text) => {
    expect(unescapeJsonString(input)).toBe(text);
  });

  it('names the line and column of an invalid escape', () => {
    const e = expectToolInputError(() => unescapeJsonString('"line one\\nC:\\windows"'));
    expect([e.line, e.column, e.position]).toEqual([1, 14, 13]); // the backslash before w
    expect(e.message).toMatch(/^Line 1, column 14: invalid escape '\\w' in a string/);
    const bare = expectToolInputError(() => unescapeJsonString('C:\\temp\\x'));
    expect([bare.column, bare.position]).toEqual([8, 7]);
    const hex = expectToolInputError(() => unescapeJsonString('\\u12G4'));
    expect(hex.message).toBe("Line 1, column 5: expected 4 hexadecimal digits after '\\u', found 'G4'.");
  });

  it('rejects a bare double quote, a raw line break and a trailing lone backslash', () => {
    const q = expectToolInputError(() => unescapeJsonString('say "hi"'));
    expect([q.column, q.position]).toEqual([5, 4]);
    expect(q.message).toBe('Line 1, column 5: unescaped \'"\' inside the string; write it as \\".');
    const quoted = expectToolInputError(() => unescapeJsonString('"say "hi""'));
    expect(quoted.position).toBe(5);
    const nl = expectToolInputError(() => unescapeJsonString('one\ntwo'));
    expect([nl.line, nl.column]).toEqual([1, 4]);
    expect(nl.message).toBe('Line 1, column 4: unescaped line break in the string; write it as \\n.');
    const tail = expectToolInputError(() => unescapeJsonString('abc\\'));
    expect([tail.column, tail.message]).toEqual([4, "Line 1, column 4: the text ends with a lone '\\'; write a backslash as \\\\."]);
  });
});

describe('round trip (fast-check)', () => {
  // Any UTF-16 string, lone surrogates included.
  const anyString = fc.oneof(hostileText, fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 60 }).map((a) => String.fromCharCode(...a)));

  it('unescape(escape(s)) === s, with and without quotes, ASCII-only or not', () => {
    fc.assert(
      fc.property(anyString, fc.boolean(), fc.boolean(), (s, quotes, asciiOnly) => {
        expect(unescapeJsonString(escapeJsonString(s, { quotes, asciiOnly }))).toBe(s);
      }),
      { numRuns: 500 },
    );
  });

  it('escape(s) is what JSON.parse reads back, and ASCII-only output is all ASCII', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        expect(JSON.parse(escapeJsonString(s))).toBe(s);
        // eslint-disable-next-line no-control-regex -- checking the output is 7-bit
        expect(escapeJsonString(s, { asciiOnly: true })).toMatch(/^[\x00-\x7f]*$/);
      }),
    );
  });
});

describe('json escaper: examples and robustness', () => {
  it('has examples that are valid states', () => expectExamplesMatchState(jsonEscaper, jsonEscaperState));

  it('every example gives a result without an error', () => {
    for (const { label, state } of jsonEscaper.examples ?? []) {
      const { input, direction, quotes, asciiOnly } = state as { input: string; direction: string; quotes: boolean; asciiOnly: boolean };
      const out = direction === 'escape' ? escapeJsonString(input, { quotes, asciiOnly }) : unescapeJsonString(input);
      expect(out.length, label).toBeGreaterThan(0);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => unescapeJsonString(s));
    fuzzToolFunction((s: string) => escapeJsonString(s));
    fuzzToolFunction((o: { s: string; quotes: boolean; asciiOnly: boolean }) => escapeJsonString(o.s, o), fc.record({ s: hostileText, quotes: fc.boolean(), asciiOnly: fc.boolean() }));
  });
});

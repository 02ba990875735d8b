import fc from 'fast-check';
import JSON5 from 'json5';
import { describe, expect, it } from 'vitest';
import { expectToolInputError, fuzzToolFunction, RFC8259_ARRAY, RFC8259_OBJECT, JSON5_SHORT_EXAMPLE } from '@handy-tools/ui/testing';
import { findJson5Feature, json5Notice, parseJsonOrJson5 } from './json-or-json5.js';

/** The kind, description, line and column of the first JSON5 feature of a text. */
function first(text: string) {
  const f = findJson5Feature(text);
  return f && { kind: f.kind, description: f.description, line: f.line, column: f.column };
}

describe('findJson5Feature on the examples of the JSON5 specification (spec.json5.org, v1.0.0)', () => {
  it('§1.2 Short Example: the comment comes first', () => {
    expect(first(JSON5_SHORT_EXAMPLE)).toEqual({ kind: 'comment', description: 'comment', line: 2, column: 3 });
  });

  it('§1.2 Short Example, its features one by one (each line on its own, in a strict JSON object)', () => {
    const member = (line: string) => first(`{"k": ${line}}`);
    expect(member("'and you can quote me on that'")?.kind).toBe('single-quoted-string');
    expect(member('"Look, Mom!\\\nNo \\\\n\'s!"')).toMatchObject({ kind: 'line-continuation', line: 1, column: 18 });
    expect(member('0xdecaf')).toMatchObject({ kind: 'hexadecimal', description: 'hexadecimal number', column: 7 });
    expect(member('.8675309')).toMatchObject({ kind: 'leading-decimal-point', column: 7 });
    expect(member('8675309.')).toMatchObject({ kind: 'trailing-decimal-point', column: 7 });
    expect(member('+1')).toMatchObject({ kind: 'plus-sign', description: "'+' sign before a number" });
    expect(member('["arrays",]')).toMatchObject({ kind: 'trailing-comma', column: 16 });
    expect(first('{unquoted: 1}')).toMatchObject({ kind: 'unquoted-name', column: 2 });
  });

  it('§3 Objects examples', () => {
    expect(first('{}')).toBeNull();
    expect(first('{\n    width: 1920,\n    height: 1080,\n}')).toMatchObject({ kind: 'unquoted-name', line: 2, column: 5 });
    expect(first("{\n    image: {\n        width: 1920,\n        height: 1080,\n        'aspect-ratio': '16:9',\n    }\n}")).toMatchObject({ kind: 'unquoted-name', line: 2, column: 5 });
    expect(first("[\n    { name: 'Joe', age: 27 },\n    { name: 'Jane', age: 32 },\n]")).toMatchObject({ kind: 'unquoted-name', line: 2, column: 7 });
    // The same objects with every name quoted: the next feature shows.
    expect(first('{\n    "width": 1920,\n    "height": 1080,\n}')).toMatchObject({ kind: 'trailing-comma', line: 3, column: 19 });
    expect(first('{\n    "image": {\n        "width": 1920,\n        "height": 1080,\n        \'aspect-ratio\': \'16:9\',\n    }\n}')).toMatchObject({
      kind: 'single-quoted-string',
      line: 5,
      column: 9,
    });
  });

  it('§4 Arrays examples', () => {
    expect(first('[]')).toBeNull();
    expect(first("[\n    1,\n    true,\n    'three',\n]")).toMatchObject({ kind: 'single-quoted-string', line: 4, column: 5 });
    expect(first('[\n    1,\n    true,\n    "three",\n]')).toMatchObject({ kind: 'trailing-comma', line: 4, column: 12 });
    expect(first("[\n    [1, true, 'three'],\n    [4, \"five\", 0x6],\n]")).toMatchObject({ kind: 'single-quoted-string', line: 2, column: 15 });
    expect(first('[\n    [1, true, "three"],\n    [4, "five", 0x6],\n]')).toMatchObject({ kind: 'hexadecimal', line: 3, column: 17 });
  });

  it('§5 Strings: escapes and line continuations (double-quoted, so the escape is what differs)', () => {
    expect(first('"\\x5C"')).toMatchObject({ kind: 'escape', description: "escape '\\x5C' in a string", column: 2 });
    expect(first('"\\u005C"')).toBeNull(); // a JSON escape too
    expect(first('"\\uD83C\\uDFBC"')).toBeNull(); // the spec's surrogate pair: also JSON
    for (const e of ["\\'", '\\v', '\\0']) expect(first(`"${e}"`)).toMatchObject({ kind: 'escape', description: `escape '${e}' in a string` });
    expect(first('"Lorem ipsum dolor sit amet, \\\nconsectetur adipiscing elit."')).toMatchObject({ kind: 'line-continuation', line: 1, column: 30 });
    expect(first('"\\A\\C\\/\\D\\C"')).toMatchObject({ kind: 'escape', description: "escape '\\A' in a string", column: 2 });
    expect(first("'\\A\\C\\/\\D\\C'")).toMatchObject({ kind: 'single-quoted-string', column: 1 });
    expect(first('"a\tb"')).toMatchObject({ kind: 'control-character', description: 'unescaped control character U+0009 in a string', column: 3 });
  });

  it('§6 Numbers examples', () => {
    expect(first('[123, 123.456, .456, 123e-456]')).toMatchObject({ kind: 'leading-decimal-point', column: 16 });
    expect(first('[0xdecaf, -0xC0FFEE]')).toMatchObject({ kind: 'hexadecimal', column: 2 });
    expect(first('-0xC0FFEE')).toMatchObject({ kind: 'hexadecimal', column: 1 });
    expect(first('[1, Infinity]')).toMatchObject({ kind: 'infinity', description: 'Infinity', column: 5 });
    expect(first('-Infinity')).toMatchObject({ kind: 'infinity', column: 1 });
    expect(first('[NaN]')).toMatchObject({ kind: 'nan', description: 'NaN', column: 2 });
    expect(first('+Infinity')).toMatchObject({ kind: 'plus-sign' });
    expect(first('[123, 123.456, 0.456, 123e-456, -0.0e+1]')).toBeNull();
  });

  it('§7 Comments examples', () => {
    expect(first('[] // This is a single line comment.')).toMatchObject({ kind: 'comment', column: 4 });
    expect(first('/* This is a multi-\n   line comment. */ []')).toMatchObject({ kind: 'comment', line: 1, column: 1 });
  });

  it('§8 White Space: the characters JSON lacks, and JSON’s own four', () => {
    for (const cp of [0x0b, 0x0c, 0xa0, 0x2028, 0x2029, 0xfeff, 0x2003, 0x3000]) {
      const label = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
      expect(first(`[1,${String.fromCodePoint(cp)}2]`), label).toMatchObject({ kind: 'whitespace', description: `whitespace ${label}`, column: 4 });
    }
    expect(first('[1,\t\n\r 2]')).toBeNull();
  });

  it('names a trailing comma even when a comment follows it, and an unquoted name after a strict member', () => {
    expect(first('[1, // last\n]')).toMatchObject({ kind: 'trailing-comma', column: 3 });
    expect(first('{"a": 1, b: 2}')).toMatchObject({ kind: 'unquoted-name', column: 10 });
    expect(first('{"a": 1, \'b\': 2}')).toMatchObject({ kind: 'single-quoted-string', column: 10 });
  });

  it('stops at text that is not JSON5 either', () => {
    expect(first('[1 2, .5]')).toBeNull();
    expect(first('{"a" 1}')).toBeNull();
    expect(first('@')).toBeNull();
  });
});

describe('findJson5Feature agrees with JSON.parse (RFC 8259)', () => {
  it('finds nothing in the examples of RFC 8259 §13', () => {
    expect(findJson5Feature(RFC8259_OBJECT)).toBeNull();
    expect(findJson5Feature(RFC8259_ARRAY)).toBeNull();
  });

  it('finds nothing in any JSON text (fast-check)', () => {
    fc.assert(fc.property(fc.jsonValue(), fc.constantFrom(undefined, 1, '\t', ' \r\n'), (v, space) => findJson5Feature(JSON.stringify(v, null, space)) === null));
  });

  it('finds an inserted trailing comma where it was inserted (fast-check)', () => {
    const containers = fc.jsonValue().filter((v) => (Array.isArray(v) && v.length > 0) || (v !== null && typeof v === 'object' && Object.keys(v).length > 0));
    fc.assert(
      fc.property(containers, fc.constantFrom(undefined, 2), (v, space) => {
        const text = JSON.stringify(v, null, space);
        const close = text.trimEnd().length - 1; // the outermost bracket
        const end = space ? close - 1 : close; // before its line break
        const withComma = `${text.slice(0, end)},${text.slice(end)}`;
        const f = findJson5Feature(withComma);
        expect(f).toMatchObject({ kind: 'trailing-comma', position: end });
      }),
    );
  });
});

describe('parseJsonOrJson5', () => {
  it('returns strict JSON as JSON.parse reads it, with no feature (RFC 8259 §13)', () => {
    expect(parseJsonOrJson5(RFC8259_OBJECT)).toEqual({ value: JSON.parse(RFC8259_OBJECT), json5: null });
    expect(parseJsonOrJson5(RFC8259_ARRAY).json5).toBeNull();
  });

  it('reads the JSON5 Short Example (spec §1.2) and names its first feature', () => {
    const text = "{\n  // comments\n  unquoted: 'and you can quote me on that',\n  hexadecimal: 0xdecaf,\n  andIn: ['arrays',],\n}";
    const r = parseJsonOrJson5(text);
    expect(r.value).toEqual({ unquoted: 'and you can quote me on that', hexadecimal: 0xdecaf, andIn: ['arrays'] });
    expect(r.json5).toMatchObject({ kind: 'comment', line: 2, column: 3, position: 4 });
    expect(json5Notice(r.json5!)).toBe('Read as JSON5: comment at line 2, column 3.');
  });

  it('counts a byte order mark in positions and CRLF as one line break', () => {
    const r = parseJsonOrJson5('\uFEFF[\r\n  1,\r\n]');
    expect(r.json5).toMatchObject({ kind: 'trailing-comma', position: 7, line: 2, column: 4 });
  });

  it('uses a custom strict reader and keeps its value', () => {
    const strict = (body: string) => (body === '"x"' ? { ok: true as const, value: 'from the reader' } : { ok: false as const });
    expect(parseJsonOrJson5('"x"', { strict })).toEqual({ value: 'from the reader', json5: null });
    expect(parseJsonOrJson5("'x'", { strict })).toMatchObject({ value: 'x', json5: { kind: 'single-quoted-string' } });
  });

  it('when neither, places the error where JSON stops, in the strict reader’s words', () => {
    const locate = () => ({ position: 6, message: "expected ',' or ']' after an array element, found '3'" });
    const e = expectToolInputError(() => parseJsonOrJson5('[1, 2 3]', { strict: () => ({ ok: false, locate }) }));
    expect(e.message).toBe("Line 1, column 7: expected ',' or ']' after an array element, found '3'.");
    expect(e.position).toBe(6);
  });

  it('when the text reads on as JSON5 past that place, places the error where JSON5 stops', () => {
    const locate = () => ({ position: 0, message: 'comments are not allowed in strict JSON' });
    const e = expectToolInputError(() => parseJsonOrJson5('// c\n[1 2]', { strict: () => ({ ok: false, locate }) }));
    expect(e.message).toBe("Line 2, column 4: unexpected '2' (not valid JSON or JSON5 here).");
    // Without a strict place (JSON.parse), the JSON5 reader's place.
    expect(expectToolInputError(() => parseJsonOrJson5('{\n  a: 1,\n  b: @\n}')).message).toBe("Line 3, column 6: unexpected '@' (not valid JSON or JSON5 here).");
    expect(expectToolInputError(() => parseJsonOrJson5('\uFEFF[1,')).position).toBe(4);
  });

  it('reads JSON5 nested 100,000 deep (the json5 library and the scanner are iterative)', () => {
    const deep = `${'['.repeat(100_000)}1,${']'.repeat(100_000)}`;
    expect(parseJsonOrJson5(deep).json5).toMatchObject({ kind: 'trailing-comma', position: 100_001 });
  });

  it('only ever throws ToolInputError; findJson5Feature never throws (fast-check)', () => {
    fuzzToolFunction((s: string) => parseJsonOrJson5(s));
    fuzzToolFunction((s: string) => findJson5Feature(s));
  });

  it('names a feature (never "other") for every JSON5 text that is not JSON: the json5 library’s own output (fast-check)', () => {
    const values = fc.oneof(fc.jsonValue(), fc.array(fc.constantFrom(Infinity, -Infinity, NaN, 0.5, -255)));
    fc.assert(
      fc.property(values, fc.constantFrom(undefined, 2, '\t'), (v, space) => {
        const text = JSON5.stringify(v, null, space);
        let strict = true;
        try {
          JSON.parse(text);
        } catch {
          strict = false;
        }
        const r = parseJsonOrJson5(text);
        if (strict) expect(r.json5).toBeNull();
        else {
          expect(r.json5?.kind).not.toBe('other');
          expect(r.json5!.position).toBeLessThan(text.length);
        }
      }),
    );
  });
});

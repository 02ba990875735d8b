import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RFC8259_OBJECT, expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { minifyJson } from './json-minify.js';
import { jsonMinify } from './meta.js';
import { jsonMinifyState } from './state.js';

describe('minifyJson', () => {
  it('minifies the RFC 8259 §13 object, keeping the spaces inside strings', () => {
    const r = minifyJson(RFC8259_OBJECT);
    expect(r.output).toBe(
      '{"Image":{"Width":800,"Height":600,"Title":"View from 15th Floor","Thumbnail":{"Url":"http://www.example.com/image/481989943","Height":125,"Width":100},"Animated":false,"IDs":[116,943,234,38793]}}\n',
    );
    expect(r.notices).toEqual([]);
    expect(r.bytesBefore).toBe(RFC8259_OBJECT.length); // all ASCII
    expect(r.bytesAfter).toBe(r.output.length);
    expect(r.bytesSaved).toBe(r.bytesBefore - r.bytesAfter);
    expect(r.savedPercent).toBeCloseTo((100 * r.bytesSaved) / r.bytesBefore, 10);
  });

  it('removes exactly the four whitespace characters of RFC 8259 §2 (space, tab, LF, CR)', () => {
    expect(minifyJson(' \t\r\n[ 1 ,\t2 ,\r\n{ "a b" : "c\\td" } ]\n').output).toBe('[1,2,{"a b":"c\\td"}]\n');
    expect(minifyJson('"  spaced  "').output).toBe('"  spaced  "\n');
  });

  it('keeps tokens exactly as written: big integers, number spellings, escapes, duplicate keys, key order', () => {
    const input = '{ "b": 12345678901234567890, "10": 1.50, "9": 1E400, "s": "caf\\u00e9 \\/", "b": -0 }';
    expect(minifyJson(input).output).toBe('{"b":12345678901234567890,"10":1.50,"9":1E400,"s":"caf\\u00e9 \\/","b":-0}\n');
  });

  it('drops a leading byte order mark (RFC 8259 §8.1)', () => {
    const r = minifyJson('\uFEFF[ true ]');
    expect(r.output).toBe('[true]\n');
    expect(r.bytesBefore).toBe(3 + 8); // EF BB BF + "[ true ]"
  });

  it('accepts JSON5 by default, writes strict JSON and says which JSON5 feature came first (spec.json5.org §1.2 features)', () => {
    const r = minifyJson("// settings\n{\n  name: 'demo',\n  ports: [8080, 0x20FB,],\n}");
    expect(r.output).toBe('{"name":"demo","ports":[8080,8443]}\n');
    expect(r.warnings).toEqual([]);
    expect(r.notices).toEqual(['Read as JSON5: comment at line 1, column 1.']);
    expect(minifyJson('{"a": 1,}').notices).toEqual(['Read as JSON5: trailing comma at line 1, column 8.']);
  });

  it('reports syntax errors with line and column', () => {
    const e = expectToolInputError(() => minifyJson('[\n  1,\n  2 3\n]'));
    expect([e.line, e.column]).toEqual([3, 5]);
    expect(e.message).toBe("Line 3, column 5: expected ',' or ']' after an array element, found '3'.");
    expect(expectToolInputError(() => minifyJson('{"a": 1,}', { json5: false })).message).toMatch(/^Line 1, column 9: .*no trailing comma/);
    expect(expectToolInputError(() => minifyJson('')).message).toBe('Line 1, column 1: expected a value, found the end of the input.');
    expect(expectToolInputError(() => minifyJson('   ')).message).toMatch(/^Line 1, column 4: expected a value/);
    expect(expectToolInputError(() => minifyJson('// c\n1', { json5: false })).message).toMatch(/comments are not allowed in strict JSON/);
    expect(expectToolInputError(() => minifyJson('[1,\u00a02]', { json5: false })).message).toMatch(/^Line 1, column 4: expected a value, found U\+00A0/);
    const j5 = expectToolInputError(() => minifyJson('{a: @}'));
    expect(j5.message).toBe("Line 1, column 5: unexpected '@' (not valid JSON or JSON5 here).");
  });

  it('reports nesting too deep to read as a ToolInputError', () => {
    expect(expectToolInputError(() => minifyJson('['.repeat(100_000) + ']'.repeat(100_000))).message).toMatch(/nested too deeply/);
  });

  it('minifies a 5 MB document quickly, equal to JSON.stringify of its value', () => {
    const items = Array.from({ length: 40_000 }, (_, i) => ({ id: i, name: `item ${i} é😀`, tags: ['a', 'b'], nested: { x: i / 3, ok: i % 2 === 0, none: null } }));
    const pretty = JSON.stringify(items, null, 2);
    expect(pretty.length).toBeGreaterThan(5_000_000);
    const started = performance.now();
    const r = minifyJson(pretty);
    expect(performance.now() - started).toBeLessThan(15_000); // generous: catches quadratic slow-downs, not a benchmark
    expect(r.output).toBe(`${JSON.stringify(items)}\n`);
    expect(r.bytesBefore).toBe(new TextEncoder().encode(pretty).length);
    expect(r.bytesAfter).toBe(new TextEncoder().encode(r.output).length);
    // A trailing comma before the last bracket is located in one more pass.
    const e = expectToolInputError(() => minifyJson(`${pretty.slice(0, -2)},\n]`, { json5: false }));
    expect(e.message).toBe(`Line ${pretty.split('\n').length}, column 1: expected a value, found ']' (strict JSON allows no trailing comma).`);
    // With JSON5 accepted (the default), a typo that is not JSON5 either is located as fast.
    const typo = expectToolInputError(() => minifyJson(`${pretty.slice(0, -2)}}\n]`));
    expect(typo.message).toBe(`Line ${pretty.split('\n').length - 1}, column 4: expected ',' or ']' after an array element, found '}'.`);
  });
});

describe('byte counts', () => {
  it('counts UTF-8 bytes, e.g. the examples of RFC 3629 §7', () => {
    // "A≢Α." is 41 E2 89 A2 CE 91 2E; "한국어" is EB 95 9C EA B5 AD EC 96 B4; U+233B4 is F0 A3 8E B4.
    expect(minifyJson('[ "A\\u2262\\u0391." ]').bytesAfter).toBe(18 + 1); // escapes are ASCII: [ " A \u2262 \u0391 . " ], then the final LF
    const r = minifyJson('[ "A\u2262\u0391.", "\uD55C\uAD6D\uC5B4", "\u{233B4}" ]');
    expect(r.bytesAfter).toBe(1 + 2 + 7 + 1 + 2 + 9 + 1 + 2 + 4 + 1 + 1);
    expect(r.bytesBefore).toBe(r.bytesAfter - 1 + 4);
  });
});

describe('round trip (fast-check)', () => {
  const jsonValue = fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v)) as unknown);
  it('minify(JSON.stringify(v, null, n)) === JSON.stringify(v), strict or JSON5', () => {
    fc.assert(
      fc.property(jsonValue, fc.integer({ min: 0, max: 8 }), fc.boolean(), (v, n, json5) => {
        expect(minifyJson(JSON.stringify(v, null, n), { json5 }).output).toBe(`${JSON.stringify(v)}\n`);
      }),
      { numRuns: 300 },
    );
  });

  it('is idempotent and grows strict JSON by its final line break at most', () => {
    fc.assert(
      fc.property(jsonValue, (v) => {
        const r = minifyJson(JSON.stringify(v, null, 2));
        expect(minifyJson(r.output).output).toBe(r.output);
        expect(r.bytesSaved).toBeGreaterThanOrEqual(-1);
      }),
    );
  });
});

describe('json minify: examples and robustness', () => {
  it('has examples that are valid states', () => expectExamplesMatchState(jsonMinify, jsonMinifyState));

  it('every example minifies without an error', () => {
    for (const { label, state } of jsonMinify.examples ?? []) {
      const { input, json5 } = state as { input: string; json5: boolean };
      const r = minifyJson(input, { json5 });
      expect(r.output.length, label).toBeGreaterThan(0);
      expect(r.bytesSaved, label).toBeGreaterThan(0);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => minifyJson(s));
    fuzzToolFunction((s: string) => minifyJson(s, { json5: true }));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { diagnoseJson, scanJson } from './json-syntax.js';
import { compareCodeUnits, jsonTreeToValue, stringifyJsonTree } from './json-tree.js';
import { parseJsonTree } from './parse-json.js';

/** Validity by the engine's own RFC 8259 parser (ECMA-262 JSON.parse), the reference we must agree with. */
function engineAccepts(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

// Texts made of JSON's own characters plus a few common mistakes, so random strings often
// come close to valid JSON and exercise every state of the scanner.
const jsonishChar = fc.constantFrom(...'{}[]:,"\\ \n\t\r-+.0123456789eEtrufalsn/\'xu\u00e9\u0001'.split(''));
const jsonish = fc.array(jsonishChar, { maxLength: 30 }).map((cs) => cs.join(''));

/** A valid JSON text with one character inserted, deleted or replaced. */
const mutatedJson = fc
  .tuple(fc.jsonValue().map((v) => JSON.stringify(v, null, 1)), fc.nat(), jsonishChar, fc.constantFrom('insert', 'delete', 'replace'))
  .map(([text, a, ch, op]) => {
    const i = a % (text.length + 1);
    if (op === 'insert') return text.slice(0, i) + ch + text.slice(i);
    if (op === 'delete') return text.slice(0, i) + text.slice(i + 1);
    return text.slice(0, i) + ch + text.slice(i + 1);
  });

describe('scanJson agrees with JSON.parse on what is valid JSON (RFC 8259)', () => {
  it('on generated JSON values, in several layouts', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 2, '\t'), (v, space) => {
        expect(diagnoseJson(JSON.stringify(v, null, space))).toBeNull();
      }),
    );
  });

  it('on random near-JSON strings', () => {
    fc.assert(fc.property(jsonish, (text) => (diagnoseJson(text) === null) === engineAccepts(text)), { numRuns: 3000 });
  });

  it('on valid JSON with one character changed', () => {
    fc.assert(fc.property(mutatedJson, (text) => (diagnoseJson(text) === null) === engineAccepts(text)), { numRuns: 2000 });
  });

  it('builds a tree that means what JSON.parse reads', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const result = scanJson(JSON.stringify(v));
        expect(result.ok).toBe(true);
        if (result.ok) expect(jsonTreeToValue(result.tree)).toEqual(JSON.parse(JSON.stringify(v)));
      }),
    );
  });

  it('writes a tree the way JSON.stringify lays out the same value (ECMA-262 §25.5.2)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(0, 1, 2, 4, 8, '\t'), (v, space) => {
        const text = JSON.stringify(v);
        const result = scanJson(text);
        if (!result.ok) throw new Error(result.problem.message);
        expect(stringifyJsonTree(result.tree, { space })).toBe(JSON.stringify(v, null, space));
      }),
    );
  });

  it('handles nesting as deep as real documents go, and reports deeper nesting instead of crashing', () => {
    // jsonc-parser is recursive: depth is bounded by the call stack (several thousand levels).
    const depth = 1000;
    const text = '['.repeat(depth) + ']'.repeat(depth);
    const result = scanJson(text);
    expect(result.ok).toBe(true);
    if (result.ok) expect(stringifyJsonTree(result.tree)).toBe(text);
    expect(diagnoseJson('['.repeat(depth))).toMatchObject({ position: depth });
    const tooDeep = diagnoseJson('['.repeat(100_000) + ']'.repeat(100_000));
    expect(tooDeep?.message).toMatch(/^the JSON is nested too deeply to read here/);
  });

  it('keeps duplicate keys and reports where they repeat', () => {
    const result = scanJson('{"a":1,"b":2,"a":3}');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.duplicates).toEqual([{ key: 'a', position: 13 }]);
    expect(stringifyJsonTree(result.tree)).toBe('{"a":1,"b":2,"a":3}');
    // RFC 8259 §4: with duplicate names, many implementations report the last pair only.
    expect(jsonTreeToValue(result.tree)).toEqual({ a: 3, b: 2 });
  });

  it('treats keys with escapes as their decoded text when looking for duplicates', () => {
    const result = scanJson('{"a":1,"\\u0061":2}');
    expect(result.ok && result.duplicates.map((d) => d.key)).toEqual(['a']);
  });
});

describe('shared JSON functions only ever throw ToolInputError, whatever the input', () => {
  it('parseJsonTree, strict and JSON5', () => {
    fuzzToolFunction((s: string) => parseJsonTree(s));
    fuzzToolFunction((s: string) => parseJsonTree(s, { json5: true }));
  });

  it('scanJson and diagnoseJson never throw: they return the problem', () => {
    fuzzToolFunction((s: string) => scanJson(s));
    fuzzToolFunction((s: string) => diagnoseJson(s));
  });

  it('stringifyJsonTree and jsonTreeToValue on any tree the parsers build', () => {
    const trees = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v)),
      hostileText,
    );
    fuzzToolFunction(
      ([text, space, sortKeys]: [string, number | string, boolean]) => {
        const result = scanJson(text);
        if (!result.ok) return;
        stringifyJsonTree(result.tree, { space, sortKeys });
        jsonTreeToValue(result.tree);
      },
      fc.tuple(trees, fc.oneof(fc.integer({ min: -5, max: 20 }), fc.string({ maxLength: 12 })), fc.boolean()),
    );
  });

  it('compareCodeUnits, for any texts', () => {
    fuzzToolFunction(([a, b]: [string, string]) => compareCodeUnits(a, b), fc.tuple(hostileText, hostileText));
  });
});

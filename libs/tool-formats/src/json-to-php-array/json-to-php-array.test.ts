import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { phpArrayToJson } from '../php-array-to-json/php-array-to-json.js';
import { runFormatsJobHere } from '../shared/formats-job.js';
import { tool } from './meta.js';
import { jsonToPhpArrayState } from './state.js';
import { isPhpIntegerKey, jsonToPhpArray, phpFloat, phpSingleQuoted } from './json-to-php-array.js';

/** What PHP makes of a JSON value (json_decode($json, true)): objects with keys 0…n-1 in order, and {}, are lists. */
function asPhpSees(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asPhpSees);
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    const entries = keys.map((k) => [k, asPhpSees((value as Record<string, unknown>)[k])] as const);
    if (keys.every((k, i) => k === String(i))) return entries.map(([, v]) => v);
    return Object.fromEntries(entries);
  }
  return value;
}

describe('jsonToPhpArray', () => {
  it('writes the PHP manual\'s array example in short and long syntax', () => {
    // https://www.php.net/manual/en/language.types.array.php, Example #1 "A simple array"
    expect(jsonToPhpArray('{"foo": "bar", "bar": "foo"}').output).toBe("[\n    'foo' => 'bar',\n    'bar' => 'foo',\n]\n");
    expect(jsonToPhpArray('{"foo": "bar", "bar": "foo"}', { syntax: 'long', trailingComma: false, indent: 2 }).output).toBe("array(\n  'foo' => 'bar',\n  'bar' => 'foo'\n)\n");
    expect(jsonToPhpArray('[1, [true, null], {"a": []}]', { indent: 0 }).output).toBe("[1, [true, null], ['a' => []]]\n");
    expect(jsonToPhpArray('{"k": 1}', { returnStatement: true }).output).toBe("<?php\n\nreturn [\n    'k' => 1,\n];\n");
  });
  it('escapes only \\ and \' in single-quoted strings (PHP manual, Strings: single quoted)', () => {
    expect(phpSingleQuoted("it's C:\\dir\\ and \"quotes\" $x \n")).toBe("'it\\'s C:\\\\dir\\\\ and \"quotes\" $x \n'");
  });
  it('writes integers as integers and floats so PHP reads floats', () => {
    expect(jsonToPhpArray('[0, -7, 1.5, 1.0, -0.0, 1e25, 1e-7, 9223372036854775807, -9223372036854775808]', { indent: 0 }).output).toBe(
      '[0, -7, 1.5, 1, -0.0, 1e+25, 1e-7, 9223372036854775807, -9223372036854775807 - 1]\n',
    );
    expect(phpFloat(3)).toBe('3.0');
    const big = jsonToPhpArray('[12345678901234567890123]', { indent: 0 });
    expect(big.output).toBe('[12345678901234567890123.0]\n');
    expect(big.warnings[0]).toMatch(/beyond PHP's 64-bit integers/);
  });
  it('writes canonical integer keys as integers and says when PHP turns an object into a list', () => {
    expect(isPhpIntegerKey('5')).toBe(true);
    expect(isPhpIntegerKey('-5')).toBe(true);
    expect(isPhpIntegerKey('05')).toBe(false);
    expect(isPhpIntegerKey('-0')).toBe(false);
    expect(isPhpIntegerKey('9223372036854775808')).toBe(false);
    expect(jsonToPhpArray('{"5": "a", "05": "b"}', { indent: 0 }).output).toBe("[5 => 'a', '05' => 'b']\n");
    expect(jsonToPhpArray('{"0": "a", "1": "b"}').warnings[0]).toMatch(/keys 0…1: in PHP that is a list/);
    expect(jsonToPhpArray('{"e": {}}').warnings[0]).toMatch(/^e is an empty object/);
  });
  it('reads JSON5 and reports syntax errors with line and column', () => {
    expect(jsonToPhpArray("{a: 'x', // c\n}", { indent: 0 }).output).toBe("['a' => 'x']\n");
    const error = expectToolInputError(() => jsonToPhpArray('{"a": 1,\n "b": }'));
    expect([error.line, error.column]).toEqual([2, 7]);
    expect(expectToolInputError(() => jsonToPhpArray('[Infinity]')).message).toMatch(/^\[0\] is not a finite number/);
  });
  it('runs as a formats job (worker)', () => {
    expect(runFormatsJobHere({ kind: 'json-to-php-array', input: '[1]', options: { indent: 0 } }).output).toBe('[1]\n');
  });
});

describe('round trip JSON → PHP → php-parser → JSON', () => {
  it('gives back the value, as PHP sees it (fast-check)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom('short', 'long') as fc.Arbitrary<'short' | 'long'>, fc.integer({ min: 0, max: 4 }), (value, syntax, indent) => {
        const json = JSON.stringify(value);
        const php = jsonToPhpArray(json, { syntax, indent }).output;
        expect(JSON.parse(phpArrayToJson(php).output)).toEqual(asPhpSees(JSON.parse(json)));
      }),
      { numRuns: 300 },
    );
  });
  it('keeps -0, big integers, tiny and huge floats', () => {
    const json = '[-0.0, 9007199254740993, -9223372036854775808, 1e-300, 1.7976931348623157e308, 5e-324, 0.1]';
    const back = phpArrayToJson(jsonToPhpArray(json).output, { indent: 0 }).output;
    expect(back).toBe('[-0.0,9007199254740993,-9223372036854775808,1e-300,1.7976931348623157e+308,5e-324,0.1]\n');
  });
  it('any string survives (fast-check, any code point)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(JSON.parse(phpArrayToJson(`[${phpSingleQuoted(s)}]`).output)).toEqual([s]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('jsonToPhpArray: examples, fuzz, size', () => {
  it('has examples that are valid states and convert without error', () => {
    expectExamplesMatchState(tool, jsonToPhpArrayState);
    for (const { state } of tool.examples ?? []) expect(jsonToPhpArray(String(state.input)).output).not.toBe('');
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => jsonToPhpArray(s));
    fuzzToolFunction((o: { s: string; indent: number }) => jsonToPhpArray(o.s, { indent: o.indent }), fc.record({ s: fc.constantFrom('1', '{}', '[1]'), indent: fc.integer({ min: -2, max: 12 }) }));
  });
  it('converts a 5 MB document', () => {
    const json = JSON.stringify(Array.from({ length: 70_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'], price: i / 4 })));
    expect(json.length).toBeGreaterThan(4_000_000);
    const php = jsonToPhpArray(json).output;
    expect(php.startsWith("[\n    [\n        'id' => 0,\n        'name' => 'item 0',\n")).toBe(true);
  });
});

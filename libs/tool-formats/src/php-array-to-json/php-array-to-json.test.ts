import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { tool } from './meta.js';
import { phpArrayToJson } from './php-array-to-json.js';
import { phpArrayToJsonState } from './state.js';

/** The one-line JSON of a PHP value, checked to end with exactly one newline (the family's rule for file outputs), without it. */
const json = (php: string) => {
  const output = phpArrayToJson(php, { indent: 0 }).output;
  expect(output).toMatch(/[^\n]\n$/);
  return output.slice(0, -1);
};

// Examples from the PHP manual, Arrays: https://www.php.net/manual/en/language.types.array.php
describe('phpArrayToJson: PHP manual array examples', () => {
  it('Example #1 A simple array (long and short syntax)', () => {
    expect(json('array(\n    "foo" => "bar",\n    "bar" => "foo",\n)')).toBe('{"foo":"bar","bar":"foo"}');
    expect(json('[\n    "foo" => "bar",\n    "bar" => "foo",\n]')).toBe('{"foo":"bar","bar":"foo"}');
  });
  it('Example #2 Type Casting and Overwriting: array(1) { [1]=> "d" }', () => {
    const result = phpArrayToJson('array(\n    1    => "a",\n    "1"  => "b",\n    1.5  => "c",\n    true => "d",\n)', { indent: 0 });
    expect(result.output).toBe('{"1":"d"}\n');
    expect(result.warnings.join(' ')).toMatch(/twice; the last value wins/);
  });
  it('Example #3 Mixed int and string keys', () => {
    expect(json('array(\n    "foo" => "bar",\n    "bar" => "foo",\n    100   => -100,\n    -100  => 100,\n)')).toBe('{"foo":"bar","bar":"foo","100":-100,"-100":100}');
  });
  it('Example #4 Indexed arrays without key → a JSON array', () => {
    expect(json('array("foo", "bar", "hello", "world")')).toBe('["foo","bar","hello","world"]');
  });
  it('Example #5 Keys not on all elements: a, b, 6 => c, d → keys 0, 1, 6, 7', () => {
    expect(json('array(\n         "a",\n         "b",\n    6 => "c",\n         "d",\n)')).toBe('{"0":"a","1":"b","6":"c","7":"d"}');
  });
  it('Example #6 Complex Type Casting and Overwriting', () => {
    const php = "array(\n    1    => 'a',\n    '1'  => 'b',\n    1.5  => 'c',\n    -1 => 'd',\n    '01'  => 'e',\n    '1.5' => 'f',\n    true => 'g',\n    false => 'h',\n    '' => 'i',\n    null => 'j',\n    'k',\n    2 => 'l',\n)";
    // var_dump: [1]=> "g", [-1]=> "d", ["01"]=> "e", ["1.5"]=> "f", [0]=> "h", [""]=> "j", [2]=> "l"
    expect(json(php)).toBe('{"1":"g","-1":"d","01":"e","1.5":"f","0":"h","":"j","2":"l"}');
  });
  it('negative keys: the next key after -5 is -4 (PHP ≥ 8.3)', () => {
    expect(json('[-5 => 1, 1]')).toBe('{"-5":1,"-4":1}');
  });
});

// Strings: https://www.php.net/manual/en/language.types.string.php
describe('phpArrayToJson: strings and numbers', () => {
  it('double-quoted escapes: \\n \\t \\v \\e \\f \\\\ \\$ \\" octal, hex, \\u{…}; unknown escapes keep the backslash', () => {
    expect(JSON.parse(json('["\\n\\t\\v\\e\\f\\\\\\$\\"\\101\\x41\\u{1F600}\\q"]'))).toEqual(['\n\t\v\u001b\f\\$"AA😀\\q']);
  });
  it('single-quoted: only \\\\ and \\\' are escapes', () => {
    expect(JSON.parse(json("['it\\'s \\\\ \\n']"))).toEqual(["it's \\ \\n"]);
  });
  it('heredoc (closing-marker indentation removed, PHP 7.3) and nowdoc', () => {
    expect(JSON.parse(json('[<<<END\n      a\n     b\n    c\n    END]'))).toEqual(['  a\n b\nc']);
    expect(JSON.parse(json("[<<<'EOD'\nBackslashes are literal: \\\\ and \\'.\nEOD]"))).toEqual(["Backslashes are literal: \\\\ and \\'."]);
  });
  it('integer literals: decimal, hexadecimal, octal, binary, separators; floats', () => {
    // https://www.php.net/manual/en/language.types.integer.php
    expect(json('[1234, -123, 0123, 0o123, 0x1A, 0b11111111, 1_234_567, +5, - -3]')).toBe('[1234,-123,83,83,26,255,1234567,5,3]');
    // https://www.php.net/manual/en/language.types.float.php: $a = 1.234; $b = 1.2e3; $c = 7E-10; $d = 1_234.567;
    expect(json('[1.234, 1.2e3, 7E-10, 1_234.567, 1.0, -0.0, .5]')).toBe('[1.234,1200.0,7e-10,1234.567,1.0,-0.0,0.5]');
    expect(phpArrayToJson('[1.0]', { indent: 0, preserveZeroFraction: false }).output).toBe('[1]\n');
  });
  it('integer overflow: a literal beyond PHP_INT_MAX is a float (integer overflow, PHP manual)', () => {
    expect(json('[9223372036854775807, 9223372036854775808, -9223372036854775808]')).toBe('[9223372036854775807,9223372036854776000.0,-9223372036854776000.0]');
    // var_export(PHP_INT_MIN) writes -9223372036854775807-1
    expect(json('[-9223372036854775807-1, null]')).toBe('[-9223372036854775808,null]');
  });
  it('true/false/null in any case; comments; <?php, return and assignment forms; trailing commas', () => {
    expect(json('<?php\n\ndeclare(strict_types=1);\n\n// config\nreturn [\n  /* on */ \'debug\' => TRUE, # hash\n  \'x\' => Null,\n];\n')).toBe('{"debug":true,"x":null}');
    expect(json('$config = array(1, 2,);')).toBe('[1,2]');
    expect(json('[]')).toBe('[]');
    expect(phpArrayToJson("['a' => [1, 2]]").output).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}\n');
  });
});

describe('phpArrayToJson: errors name the line and column', () => {
  it('syntax errors', () => {
    const error = expectToolInputError(() => phpArrayToJson("[\n  'a' => 1\n  'b' => 2,\n]"));
    expect(error.message).toMatch(/^Line 3, column 3: syntax error/);
    expect([error.line, error.column]).toEqual([3, 3]);
    expect(expectToolInputError(() => phpArrayToJson('[1,,2]')).message).toMatch(/^Line 1, column 4: empty array element/);
  });
  it('code is refused, never run', () => {
    expect(expectToolInputError(() => phpArrayToJson("[\n  'a' => system('ls'),\n]")).message).toBe(
      "Line 2, column 10: a is a function call (system()), which is code, not a value: only arrays, strings, numbers, true, false and null are read (nothing is executed).",
    );
    expect(expectToolInputError(() => phpArrayToJson('[1, $x]')).message).toMatch(/^Line 1, column 5: \[1\] is a variable \(\$x\)/);
    expect(expectToolInputError(() => phpArrayToJson('[PHP_EOL]')).message).toMatch(/^Line 1, column 2: \[0\] is a constant \(PHP_EOL\)/);
    expect(expectToolInputError(() => phpArrayToJson("['a' . 'b']")).message).toMatch(/is an operation \(\.\)/);
    expect(expectToolInputError(() => phpArrayToJson('["hi $name"]')).message).toMatch(/a string with variables/);
    expect(expectToolInputError(() => phpArrayToJson('[...$a]')).message).toMatch(/unpacks/);
    expect(expectToolInputError(() => phpArrayToJson('[1]; [2];')).message).toMatch(/^Line 1, column 6: only one value/);
    expect(expectToolInputError(() => phpArrayToJson('[1e999]')).message).toMatch(/^\[0\] is INF/);
    expect(expectToolInputError(() => phpArrayToJson('[[1] => 2]')).message).toMatch(/an array as a key/);
    expect(expectToolInputError(() => phpArrayToJson('[09]')).message).toMatch(/invalid octal/);
    expect(expectToolInputError(() => phpArrayToJson('  ')).message).toMatch(/empty/);
  });
});

describe('phpArrayToJson: examples, fuzz, size', () => {
  it('has examples that are valid states and convert without error', () => {
    expectExamplesMatchState(tool, phpArrayToJsonState);
    for (const { state } of tool.examples ?? []) expect(phpArrayToJson(String(state.input)).output).not.toBe('');
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => phpArrayToJson(s));
    fuzzToolFunction((s: string) => phpArrayToJson(`[${s}]`));
    fuzzToolFunction((s: string) => phpArrayToJson(`<?php return ['${s}' => "${s}"];`));
    fuzzToolFunction((o: { s: string; indent: number }) => phpArrayToJson(o.s, { indent: o.indent }), fc.record({ s: fc.constantFrom('[1]', '[', 'array()'), indent: fc.integer({ min: -2, max: 12 }) }));
  });
  it('converts a 2 MB array', () => {
    const php = `[\n${Array.from({ length: 30_000 }, (_, i) => `    ['id' => ${i}, 'name' => 'item ${i}', 'ok' => true],`).join('\n')}\n]`;
    expect(php.length).toBeGreaterThan(1_500_000);
    expect(phpArrayToJson(php, { indent: 0 }).output.startsWith('[{"id":0,"name":"item 0","ok":true},')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { RFC8259_ARRAY, RFC8259_OBJECT } from '@handy-tools/ui/testing';
import type { Converted } from './convert.js';
import { runFormatsJobHere } from './formats-job.js';
import { jsonToCsv } from '../json-to-csv/json-to-csv.js';
import { jsonToPhpArray } from '../json-to-php-array/json-to-php-array.js';
import { jsonToToml } from '../json-to-toml/json-to-toml.js';
import { jsonToXml } from '../json-to-xml/json-to-xml.js';
import { jsonToYaml } from '../json-to-yaml-converter/json-to-yaml-converter.js';

// Every tool of the family that reads JSON reads JSON5 too, without an option, and says so:
// `Read as JSON5: <first JSON5 feature> at line L, column C.` (parseJsonOrJson5 of @handy-tools/json-text).
const JSON_INPUT_TOOLS: [string, (input: string) => Converted][] = [
  ['json-to-yaml-converter', (input) => jsonToYaml(input)],
  ['json-to-toml', (input) => jsonToToml(input)],
  ['json-to-xml', (input) => jsonToXml(input)],
  ['json-to-xml (xml-js layout)', (input) => jsonToXml(input, { layout: 'xml-js' })],
  ['json-to-csv', (input) => jsonToCsv(input)],
  ['json-to-php-array', (input) => jsonToPhpArray(input)],
];

// From the "short example" of https://spec.json5.org/#introduction (its first lines and its trailing commas).
const JSON5_SAMPLE = `{
  // comments
  unquoted: 'and you can quote me on that',
  singleQuotes: 'I can use "double quotes" here',
  hexadecimal: 0xdecaf,
  trailingComma: 'in objects', andIn: ['arrays',],
  "backwardsCompatible": "with JSON",
}`;

describe('JSON input tools read JSON5 by default, with a notice', () => {
  it.each(JSON_INPUT_TOOLS)('%s: converts the spec.json5.org example and names its first feature', (_name, convert) => {
    const { output, notices } = convert(JSON5_SAMPLE);
    expect(output).toContain('quote me on that');
    expect(notices).toEqual(['Read as JSON5: comment at line 2, column 3.']);
  });
  it.each(JSON_INPUT_TOOLS)('%s: no notice for strict JSON (RFC 8259 §13 examples)', (name, convert) => {
    expect(convert(RFC8259_OBJECT).notices).toEqual([]);
    // TOML and the xml-js layout need an object at the top level.
    if (name !== 'json-to-toml' && !name.includes('xml-js')) expect(convert(RFC8259_ARRAY).notices).toEqual([]);
  });
  it('names the place of a trailing comma, the feature people meet most (line 3)', () => {
    expect(jsonToYaml('{\n  "a": 1,\n  "b": [1, 2,]\n}').notices).toEqual(['Read as JSON5: trailing comma at line 3, column 13.']);
  });
  it('keeps the notice through the family job (the worker path)', () => {
    expect(runFormatsJobHere({ kind: 'json-to-csv', input: '[{a: 1}]', options: {} }).notices).toEqual(['Read as JSON5: unquoted property name at line 1, column 3.']);
  });
});

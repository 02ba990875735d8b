import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ToolInputError, type Tool } from '@handy-tools/ui/kit';
import { asTextFile } from './text-file.js';
import { tool as csvToJsonTool } from '../csv-to-json/meta.js';
import { csvToJson } from '../csv-to-json/csv-to-json.js';
import { tool as jsonToCsvTool } from '../json-to-csv/meta.js';
import { jsonToCsv } from '../json-to-csv/json-to-csv.js';
import { tool as jsonToPhpArrayTool } from '../json-to-php-array/meta.js';
import { jsonToPhpArray } from '../json-to-php-array/json-to-php-array.js';
import { tool as jsonToTomlTool } from '../json-to-toml/meta.js';
import { jsonToToml } from '../json-to-toml/json-to-toml.js';
import { tool as jsonToXmlTool } from '../json-to-xml/meta.js';
import { jsonToXml } from '../json-to-xml/json-to-xml.js';
import { tool as jsonToYamlTool } from '../json-to-yaml-converter/meta.js';
import { jsonToYaml } from '../json-to-yaml-converter/json-to-yaml-converter.js';
import { tool as phpArrayToJsonTool } from '../php-array-to-json/meta.js';
import { phpArrayToJson } from '../php-array-to-json/php-array-to-json.js';
import { tool as propertiesToYamlTool } from '../properties-to-yaml/meta.js';
import { propertiesToYaml } from '../properties-to-yaml/properties-to-yaml.js';
import { tool as tomlToJsonTool } from '../toml-to-json/meta.js';
import { tomlToJson } from '../toml-to-json/toml-to-json.js';
import { tool as tomlToYamlTool } from '../toml-to-yaml/meta.js';
import { tomlToYaml } from '../toml-to-yaml/toml-to-yaml.js';
import { tool as xmlToJsonTool } from '../xml-to-json/meta.js';
import { xmlToJson } from '../xml-to-json/xml-to-json.js';
import { tool as yamlPrettifyTool } from '../yaml-prettify/meta.js';
import { prettifyYaml } from '../yaml-prettify/yaml-prettify.js';
import { tool as yamlToJsonTool } from '../yaml-to-json-converter/meta.js';
import { yamlToJson } from '../yaml-to-json-converter/yaml-to-json-converter.js';
import { tool as yamlToTomlTool } from '../yaml-to-toml/meta.js';
import { yamlToToml } from '../yaml-to-toml/yaml-to-toml.js';
import { tools } from '../index.js';

// The family's rule (POSIX "Text File": every line ends with a newline): an output that is a file
// ends with exactly one line break (CRLF for CSV records when chosen), and an empty output stays empty.
const endsWithOneNewline = (text: string) => text === '' || /[^\r\n](\r\n|\n)$/.test(text);

type Convert = (input: string, options: Record<string, unknown>) => string;
const out =
  <O,>(fn: (input: string, options: O) => { output: string } | string): Convert =>
  (input, options) => {
    const result = fn(input, options as O);
    return typeof result === 'string' ? result : result.output;
  };

/** Every tool of the family and its logic function (options taken from the examples' states). */
const CONVERTERS: [Tool, Convert][] = [
  [jsonToYamlTool, out(jsonToYaml)],
  [yamlToJsonTool, out(yamlToJson)],
  [jsonToTomlTool, out(jsonToToml)],
  [tomlToJsonTool, out(tomlToJson)],
  [yamlToTomlTool, out(yamlToToml)],
  [tomlToYamlTool, out(tomlToYaml)],
  [yamlPrettifyTool, out(prettifyYaml)],
  [xmlToJsonTool, out(xmlToJson)],
  [jsonToXmlTool, out(jsonToXml)],
  [jsonToCsvTool, out(jsonToCsv)],
  [csvToJsonTool, out(csvToJson)],
  [propertiesToYamlTool, out(propertiesToYaml)],
  [jsonToPhpArrayTool, out(jsonToPhpArray)],
  [phpArrayToJsonTool, out((input: string, o: { zeroFraction?: boolean; indent?: number }) => phpArrayToJson(input, { indent: o.indent, preserveZeroFraction: o.zeroFraction }))],
];

describe('asTextFile', () => {
  it('ends a text with exactly one newline, and leaves an empty text empty', () => {
    expect(asTextFile('a')).toBe('a\n');
    expect(asTextFile('a\n\n\r\n')).toBe('a\n');
    expect(asTextFile('a\nb', '\r\n')).toBe('a\nb\r\n');
    expect(asTextFile('\n\n')).toBe('');
    expect(asTextFile('')).toBe('');
  });
});

describe('every output of the family ends with exactly one newline', () => {
  it('covers every tool of the family', () => {
    expect(CONVERTERS.map(([tool]) => tool.path).sort()).toEqual(tools.map((tool) => tool.path).sort());
  });
  it.each(CONVERTERS.map(([tool, convert]) => [tool.path, tool, convert] as const))('%s: on every example', (_path, tool, convert) => {
    const examples = tool.examples ?? [];
    expect(examples.length).toBeGreaterThan(0);
    for (const { state } of examples) {
      const output = convert(String(state.input), state as Record<string, unknown>);
      expect(output).not.toBe('');
      expect(endsWithOneNewline(output)).toBe(true);
    }
  });
  it('JSON input tools, on any JSON value and indentation (fast-check)', () => {
    const jsonInput: [string, Convert][] = [
      ['json-to-yaml', out(jsonToYaml)],
      ['json-to-toml', out(jsonToToml)],
      ['json-to-xml', out(jsonToXml)],
      ['json-to-xml xml-js', (input, o) => jsonToXml(input, { ...o, layout: 'xml-js' }).output],
      ['json-to-csv', out(jsonToCsv)],
      ['json-to-php-array', out(jsonToPhpArray)],
    ];
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), fc.integer({ min: 1, max: 4 }), fc.boolean(), (value, indent, crlf) => {
        for (const [, convert] of jsonInput) {
          let output: string;
          try {
            output = convert(JSON.stringify(value), { indent, crlf });
          } catch (e) {
            if (e instanceof ToolInputError) continue; // a value this format cannot hold
            throw e;
          }
          expect(endsWithOneNewline(output)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });
  it('YAML whose last value ends with line breaks: written double-quoted instead of a "|+" block with blank lines, same value', () => {
    // YAML 1.2 §8.1.1.2: with "keep" chomping the trailing blank lines belong to the value.
    const yaml = jsonToYaml('{"a": 1, "b": "x\\n\\n"}').output;
    expect(yaml).toBe('a: 1\nb: "x\\n\\n"\n');
    expect(parseYaml(yaml)).toEqual({ a: 1, b: 'x\n\n' });
    const pretty = prettifyYaml('a: |+\n  x\n\n\nb: |+\n  y\n\n\n');
    expect(endsWithOneNewline(pretty)).toBe(true);
    expect(parseYaml(pretty)).toEqual({ a: 'x\n\n\n', b: 'y\n\n\n' });
    expect(pretty.startsWith('a: |+\n')).toBe(true); // only the last value changes style
    expect(propertiesToYaml('k = a\\n\\n').output).toBe('k: "a\\n\\n"\n');
  });
  it('CSV ends with the record separator chosen', () => {
    expect(jsonToCsv('[{"a": 1}]').output.endsWith('1\r\n')).toBe(true);
    expect(jsonToCsv('[{"a": 1}]', { crlf: false }).output.endsWith('1\n')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Tool } from '@handy-tools/ui/kit';
import { jsonPrettify } from '../json-prettify/meta.js';
import { prettifyJson, type PrettifyJsonOptions } from '../json-prettify/json-prettify.js';
import { jsonMinify } from '../json-minify/meta.js';
import { minifyJson } from '../json-minify/json-minify.js';
import { jsonSortMaster } from '../json-sort-master/meta.js';
import { sortJson, type SortJsonOptions } from '../json-sort-master/json-sort-master.js';
import { jsonToObject as jsonToObjectMeta } from '../json-to-object/meta.js';
import { jsonToObject, type JsonToObjectOptions } from '../json-to-object/json-to-object.js';
import { jsonToJavascript as jsonToJavascriptMeta } from '../json-to-javascript/meta.js';
import { jsonToJavascript, type JsonToJavascriptOptions } from '../json-to-javascript/json-to-javascript.js';
import { javascriptToJson as javascriptToJsonMeta } from '../javascript-to-json/meta.js';
import { javascriptToJson, type JavascriptToJsonOptions } from '../javascript-to-json/javascript-to-json.js';
import { tool as jsonToSchemaMeta } from '../json-to-schema/meta.js';
import { jsonToSchema, type JsonToSchemaOptions } from '../json-to-schema/json-to-schema.js';
import { tool as jqTesterMeta } from '../jq-tester/meta.js';
import { runJq, runJsonPath, type JqOptions, type JsonPathOptions } from '../jq-tester/jq-tester.js';
import { BOOKSTORE_JSON } from '../jq-tester/state.js';
import { jsonDiff } from '../json-diff/meta.js';
import { diffJsonTexts } from '../json-diff/json-diff.js';
import { SAMPLE_LEFT, SAMPLE_RIGHT } from '../json-diff/state.js';

/**
 * The family's rule for outputs offered as files (a download name): the text ends with exactly
 * one line break (LF), as POSIX defines a text file (every line ends with a newline); inline
 * values (a JSON string literal, an escaped fragment, a copied path) have none.
 */
const endsWithOneNewline = (text: string) => text.endsWith('\n') && !text.endsWith('\n\n') && !text.endsWith('\r\n');

type Run = (input: string, state: Record<string, unknown>) => string | Promise<string>;
const FILE_OUTPUTS: [Tool, Run][] = [
  [jsonPrettify, (input, s) => prettifyJson(input, s as PrettifyJsonOptions).output],
  [jsonMinify, (input, s) => minifyJson(input, s).output],
  [jsonSortMaster, (input, s) => sortJson(input, s as SortJsonOptions).output],
  [jsonToObjectMeta, (input, s) => jsonToObject(input, s as JsonToObjectOptions).output],
  [jsonToJavascriptMeta, (input, s) => jsonToJavascript(input, s as JsonToJavascriptOptions).output],
  [javascriptToJsonMeta, (input, s) => javascriptToJson(input, s as JavascriptToJsonOptions).output],
  [jsonToSchemaMeta, (input, s) => jsonToSchema(input, s as JsonToSchemaOptions).output],
  [
    jqTesterMeta,
    async (input, s) =>
      s.language === 'jsonpath' ? runJsonPath(input || BOOKSTORE_JSON, String(s.query), s as JsonPathOptions).output : (await runJq(input || BOOKSTORE_JSON, String(s.query), s as JqOptions)).output,
  ],
  [jsonDiff, (_input, s) => diffJsonTexts(String(s.left ?? SAMPLE_LEFT), String(s.right ?? SAMPLE_RIGHT), s).report],
];

describe('files end with one newline: every tool-json output offered as a file', () => {
  it.each(FILE_OUTPUTS.map(([tool, run]) => [tool.path, tool, run] as const))('%s: every example', async (_path, tool, run) => {
    for (const example of tool.examples ?? []) {
      const state = example.state as Record<string, unknown>;
      const output = await run(String(state.input ?? ''), state);
      expect(endsWithOneNewline(output), `${example.label}: ${JSON.stringify(output.slice(-20))}`).toBe(true);
    }
  });

  it('whatever JSON value is given, with any indent, and however many line breaks the input ends with (fast-check)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom<(0 | 2 | 4 | 'tab')[]>(0, 2, 4, 'tab'), fc.constantFrom('', '\n', '\n\n', '\r\n'), (value, indent, tail) => {
        const text = JSON.stringify(value) + tail;
        for (const output of [
          prettifyJson(text, { indent }).output,
          prettifyJson(text, { indent, sortKeys: true }).output,
          minifyJson(text).output,
          sortJson(text, { indent }).output,
          jsonToObject(text, { indent }).output,
          runJsonPath(text, '$', { indent }).output,
        ]) {
          expect(endsWithOneNewline(output), JSON.stringify(output.slice(-20))).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });
});

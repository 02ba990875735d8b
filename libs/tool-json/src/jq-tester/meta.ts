import { defineTool } from '@handy-tools/ui/kit';

/**
 * Example states; keys are fields of `jqTesterState`: `input`, `query`, `language`, `json5`,
 * `rawOutput`, `compact`, `slurp`, `nullInput`, `sortKeys`, `paths`, `indent`. Examples without `input`
 * keep the visitor's JSON (by default RFC 9535's bookstore); each sets the options it relies on.
 */
export const tool = defineTool({
  path: '/jq-tester',
  name: 'Jq/JSONPath Tester',
  description: 'Run a jq filter (the real jq 1.7, compiled to WebAssembly) or a JSONPath query (RFC 9535) against JSON and see the result, with jq’s errors verbatim.',
  keywords: ['jq', 'jsonpath', 'json', 'query', 'filter', 'select', 'rfc 9535', 'tester', 'playground', 'json5'],
  icon: 'IconFilterCode',
  component: () => import('./JqTesterTool.js'),
  createdAt: '2026-11-23',
  bundleBudget: { kb: 600, reason: 'jq 1.7 compiled to WebAssembly: jq-wasm inlines its 0.9 MB .wasm as base64 (measured 564 KB gzip with the worker; loaded only in the tool worker)' },
  npmPackages: ['jq-wasm', 'json-p3', 'jsonc-parser', 'json5'],
  examples: [
    { label: 'jq: titles under 10', state: { language: 'jq', query: '.store.book[] | select(.price < 10) | .title', rawOutput: true, nullInput: false, slurp: false } },
    { label: 'jq: reshape with map', state: { language: 'jq', query: '.store.book | map({title, price}) | sort_by(.price)', compact: true, rawOutput: false, nullInput: false, slurp: false } },
    { label: 'jq: to_entries', state: { language: 'jq', input: '{"a": 1, "b": 2}', query: 'to_entries', compact: true, rawOutput: false, nullInput: false, slurp: false, json5: true } },
    { label: 'jq: group and count', state: { language: 'jq', query: '.store.book | group_by(.category) | map({category: .[0].category, count: length})', compact: true, rawOutput: false, nullInput: false, slurp: false } },
    { label: 'jq: @base64 -r', state: { language: 'jq', input: '"This is a message"', query: '@base64', rawOutput: true, nullInput: false, slurp: false, json5: true } },
    { label: 'jq: null input', state: { language: 'jq', query: '[range(1; 6)] | map(. * .) | add', nullInput: true, rawOutput: false, slurp: false } },
    { label: 'JSONPath: all authors', state: { language: 'jsonpath', query: '$.store.book[*].author', paths: false } },
    { label: 'JSONPath: books under 10', state: { language: 'jsonpath', query: '$..book[?@.price < 10]', paths: false } },
    { label: 'JSONPath: normalized paths', state: { language: 'jsonpath', query: '$..book[?@.isbn].title', paths: true } },
    { label: 'JSONPath: function', state: { language: 'jsonpath', query: '$.store.book[?match(@.author, "[A-Z].* [A-Z].*") && length(@.title) > 10].title', paths: false } },
  ],
});

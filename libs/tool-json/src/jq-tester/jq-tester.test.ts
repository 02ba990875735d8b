import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, expectToolInputError, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { tool } from './meta.js';
import { jqTesterState } from './state.js';
import { jqFlags, legacyJsonPathHint, QueryError, runJq, runJsonPath, runQuery, type JqOptions } from './jq-tester.js';

/** Runs jq and returns its results, one per line (with `-c`), without the line break jq writes after the last one. */
async function jq(input: unknown, filter: string, options: JqOptions = {}): Promise<string> {
  const { output } = await runJq(typeof input === 'string' ? input : JSON.stringify(input), filter, { compact: true, ...options });
  expect(output === '' || output.endsWith('\n'), 'jq output ends with a line break').toBe(true);
  return output.replace(/\n$/, '');
}

async function jqError(input: string, filter: string, options: JqOptions = {}): Promise<ToolInputError> {
  try {
    await runJq(input, filter, options);
  } catch (e) {
    expect(e).toBeInstanceOf(ToolInputError);
    return e as ToolInputError;
  }
  throw new Error('expected a ToolInputError');
}

// Examples of the jq 1.7 manual (https://jqlang.org/manual/v1.7/), section named in each case;
// each output is what the manual's example box says (one result per line, compact).
describe('runJq — jq 1.7 manual examples', () => {
  it.each([
    ['Identity: .', '"Hello, world!"', '.', '"Hello, world!"'],
    ['Object Identifier-Index: .foo', '{"foo": 42, "bar": "less interesting data"}', '.foo', '42'],
    ['Object Identifier-Index: missing key', '{"notfoo": true, "alsonotfoo": false}', '.foo', 'null'],
    ['Object Identifier-Index: .["foo"]', '{"foo": 42}', '.["foo"]', '42'],
    ['Optional Object Identifier-Index: .foo?', '[1,2]', '[.foo?]', '[]'],
    ['Array Index: .[0]', '[{"name":"JSON", "good":true}, {"name":"XML", "good":false}]', '.[0]', '{"name":"JSON","good":true}'],
    ['Array Index: .[-2]', '[1,2,3]', '.[-2]', '2'],
    ['Array/String Slice: .[2:4]', '["a","b","c","d","e"]', '.[2:4]', '["c","d"]'],
    ['Array/String Slice: string', '"abcdefghi"', '.[2:4]', '"cd"'],
    ['Array/Object Value Iterator: .[]', '[{"name":"JSON", "good":true}, {"name":"XML", "good":false}]', '.[]', '{"name":"JSON","good":true}\n{"name":"XML","good":false}'],
    ['Array/Object Value Iterator: object', '{"a": 1, "b": 1}', '.[]', '1\n1'],
    ['Comma: .foo, .bar', '{"foo": 42, "bar": "something else", "baz": true}', '.foo, .bar', '42\n"something else"'],
    ['Pipe: .[] | .name', '[{"name":"JSON", "good":true}, {"name":"XML", "good":false}]', '.[] | .name', '"JSON"\n"XML"'],
    ['Object Construction', '{"user":"stedolan","titles":["JQ Primer", "More JQ"]}', '{user, title: .titles[]}', '{"user":"stedolan","title":"JQ Primer"}\n{"user":"stedolan","title":"More JQ"}'],
    ['map(f)', '[1,2,3]', 'map(.+1)', '[2,3,4]'],
    ['map_values(f)', '{"a": 1, "b": 2, "c": 3}', 'map_values(.+1)', '{"a":2,"b":3,"c":4}'],
    ['select(boolean_expression)', '[1,5,3,0,7]', 'map(select(. >= 2))', '[5,3,7]'],
    ['select on objects', '[{"id": "first", "val": 1}, {"id": "second", "val": 2}]', '.[] | select(.id == "second")', '{"id":"second","val":2}'],
    ['to_entries', '{"a": 1, "b": 2}', 'to_entries', '[{"key":"a","value":1},{"key":"b","value":2}]'],
    ['from_entries', '[{"key":"a", "value":1}, {"key":"b", "value":2}]', 'from_entries', '{"a":1,"b":2}'],
    ['with_entries', '{"a": 1, "b": 2}', 'with_entries(.value += 1)', '{"a":2,"b":3}'],
    ['keys (sorted by unicode codepoint order)', '{"abc": 1, "abcd": 2, "Foo": 3}', 'keys', '["Foo","abc","abcd"]'],
    ['add', '["a","b","c"]', 'add', '"abc"'],
    ['reduce', '[1,2,3,4,5]', 'reduce .[] as $item (0; . + $item)', '15'],
    ['try-catch', 'true', 'try error("some exception") catch .', '"some exception"'],
    ['Format strings: @base64', '"This is a message"', '@base64', '"VGhpcyBpcyBhIG1lc3NhZ2U="'],
    ['Format strings: @base64d', '"VGhpcyBpcyBhIG1lc3NhZ2U="', '@base64d', '"This is a message"'],
    ['path(..)', '{"a":[{"b":1}]}', '[paths]', '[["a"],["a",0],["a",0,"b"]]'],
  ])('%s', async (_section, input, filter, expected) => {
    expect(await jq(input, filter)).toBe(expected);
  });

  it('-r writes string results without quotes ("Invoking jq": --raw-output)', async () => {
    expect(await jq({ foo: 'bar', list: [1, 2] }, '.foo', { rawOutput: true })).toBe('bar');
    expect(await jq({ foo: 'bar' }, '.foo')).toBe('"bar"');
    // Format strings: @csv, with -r as the manual shows it.
    expect(await jq('[1, "one"]', '@csv', { rawOutput: true })).toBe('1,"one"');
  });

  it('-s, -n and -S ("Invoking jq": --slurp, --null-input, --sort-keys)', async () => {
    expect(await jq('[1,2]', 'length', { slurp: true })).toBe('1');
    expect(await jq('', '[range(5)]', { nullInput: true })).toBe('[0,1,2,3,4]');
    expect(await jq('{"b":1,"a":2}', '.', { sortKeys: true })).toBe('{"a":2,"b":1}');
    expect(await jq('{"b":1}', 'input', { nullInput: true })).toBe('{"b":1}');
  });

  it('indents by 2 without -c, and keeps integers beyond 2^53 exactly (jq 1.7 keeps number literals)', async () => {
    expect((await runJq('{"a":[1]}', '.')).output).toBe('{\n  "a": [\n    1\n  ]\n}\n');
    expect(await jq('{"id": 12345678901234567890}', '.id')).toBe('12345678901234567890');
  });

  it('indents as --indent n and --tab ask, laid out like JSON.stringify with that indent (jq 1.7 manual, "Invoking jq")', async () => {
    const doc = { a: [1, { b: null }], c: 'x' };
    for (const indent of [1, 3, 4, 7, 'tab'] as const) {
      const space = indent === 'tab' ? '\t' : indent;
      expect((await runJq(JSON.stringify(doc), '.', { indent })).output, String(indent)).toBe(`${JSON.stringify(doc, null, space)}\n`);
      expect(runJsonPath(JSON.stringify(doc), '$.a', { indent }).output, String(indent)).toBe(`${JSON.stringify([doc.a], null, space)}\n`);
    }
    // --indent 0 writes each result on one line, as -c does.
    expect((await runJq(JSON.stringify(doc), '.', { indent: 0 })).output).toBe(`${JSON.stringify(doc)}\n`);
    expect(runJsonPath(JSON.stringify(doc), '$.c', { indent: 0 }).output).toBe('["x"]\n');
    expect(jqFlags({ indent: 4 })).toEqual(['--indent', '4']);
    expect(jqFlags({ indent: 'tab', rawOutput: true })).toEqual(['-r', '--tab']);
    expect(jqFlags({ indent: 2 })).toEqual([]);
    expect(jqFlags({ indent: 4, compact: true })).toEqual(['-c']);
    expect(expectToolInputError(() => jqFlags({ indent: 8 as never })).message).toMatch(/0 to 7 spaces or a tab/);
  });

  it('maps options to jq flags', () => {
    expect(jqFlags({})).toEqual([]);
    expect(jqFlags({ rawOutput: true, compact: true, slurp: true, nullInput: true, sortKeys: true })).toEqual(['-r', '-c', '-s', '-n', '-S']);
  });

  it('reads JSON5 by default, says where it is not strict JSON, and names the line and column of bad JSON', async () => {
    expect(await jq("{a: 1, // one\n b: 'two',}", '.b', { json5: true })).toBe('"two"');
    expect((await runJq("{a: 1, // one\n b: 'two',}", '.b')).notices).toEqual(['Read as JSON5: unquoted property name at line 1, column 2.']);
    expect((await runJq('{"a": 12345678901234567890}', '.a')).output).toBe('12345678901234567890\n'); // strict JSON first: exact
    expect((await jqError('{"a": 1,}', '.a', { json5: false })).message).toMatch(/^Line 1, column 9: .*no trailing comma/);
    const error = await jqError('{"a": 1,\n "b": }', '.a');
    expect(error.message).toMatch(/^Line 2, column 7: /);
  });

  it('reports jq compile and runtime errors verbatim, with the output before a runtime error', async () => {
    const compile = await jqError('[1]', '.[');
    expect(compile).toBeInstanceOf(QueryError);
    expect(compile.message).toContain('jq: error: syntax error, unexpected end of file');
    expect(compile.message).toContain('jq: 1 compile error');
    const runtime = await jqError('[1,2,3]', '.foo');
    expect(runtime.message).toBe('jq: error (at /dev/stdin:0): Cannot index array with string "foo"');
    const partial = (await jqError('[1,2,3]', '.[] | if . == 2 then error("boom") else . end')) as QueryError;
    expect(partial.message).toBe('jq: error (at /dev/stdin:0): boom');
    expect(partial.output).toBe('1\n');
  });

  it('returns debug messages separately', async () => {
    const result = await runJq('[1,2]', '.[] | debug', { compact: true });
    expect(result.output).toBe('1\n2\n');
    expect(result.messages).toBe('["DEBUG:",1]\n["DEBUG:",2]');
  });

  it('rejects an empty filter, an empty input, a crash and endless output with messages for users', async () => {
    expect((await jqError('[1]', '  ')).message).toMatch(/^Enter a jq filter/);
    expect((await jqError('  ', '.')).message).toBe('Enter the JSON to query.');
    expect((await jqError('[1]', 'def f: [f]; f')).message).toMatch(/recursed too deeply/);
    expect((await jqError('[1]', 'repeat("x" * 1000000)')).message).toMatch(/output is over 64 MB/);
    expect(await jq('[1]', '.[0]')).toBe('1'); // a fresh instance after the crash
  }, 30_000);

  it('handles a multi-megabyte document quickly (bulk I/O, not byte by byte)', async () => {
    const doc = JSON.stringify({ items: Array.from({ length: 100_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'] })) });
    expect(doc.length).toBeGreaterThan(4_000_000);
    // The machine's pace, measured on the same document: a loaded CI machine is slower at both. The
    // byte-by-byte I/O this guards against took ~8 s for 300 KB, i.e. tens of minutes here.
    const paceStarted = performance.now();
    JSON.stringify(JSON.parse(doc));
    const pace = performance.now() - paceStarted;
    const started = performance.now();
    expect(await jq(doc, '.items | length')).toBe('100000');
    expect((await runJq(doc, '.items', { compact: true })).output.length).toBe(JSON.stringify(JSON.parse(doc).items).length + 1);
    expect(performance.now() - started).toBeLessThan(Math.max(5000, 100 * pace));
  }, 60_000);

  it('uses the fast I/O path (jq-wasm 1.0.1 imports found and self-tested)', async () => {
    const { jqEngineIsFast } = await import('./jq-engine.js');
    expect(await jqEngineIsFast()).toBe(true);
  });

  it('survives many runs (jq-wasm leaks per run; the instance is renewed)', async () => {
    for (let i = 0; i < 400; i++) expect(await jq('{"a":[1,2]}', '.a | map(. * 2)')).toBe('[2,4]');
  }, 30_000);

  it('outputs exactly the input for the identity filter, for any JSON value (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (value) => {
        const text = JSON.stringify(value);
        expect(JSON.parse(await jq(text, '.'))).toEqual(JSON.parse(text));
      }),
      { numRuns: 60 },
    );
  }, 30_000);
});

// RFC 9535 (JSONPath), §1.5, Figure 1 (the bookstore) and Table 2 (its example queries).
const BOOKSTORE = `{ "store": {
    "book": [
      { "category": "reference", "author": "Nigel Rees", "title": "Sayings of the Century", "price": 8.95 },
      { "category": "fiction", "author": "Evelyn Waugh", "title": "Sword of Honour", "price": 12.99 },
      { "category": "fiction", "author": "Herman Melville", "title": "Moby Dick", "isbn": "0-553-21311-3", "price": 8.99 },
      { "category": "fiction", "author": "J. R. R. Tolkien", "title": "The Lord of the Rings", "isbn": "0-395-19395-8", "price": 22.99 }
    ],
    "bicycle": { "color": "red", "price": 399 }
  }
}`;
const store = JSON.parse(BOOKSTORE) as { store: { book: unknown[]; bicycle: unknown } };
const [book0, book1, book2, book3] = store.store.book;

// RFC 9535 §2.3.5.3, Table 12 (filter selector examples), on the JSON given there.
const FILTER_DATA = '{"a": [3, 5, 1, 2, 4, 6, {"b": "j"}, {"b": "k"}, {"b": {}}, {"b": "kilo"}], "o": {"p": 1, "q": 2, "r": 3, "s": 5, "t": {"u": 6}}, "e": "f"}';

function values(input: string, query: string): unknown {
  return JSON.parse(runJsonPath(input, query).output);
}

describe('runJsonPath — RFC 9535 examples', () => {
  it.each([
    ['$.store.book[*].author', ['Nigel Rees', 'Evelyn Waugh', 'Herman Melville', 'J. R. R. Tolkien']],
    ['$..author', ['Nigel Rees', 'Evelyn Waugh', 'Herman Melville', 'J. R. R. Tolkien']],
    ['$.store.*', [store.store.book, store.store.bicycle]],
    ['$.store..price', [399, 8.95, 12.99, 8.99, 22.99]],
    ['$..book[2]', [book2]],
    ['$..book[2].author', ['Herman Melville']],
    ['$..book[2].publisher', []],
    ['$..book[-1]', [book3]],
    ['$..book[0,1]', [book0, book1]],
    ['$..book[:2]', [book0, book1]],
    ['$..book[?@.isbn]', [book2, book3]],
    ['$..book[?@.price<10]', [book0, book2]],
  ])('Table 2: %s', (query, expected) => {
    const got = values(BOOKSTORE, query) as unknown[];
    // "$.store.*" and "$.store..price" visit object members, whose order the RFC leaves open.
    if (query === '$.store.*' || query === '$.store..price') expect(got).toEqual(expect.arrayContaining(expected as unknown[]));
    else expect(got).toEqual(expected);
    expect(got).toHaveLength((expected as unknown[]).length);
  });

  it('Table 2: $..* gives every member value and array element', () => {
    expect(runJsonPath(BOOKSTORE, '$..*').count).toBe(27);
  });

  it.each([
    ["$.a[?@.b == 'kilo']", [{ b: 'kilo' }]],
    ["$.a[?(@.b == 'kilo')]", [{ b: 'kilo' }]],
    ['$.a[?@>3.5]', [5, 4, 6]],
    ['$.a[?@.b]', [{ b: 'j' }, { b: 'k' }, { b: {} }, { b: 'kilo' }]],
    ['$.a[?@<2 || @.b == "k"]', [1, { b: 'k' }]],
    ['$.a[?match(@.b, "[jk]")]', [{ b: 'j' }, { b: 'k' }]],
    ['$.a[?search(@.b, "[jk]")]', [{ b: 'j' }, { b: 'k' }, { b: 'kilo' }]],
    ['$.o[?@.u || @.x]', [{ u: 6 }]],
    ['$.a[?@.b == $.x]', [3, 5, 1, 2, 4, 6]],
  ])('Table 12: %s', (query, expected) => {
    expect(values(FILTER_DATA, query)).toEqual(expected);
  });

  it('Table 12: $.a[?@ == @] selects every element', () => {
    expect(runJsonPath(FILTER_DATA, '$.a[?@ == @]').count).toBe(10);
  });

  it('§2.4: length(), count() and value() function extensions', () => {
    expect(values('{"a": ["xyz", [1, 2, 3, 4], {"k": 1}]}', '$.a[?length(@) >= 3]')).toEqual(['xyz', [1, 2, 3, 4]]);
    expect(values('[{"a": 1, "b": 2}, {"a": 1}]', '$[?count(@.*) == 1]')).toEqual([{ a: 1 }]);
    expect(values('[{"c": {"color": "red"}}, {"c": {"color": "blue"}}]', '$[?value(@..color) == "red"]')).toEqual([{ c: { color: 'red' } }]);
  });

  it('§2.7: outputs normalized paths when asked', () => {
    expect(JSON.parse(runJsonPath(BOOKSTORE, '$..book[?@.price<10].title', { paths: true }).output)).toEqual([
      "$['store']['book'][0]['title']",
      "$['store']['book'][2]['title']",
    ]);
  });

  it('writes the nodelist compact or indented', () => {
    expect(runJsonPath('{"a":[1,2]}', '$.a[*]', { compact: true }).output).toBe('[1,2]\n');
    expect(runJsonPath('{"a":[1,2]}', '$.a', {}).output).toBe('[\n  [\n    1,\n    2\n  ]\n]\n');
  });

  it('reports invalid queries with their column (RFC 9535 §2.1: a query must start with $)', () => {
    const missingRoot = expectToolInputError(() => runJsonPath('{}', 'a.b'));
    expect(missingRoot).toBeInstanceOf(QueryError);
    expect(missingRoot.message).toBe("Column 1: expected '$', found 'a'.");
    const unclosed = expectToolInputError(() => runJsonPath('{}', '$.a['));
    expect(unclosed.message).toBe('Column 5: unclosed bracketed selection.');
    expect(unclosed.position).toBe(4);
    expect(expectToolInputError(() => runJsonPath('{}', '$[?foo(@)]')).message).toMatch(/^Column 4: no such function 'foo'/);
    expect(expectToolInputError(() => runJsonPath('{}', ' ')).message).toMatch(/^Enter a JSONPath query/);
    expect(expectToolInputError(() => runJsonPath('{"a": }', '$.a')).message).toMatch(/^Line 1, column 7: /);
  });
});

// Goessner, "JSONPath - XPath for JSON" (2007), https://goessner.net/articles/JsonPath/: the
// examples of the dialect RFC 9535 replaced, on the same bookstore.
describe('runJsonPath — queries of older JSONPath (Goessner 2007) get a clear word', () => {
  it('"the last book in order": the script expression is refused with its RFC 9535 equivalent, which works', () => {
    const e = expectToolInputError(() => runJsonPath(BOOKSTORE, '$..book[(@.length-1)]'));
    expect(e).toBeInstanceOf(QueryError);
    expect(e.message).toBe(
      'Column 8: RFC 9535 JSONPath has no script expressions [(…)] (older JSONPath ran them as JavaScript): a negative index counts from the end instead, so write $..book[-1].',
    );
    expect(e.position).toBe(7);
    expect(legacyJsonPathHint('$..book[(@.length-1)]')?.suggestion).toBe('$..book[-1]');
    expect(values(BOOKSTORE, '$..book[-1]')).toEqual([book3]);
    expect(legacyJsonPathHint('$..book[( @.length - 2 )].title')?.suggestion).toBe('$..book[-2].title');
    expect(expectToolInputError(() => runJsonPath(BOOKSTORE, '$..book[(@.foo)]')).message).toMatch(/^Column 8: .*use an index \(\[-1\] is the last element\)/);
  });

  it('"filter all books cheaper than 10" and "filter all books with isbn number" are valid RFC 9535 as written', () => {
    expect(values(BOOKSTORE, '$..book[?(@.price<10)]')).toEqual([book0, book2]);
    expect(values(BOOKSTORE, '$..book[?(@.isbn)]')).toEqual([book2, book3]);
    expect(runJsonPath(BOOKSTORE, '$..book[?(@.price<10)]').queryHint).toBeNull();
    expect(legacyJsonPathHint('$..book[?(@.price<10)]')).toBeNull();
  });

  it('.length that finds nothing: a hint with the function length(), whose query works', () => {
    const r = runJsonPath(BOOKSTORE, '$..book[?(@.title.length > 15)].title');
    expect(r.count).toBe(0);
    expect(r.queryHint).toBe(
      'In RFC 9535 JSONPath, .length selects a member named "length", not the length of @.title: use the function length() in a filter, e.g. $..book[?(length(@.title) > 15)].title.',
    );
    expect(values(BOOKSTORE, '$..book[?(length(@.title) > 15)].title')).toEqual(['Sayings of the Century', 'The Lord of the Rings']);
    expect(runJsonPath(BOOKSTORE, '$..book.length').queryHint).toMatch(/^In RFC 9535 JSONPath, \.length selects a member named "length", not the length of \$\.\.book: a query returns nodes/);
    // A member really named "length" is found, and then no hint.
    expect(runJsonPath('{"a": {"length": 3}}', '$.a.length')).toMatchObject({ count: 1, queryHint: null });
  });

  it('=~ /regex/ and JavaScript methods: refused with the functions search() and match()', () => {
    const e = expectToolInputError(() => runJsonPath(BOOKSTORE, '$..book[?(@.author =~ /Mel/)]'));
    expect(e.message).toMatch(/^Column 11: RFC 9535 JSONPath has no =~ operator: .* e\.g\. \$\.\.book\[\?\(search\(@\.author, "Mel"\)\)\]\.$/);
    expect(values(BOOKSTORE, '$..book[?(search(@.author, "Mel"))]')).toEqual([book2]);
    expect(expectToolInputError(() => runJsonPath(BOOKSTORE, '$..book[?(@.author.match(/Mel/))]')).message).toMatch(/cannot call JavaScript methods such as \.match\(\)/);
  });

  it('JavaScript === and !==: refused with == and != (RFC 9535 §2.3.5.2.2 compares without conversion), whose query works', () => {
    const e = expectToolInputError(() => runJsonPath(BOOKSTORE, "$..book[?(@.category === 'reference')].title"));
    expect(e.message).toBe(
      "Column 22: RFC 9535 JSONPath has no JavaScript === operator: its == already compares without conversion, so write $..book[?(@.category == 'reference')].title.",
    );
    expect(values(BOOKSTORE, "$..book[?(@.category == 'reference')].title")).toEqual(['Sayings of the Century']);
    expect(legacyJsonPathHint('$..book[?(@.isbn !== "x")]')?.suggestion).toBe('$..book[?(@.isbn != "x")]');
  });

  it('arithmetic in a filter (a script expression of older JSONPath) is refused with the reason', () => {
    const e = expectToolInputError(() => runJsonPath(BOOKSTORE, '$..book[?(@.price * 2 > 20)]'));
    expect(e.message).toMatch(/^Column 19: RFC 9535 JSONPath has no script expressions, so no arithmetic \(\*\) in filters/);
    expect(legacyJsonPathHint('$..book[?(@.price - 1 > 9)]')?.position).toBe(18);
    // A negative number is no arithmetic.
    expect(legacyJsonPathHint('$..book[?(@.price > -1)]')).toBeNull();
  });

  it('gives no hint for RFC 9535 queries, nor for look-alikes inside strings', () => {
    for (const q of ['$.store.book[*].author', '$..book[-1]', '$..book[?@.isbn]', '$.store.book[?length(@.title) > 15]', '$[?@.a == "x.length"]', "$['[(']", '$..*', '$[?@.a == "1 === 2"]', '$..book[-2:]', '$[?@.a >= -2]']) {
      expect(legacyJsonPathHint(q), q).toBeNull();
    }
  });

  it('legacyJsonPathHint never throws (fast-check)', () => {
    fuzzToolFunction((s: string) => legacyJsonPathHint(s));
  });
});

describe('runQuery', () => {
  it('says which field an error belongs to', async () => {
    expect(await runQuery({ language: 'jq', input: '[1]', query: '.[0]', compact: true })).toEqual({
      ok: true,
      result: { output: '1\n', count: null, messages: '', warnings: [], notices: [], queryHint: null },
    });
    expect(await runQuery({ language: 'jq', input: '[1', query: '.' })).toMatchObject({ ok: false, field: 'input' });
    expect(await runQuery({ language: 'jq', input: '[1]', query: '.[' })).toMatchObject({ ok: false, field: 'query' });
    expect(await runQuery({ language: 'jsonpath', input: '[1]', query: '$[' })).toMatchObject({ ok: false, field: 'query' });
    expect(await runQuery({ language: 'jsonpath', input: '[1', query: '$[0]' })).toMatchObject({ ok: false, field: 'input' });
    expect(await runQuery({ language: 'jsonpath', input: '{"a":{"b":1}}', query: '$.a.b' })).toMatchObject({ ok: true, result: { output: '[\n  1\n]\n', count: 1 } });
  });
});

describe('jq tester contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(tool, jqTesterState);
  });

  it('has examples that run without error', async () => {
    for (const example of tool.examples ?? []) {
      const state = { ...jqTesterState.schema.parse({}), ...example.state } as Parameters<typeof runQuery>[0];
      const outcome = await runQuery(state);
      expect(outcome, example.label).toMatchObject({ ok: true });
      if (outcome.ok) expect(outcome.result.output, example.label).not.toBe('');
    }
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => runJsonPath(s, '$..*'));
    fuzzToolFunction((s: string) => runJsonPath('{"a":[1,{"b":2}]}', s));
    await fuzzAsyncToolFunction((s: string) => runJq(s, '.'), undefined, 40);
    await fuzzAsyncToolFunction((s: string) => runJq('{"a":[1,{"b":2}]}', s), undefined, 60);
    await fuzzAsyncToolFunction((s: string) => runQuery({ language: 'jq', input: s, query: s, rawOutput: true }), undefined, 30);
  }, 60_000);
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState } from '@handy-tools/ui/testing';
import { fuzzAsyncToolFunction, sample } from '../shared/test-helpers.js';
import { javascriptPrettifierTool } from './meta.js';
import { javascriptPrettifierState } from './state.js';
import { prettifyJavascript } from './javascript-prettifier.js';

// Real files: ms 2.1.3's index.js and clsx 2.1.1's minified build (see shared/samples/README.md).
const MS = sample('ms-2.1.3.js.txt');
const CLSX_MIN = sample('clsx.min.js.txt');

describe('prettifyJavascript', () => {
  it('formats a real library file with Prettier defaults: double quotes, semicolons, 2 spaces, idempotent', async () => {
    const out = await prettifyJavascript(MS);
    expect(out).toContain('var type = typeof val;\n');
    expect(out).toContain('  if (type === "string" && val.length > 0) {\n');
    expect(out).not.toContain("'string'");
    expect(out.endsWith('}\n')).toBe(true);
    expect(await prettifyJavascript(out)).toBe(out);
  });

  it('unminifies a minified build into one statement per line, and is idempotent on it', async () => {
    const out = await prettifyJavascript(CLSX_MIN);
    expect(out.split('\n').length).toBeGreaterThan(25);
    // Each function of the bundle on its own line, its body indented by one level (2 spaces).
    expect(out).toMatch(/^ {2}function e\(n\) \{$/m);
    expect(out).toMatch(/^ {2}function n\(\) \{$/m);
    expect(Math.max(...out.split('\n').map((l) => l.length))).toBeLessThanOrEqual(80);
    expect(await prettifyJavascript(out)).toBe(out);
  });

  // Option behaviours as Prettier's options page documents them (https://prettier.io/docs/options).
  it('applies quotes, semicolons, tabs, width, trailing commas, bracket spacing and arrow parens', async () => {
    expect(await prettifyJavascript("const a = 'x'", { singleQuote: false })).toBe('const a = "x";\n');
    expect(await prettifyJavascript('const a = "x"', { singleQuote: true })).toBe("const a = 'x';\n");
    expect(await prettifyJavascript('a();b()', { semi: false })).toBe('a()\nb()\n');
    expect(await prettifyJavascript('function f(){return 1}', { useTabs: true })).toBe('function f() {\n\treturn 1;\n}\n');
    expect(await prettifyJavascript('function f(){return 1}', { tabWidth: 4 })).toBe('function f() {\n    return 1;\n}\n');
    expect(await prettifyJavascript('const {a,b}=c', { bracketSpacing: false })).toBe('const {a, b} = c;\n');
    expect(await prettifyJavascript('f(x=>x)', { arrowParens: 'avoid' })).toBe('f(x => x);\n');
    expect(await prettifyJavascript('f(x=>x)')).toBe('f((x) => x);\n');
    expect(await prettifyJavascript('const o = {"a": 1, b: 2}', { quoteProps: 'as-needed' })).toBe('const o = { a: 1, b: 2 };\n');
    expect(await prettifyJavascript('const o = {"a": 1, b: 2}', { quoteProps: 'preserve' })).toBe('const o = { "a": 1, b: 2 };\n');
    const long = 'const list = [aaaaaaaaaaaa, bbbbbbbbbbbb, cccccccccccc]';
    expect(await prettifyJavascript(long, { printWidth: 40, trailingComma: 'all' })).toBe(
      'const list = [\n  aaaaaaaaaaaa,\n  bbbbbbbbbbbb,\n  cccccccccccc,\n];\n',
    );
    expect(await prettifyJavascript(long, { printWidth: 40, trailingComma: 'none' })).toBe(
      'const list = [\n  aaaaaaaaaaaa,\n  bbbbbbbbbbbb,\n  cccccccccccc\n];\n',
    );
    expect(await prettifyJavascript(long, { printWidth: 80 })).toBe(`${long};\n`);
  });

  it('formats JSX, TypeScript, Flow, JSON and JSON5 with their parsers', async () => {
    expect(await prettifyJavascript('const e=<div className="a">{x}</div>')).toBe('const e = <div className="a">{x}</div>;\n');
    expect(await prettifyJavascript('const e=<a b="c"/>', { jsxSingleQuote: true })).toBe("const e = <a b='c' />;\n");
    expect(await prettifyJavascript('function id<T>(x:T):T{return x}', { parser: 'typescript' })).toBe(
      'function id<T>(x: T): T {\n  return x;\n}\n',
    );
    expect(await prettifyJavascript('function f(x:number):string{return ""+x}', { parser: 'babel-flow' })).toBe(
      'function f(x: number): string {\n  return "" + x;\n}\n',
    );
    expect(await prettifyJavascript('{"a":[1,2],"b":{}}', { parser: 'json' })).toBe('{ "a": [1, 2], "b": {} }\n');
    // JSON5 (unquoted keys, comments) is read; comments are kept.
    const json5 = await prettifyJavascript('{a:1,// c\n}', { parser: 'json5' });
    expect(json5).toContain('a: 1');
    expect(json5).toContain('// c');
  });

  it('reports syntax errors with line and column', async () => {
    const error = await prettifyJavascript('const a = 1;\nlet b = (;\n').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolInputError);
    expect(error).toMatchObject({ line: 2, column: 10 });
    expect((error as Error).message).toMatch(/^Line 2, column 10: Unexpected token\.?$/);
    const ts = await prettifyJavascript('let x: = 1', { parser: 'typescript' }).catch((e: unknown) => e);
    expect(ts).toMatchObject({ line: 1, column: 8 });
    expect((ts as Error).message).toMatch(/^Line 1, column 8: /);
  });

  it('returns "" for blank input', async () => {
    expect(await prettifyJavascript('  \n\t')).toBe('');
  });

  it('is idempotent on generated programs', async () => {
    const ident = fc.constantFrom('a', 'b', 'foo', 'barBaz', 'x1');
    const expr = fc.oneof(
      ident,
      fc.integer({ min: 0, max: 999 }).map(String),
      fc.string({ maxLength: 8 }).map((s) => JSON.stringify(s)),
    );
    const stmt = fc.oneof(
      fc.tuple(ident, expr).map(([n, e]) => `const ${n} = ${e};`),
      fc.tuple(ident, fc.array(expr, { maxLength: 6 })).map(([n, args]) => `${n}(${args.join(',')})`),
      fc.tuple(ident, expr, expr).map(([n, a, b]) => `if(${n}){${n}=${a}}else{${n}=[${b},${a}]}`),
      fc
        .tuple(ident, fc.array(fc.tuple(ident, expr), { maxLength: 4 }))
        .map(([n, kv]) => `let ${n}={${kv.map(([k, v]) => `${k}:${v}`).join(',')}}`),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(stmt, { minLength: 1, maxLength: 8 }), fc.integer({ min: 20, max: 120 }), async (stmts, printWidth) => {
        const once = await prettifyJavascript(stmts.join('\n'), { printWidth });
        expect(await prettifyJavascript(once, { printWidth })).toBe(once);
      }),
      { numRuns: 40 },
    );
  });

  it('has examples that are valid states and format without an error', async () => {
    expectExamplesMatchState(javascriptPrettifierTool, javascriptPrettifierState);
    for (const example of javascriptPrettifierTool.examples ?? []) {
      const { input, ...options } = example.state as { input: string };
      expect(await prettifyJavascript(input, options)).not.toBe('');
    }
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    await fuzzAsyncToolFunction((s) => prettifyJavascript(s));
    await fuzzAsyncToolFunction((s) => prettifyJavascript(s, { parser: 'typescript' }), 30);
    await fuzzAsyncToolFunction((s) => prettifyJavascript(s, { parser: 'json' }), 30);
  });
});

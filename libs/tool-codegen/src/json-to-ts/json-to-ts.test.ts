import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { RFC8259_ARRAY, RFC8259_OBJECT, expectExamplesMatchState, fuzzAsyncToolFunction } from '@handy-tools/ui/testing';
import { ToolInputError } from '@handy-tools/ui/kit';
import { tool } from './meta.js';
import { jsonToTsState } from './state.js';
import { jsonToTs } from './json-to-ts.js';

// The TypeScript compiler API with an in-memory file; the standard library's files are parsed once.
const compilerOptions: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, types: [], skipLibCheck: true };
const baseHost = ts.createCompilerHost(compilerOptions);
const libCache = new Map<string, ts.SourceFile | undefined>();

/** Compiles `code` as `/virtual/types.ts` (strict) and returns the diagnostics' messages. */
function compileTs(code: string): string[] {
  const fileName = '/virtual/types.ts';
  const host: ts.CompilerHost = {
    ...baseHost,
    fileExists: (name) => name === fileName || baseHost.fileExists(name),
    readFile: (name) => (name === fileName ? code : baseHost.readFile(name)),
    getSourceFile: (name, languageVersion) => {
      if (name === fileName) return ts.createSourceFile(name, code, languageVersion);
      if (!libCache.has(name)) libCache.set(name, baseHost.getSourceFile(name, languageVersion));
      return libCache.get(name);
    },
  };
  const program = ts.createProgram([fileName], compilerOptions, host);
  // Syntax, semantic and global diagnostics of our file only (checking the standard library each time is slow).
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(fileName)).map((d) => `${d.start ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

/** The generated code plus `const sample: <typeName> = <the sample>;`: it compiles only if the types describe the sample. */
function withSample(code: string, typeName: string, sample: unknown): string {
  return `${code}\nexport const sample: ${typeName} = ${JSON.stringify(sample, null, 2)};\n`;
}

describe('jsonToTs', () => {
  it('names nested types and types every member of RFC 8259’s object example', async () => {
    const { code, files } = await jsonToTs(RFC8259_OBJECT);
    expect(files.map((f) => f.name)).toEqual(['types.ts']);
    expect(code).toMatch(/export interface Root \{\s*Image: Image;\s*\}/);
    expect(code).toMatch(/export interface Image \{[^}]*Width:\s+number;[^}]*Title:\s+string;[^}]*Thumbnail:\s+Thumbnail;[^}]*Animated:\s+boolean;[^}]*IDs:\s+number\[\];[^}]*\}/);
    expect(code).toMatch(/export interface Thumbnail \{[^}]*Url:\s+string;[^}]*\}/);
    expect(compileTs(withSample(code, 'Root', JSON.parse(RFC8259_OBJECT)))).toEqual([]);
  });

  it('types RFC 8259’s array example as an array of named elements', async () => {
    const { code } = await jsonToTs(RFC8259_ARRAY, { typeName: 'Places' });
    expect(code).toMatch(/^export type Places = Place\[\];\n\nexport interface Place \{/);
    expect(code).toMatch(/Latitude:\s+number;/);
    expect(code).toMatch(/Zip:\s+string;/); // "94107" stays a string: no guessing
    expect(compileTs(withSample(code, 'Places', JSON.parse(RFC8259_ARRAY)))).toEqual([]);
  });

  it('makes properties missing from some objects of an array optional', async () => {
    const sample = [{ id: 1, name: 'a' }, { id: 2, email: 'b@example.com' }];
    const { code } = await jsonToTs(JSON.stringify(sample), { typeName: 'User' });
    expect(code).toMatch(/\bid:\s+number;/);
    expect(code).toMatch(/\bname\?:\s+string;/);
    expect(code).toMatch(/\bemail\?:\s+string;/);
    expect(compileTs(withSample(code, 'User', sample))).toEqual([]);
  });

  it('names the type of a top-level map, primitive or nested array', async () => {
    // Found by the property below: quicktype reads an object whose keys do not look like names
    // as a map, and wrote only the values' type under the top-level name.
    const map = { '   ': { '': 0 }, '  !': null };
    const mapCode = (await jsonToTs(JSON.stringify(map))).code;
    expect(mapCode).toMatch(/^export type Root = \{ \[key: string\]: (\w+) \| null \};/);
    expect(compileTs(withSample(mapCode, 'Root', map))).toEqual([]);
    expect((await jsonToTs('42')).code).toBe('export type Root = number;\n');
    expect((await jsonToTs('[[1, 2], [3]]')).code).toBe('export type Root = Array<number[]>;\n');
  });

  it('writes a union of the primitive types of a mixed array', async () => {
    const sample = { values: [1, 'two', true, null] };
    const { code } = await jsonToTs(JSON.stringify(sample));
    const union = /values:\s+Array<([^>]+)>;/.exec(code)?.[1]?.split('|').map((s) => s.trim()).sort();
    expect(union).toEqual(['boolean', 'null', 'number', 'string']);
    expect(compileTs(withSample(code, 'Root', sample))).toEqual([]);
  });

  it('declares type aliases, readonly and optional properties on request', async () => {
    const { code } = await jsonToTs('{"a": {"b": 1}}', { declaration: 'type', readonly: true, allOptional: true, typeName: 'Thing' });
    expect(code).toMatch(/export type Thing = \{\s*readonly a\?: A;\s*\}/);
    expect(code).toMatch(/export type A = \{\s*readonly b\?: number;\s*\}/);
    expect(code).not.toMatch(/interface/);
    expect(compileTs(`${code}\nconst x: Thing = {}; x satisfies Thing;\n`)).toEqual([]);
  });

  it('types numbers written 1.0 or 1e2 as number, mixed with integers without a union', async () => {
    const { code } = await jsonToTs('{"a": 1.0, "b": [1, 2.5, 1e2]}');
    expect(code).toMatch(/\ba:\s+number;/);
    expect(code).toMatch(/\bb:\s+number\[\];/);
  });

  it('quotes keys that are not identifiers and accepts JSON5', async () => {
    const { code } = await jsonToTs("// a comment\n{ 'first-name': 'Ada', unquoted: 1, trailing: [1, 2,], }");
    expect(code).toMatch(/"first-name":\s+string;/);
    expect(code).toMatch(/\bunquoted:\s+number;/);
    expect(compileTs(withSample(code, 'Root', { 'first-name': 'Ada', unquoted: 1, trailing: [1, 2] }))).toEqual([]);
  });

  it('the compiler check catches wrong types (the check can fail)', () => {
    expect(compileTs('export interface Root { a: number; }\nexport const sample: Root = { a: "x" };')).not.toEqual([]);
  });

  it('generates types any JSON object is an instance of, and they compile', async () => {
    // Keys and strings from printable ASCII: TypeScript treats a `__proto__` key in an object literal specially.
    const key = fc.string({ maxLength: 8 }).filter((k) => k !== '__proto__');
    const value = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof({ depthSize: 'small', maxDepth: 3 }, fc.constant(null), fc.boolean(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string(), fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(key, tie('value'), { maxKeys: 4 })),
    })).value;
    await fc.assert(
      fc.asyncProperty(fc.dictionary(key, value, { minKeys: 1, maxKeys: 5 }), async (sample) => {
        const { code } = await jsonToTs(JSON.stringify(sample));
        expect(compileTs(withSample(code, 'Root', sample))).toEqual([]);
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('rejects malformed JSON with its line and column', async () => {
    const error = await jsonToTs('{\n  "a": 1,\n  "b": }').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolInputError);
    expect((error as ToolInputError).message).toBe("Line 3, column 8: unexpected '}' (not valid JSON or JSON5 here).");
    expect((error as ToolInputError).line).toBe(3);
  });

  it('rejects an empty input and a bad type name', async () => {
    await expect(jsonToTs('  ')).rejects.toThrow(ToolInputError);
    await expect(jsonToTs('{"a":1}', { typeName: '1abc' })).rejects.toThrow(/type name/);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(tool, jsonToTsState);
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    await fuzzAsyncToolFunction((s: string) => jsonToTs(s), undefined, 60);
    await fuzzAsyncToolFunction((s: string) => jsonToTs(s), fc.jsonValue().map((v) => JSON.stringify(v)), 30);
    await fuzzAsyncToolFunction((s: string) => jsonToTs('{"a": 1}', { typeName: s }), undefined, 30);
  }, 60_000);
});

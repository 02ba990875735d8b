import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { RFC8259_OBJECT, expectExamplesMatchState, fuzzAsyncToolFunction } from '@handy-tools/ui/testing';
import type { GeneratedFile } from '../shared/codegen-types.js';
import { tool } from './meta.js';
import { jsonToJavaState } from './state.js';
import { jsonToJava } from './json-to-java.js';

// A sample with what generators get wrong: a key that is not an identifier, a Java keyword, a
// record-forbidden name, a nested array of objects with a field missing from one of them.
const TRICKY = '{"first-name": "Ada", "class": "x", "hashCode": 1, "price": 9.5, "items": [{"sku": "A", "qty": 2}, {"sku": "B"}], "flags": [true]}';

function hasCommand(command: string): boolean {
  try {
    execFileSync(command, ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const javac = hasCommand('javac');

/** Jackson's three jars from the local Maven repository, if some version of all three is there. */
function findJacksonJars(): string[] | null {
  const base = join(homedir(), '.m2/repository/com/fasterxml/jackson/core');
  const jar = (artifact: string, version: string) => join(base, artifact, version, `${artifact}-${version}.jar`);
  if (!existsSync(join(base, 'jackson-databind'))) return null;
  for (const version of readdirSync(join(base, 'jackson-databind')).sort().reverse()) {
    const jars = [jar('jackson-databind', version), jar('jackson-core', version), jar('jackson-annotations', version)];
    if (jars.every((j) => existsSync(j))) return jars;
  }
  return null;
}
const jacksonJars = javac ? findJacksonJars() : null;

const workDir = mkdtempSync(join(tmpdir(), 'json-to-java-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));
let runs = 0;

/**
 * Compiles sets of files with javac (and Jackson on the class path) in one run — a run starts a
 * JVM, about a second — each set in a folder of its own (give each its own package so that
 * their class names do not clash). Returns javac's errors ('' when none) and the output folder.
 */
function compileJava(sets: GeneratedFile[][]): { errors: string; out: string } {
  const dir = join(workDir, `run${++runs}`);
  const out = join(dir, 'out');
  mkdirSync(out, { recursive: true });
  const paths = sets.flatMap((files, index) => {
    mkdirSync(join(dir, `set${index}`));
    return files.map((f) => {
      const path = join(dir, `set${index}`, f.name);
      writeFileSync(path, f.code);
      return path;
    });
  });
  try {
    execFileSync('javac', ['-Xlint:none', '-nowarn', '-encoding', 'UTF-8', '-d', out, ...(jacksonJars ? ['-cp', jacksonJars.join(delimiter)] : []), ...paths], { stdio: 'pipe', timeout: 60_000 });
    return { errors: '', out };
  } catch (e) {
    return { errors: String((e as { stderr?: Buffer }).stderr ?? e), out };
  }
}

describe('jsonToJava', () => {
  it('writes one class per object, with getters, setters and @JsonProperty (RFC 8259 example)', async () => {
    const { files, code } = await jsonToJava(RFC8259_OBJECT, { packageName: 'org.example' });
    expect(files.map((f) => f.name).sort()).toEqual(['Converter.java', 'Image.java', 'Root.java', 'Thumbnail.java']);
    const image = files.find((f) => f.name === 'Image.java')?.code ?? '';
    expect(image).toMatch(/^package org\.example;$/m);
    expect(image).toContain('public class Image {');
    expect(image).toContain('private long width;');
    expect(image).toContain('private List<Long> iDs;');
    expect(image).toContain('private Thumbnail thumbnail;');
    expect(image).toMatch(/@JsonProperty\("Width"\)\s+public long getWidth\(\) \{ return width; \}/);
    expect(image).toMatch(/@JsonProperty\("Width"\)\s+public void setWidth\(long value\) \{ this\.width = value; \}/);
    expect(code).toContain('// Thumbnail.java');
  });

  it('types a number written with a fraction or an exponent as double, even when whole (RFC 8259 §6)', async () => {
    const root = (await jsonToJava('{"a": 1.0, "b": 1e2, "c": 1, "d": [2, 3.0]}', { jackson: false })).files.find((f) => f.name === 'Root.java')?.code ?? '';
    expect(root).toContain('private double a;');
    expect(root).toContain('private double b;');
    expect(root).toContain('private long c;');
    expect(root).toContain('private List<Double> d;');
  });

  it('writes plain classes without Jackson', async () => {
    const { files } = await jsonToJava(TRICKY, { jackson: false });
    expect(files.map((f) => f.name).sort()).toEqual(['Item.java', 'Root.java']);
    const root = files.find((f) => f.name === 'Root.java')?.code ?? '';
    expect(root).not.toContain('@JsonProperty');
    expect(root).toContain('private String firstName;');
    expect(root).toContain('private double price;');
  });

  it('writes records on request, with Jackson annotations on the components', async () => {
    const { files } = await jsonToJava(TRICKY, { style: 'record' });
    const root = files.find((f) => f.name === 'Root.java')?.code ?? '';
    expect(root).toContain('public record Root(');
    expect(root).toContain('@JsonProperty("first-name") String firstName,');
    expect(root).toMatch(/@JsonProperty\("class"\) String (\w+),/);
    expect(root).not.toMatch(/ long hashCode,/); // a record component may not be named hashCode (JLS §8.10.3)
    expect(root).toMatch(/@JsonProperty\("hashCode"\) long \w+,/);
    expect(root).not.toMatch(/\bget\w+\(/);
  });

  it('writes Lombok @Data classes on request', async () => {
    const { files } = await jsonToJava(TRICKY, { style: 'lombok', jackson: false });
    const root = files.find((f) => f.name === 'Root.java')?.code ?? '';
    expect(root).toMatch(/@lombok\.Data\s+public class Root \{/);
    expect(root).not.toMatch(/\bgetFirstName\(/);
  });

  describe.skipIf(!javac)('compiles with javac', () => {
    it('the compiler check catches errors (the check can fail)', () => {
      expect(compileJava([[{ name: 'Bad.java', code: 'public class Bad { int x = "no"; }' }]]).errors).toMatch(/incompatible types/);
    }, 30_000);

    // One javac run for all of them, each set of classes in a package of its own.
    it('compiles classes and records of the RFC 8259 example, the tricky sample and arbitrary JSON objects, without Jackson and (in every style javac can check) with it', async () => {
      const sets: GeneratedFile[][] = [];
      const generate = async (sample: string, options: Parameters<typeof jsonToJava>[1]) =>
        sets.push((await jsonToJava(sample, { ...options, packageName: `set${sets.length}` })).files);
      for (const style of ['class', 'record'] as const) {
        for (const sample of [RFC8259_OBJECT, TRICKY]) await generate(sample, { style, jackson: false });
      }
      const key = fc.string({ minLength: 1, maxLength: 6 });
      // Lombok is not on this machine; Jackson only when its jars are.
      const options = fc.record({ style: fc.constantFrom('class' as const, 'record' as const), jackson: jacksonJars ? fc.boolean() : fc.constant(false) });
      await fc.assert(
        fc.asyncProperty(fc.dictionary(key, fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 5 }), options, async (sample, o) => {
          await generate(JSON.stringify(sample), o);
        }),
        { numRuns: 6 },
      );
      expect(compileJava(sets).errors).toBe('');
    }, 120_000);

    // Uses Jackson from the local Maven repository when it is there (no download).
    // What Jackson writes back is the sample, plus null for the optional field missing from one item.
    it.skipIf(!jacksonJars)('classes and records with Jackson compile and read back the sample', async () => {
      const styles = ['class', 'record'] as const;
      const sets = await Promise.all(
        styles.map(async (style) => {
          const { files } = await jsonToJava(TRICKY, { style, packageName: `com.example.${style}s` });
          const main = `import com.example.${style}s.Converter;\npublic class Main_${style} { public static void main(String[] a) throws Exception { System.out.print(Converter.toJsonString(Converter.fromJsonString(new String(System.in.readAllBytes(), "UTF-8")))); } }\n`;
          return [...files, { name: `Main_${style}.java`, code: main }];
        }),
      );
      const { errors, out } = compileJava(sets);
      expect(errors).toBe('');
      const expected = JSON.parse(TRICKY) as { items: Record<string, unknown>[] };
      expected.items[1] = { ...expected.items[1], qty: null };
      for (const style of styles) {
        const written = execFileSync('java', ['-cp', [out, ...(jacksonJars ?? [])].join(delimiter), `Main_${style}`], { input: TRICKY, timeout: 60_000 }).toString();
        expect(JSON.parse(written), style).toEqual(expected);
      }
    }, 60_000);
  });

  it('rejects malformed JSON with its line and column, and a bad package name', async () => {
    const error = await jsonToJava("{\n  a: 1,\n  b: 'x\n}").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolInputError);
    expect((error as ToolInputError).message).toBe('Line 3, column 8: unexpected line break (not valid JSON or JSON5 here).');
    await expect(jsonToJava('{"a": 1}', { packageName: 'com..example' })).rejects.toThrow(/package name/);
    // A keyword cannot name a package (JLS 17 §3.9): javac refuses `package com.example.class;`.
    await expect(jsonToJava('{"a": 1}', { packageName: 'com.example.class' })).rejects.toThrow('The package name cannot use "class": it is a reserved word in Java.');
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(tool, jsonToJavaState);
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    await fuzzAsyncToolFunction((s: string) => jsonToJava(s, { style: 'record' }), undefined, 60);
    await fuzzAsyncToolFunction((s: string) => jsonToJava(s), fc.jsonValue().map((v) => JSON.stringify(v)), 30);
    await fuzzAsyncToolFunction((s: string) => jsonToJava('{"a": 1}', { packageName: s }), undefined, 30);
  }, 60_000);
});

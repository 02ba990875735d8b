import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { jsUnobfuscatorTool } from './meta.js';
import { jsUnobfuscatorState } from './state.js';
import { createInterpreterSandbox, jsUnobfuscate } from './js-unobfuscator.js';
import { moduleFileName } from './module-files.js';

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');

describe('jsUnobfuscate', () => {
  // webcrack's test sample test/samples/obfuscator.io.js: javascript-obfuscator v4 output of
  // `function hi() { console.log("Hello World!"); } hi();` with string array, rotator, decoder,
  // self-defending and debug-protection code.
  it('deobfuscates real obfuscator.io output back to the original program', async () => {
    const progress: number[] = [];
    const { code, bundleType, modules } = await jsUnobfuscate(sample('obfuscator-io.js'), {}, { onProgress: (p) => progress.push(p) });
    expect(code).toMatch(/function hi\(\) \{\s*console\.log\("Hello World!"\);\s*\}\s*hi\(\);/);
    expect(code.replace(/^\/\/.*$/gm, '')).not.toMatch(/parseInt|0x[0-9a-f]+|debu|counter/);
    expect(bundleType).toBeNull();
    expect(modules).toEqual([]);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('leaves the string array encoded without a sandbox', async () => {
    const { code } = await jsUnobfuscate(sample('obfuscator-io.js'), {}, { sandbox: null });
    expect(code).not.toMatch(/console\.log\("Hello World!"\)/);
    expect(code).toMatch(/console\[m\(\d+\)\]\(m\(\d+\)\)/);
  });

  // webcrack's test sample packages/webcrack/src/unpack/test/samples/webpack-5.js.
  it('unpacks a webpack 5 bundle into its modules', async () => {
    const { bundleType, modules } = await jsUnobfuscate(sample('webpack-5.js'));
    expect(bundleType).toBe('webpack');
    expect(modules.map((m) => m.id).sort()).toEqual(['2', '3', '4']);
    expect(modules.filter((m) => m.isEntry).map((m) => m.id)).toEqual(['2']);
    const entry = modules.find((m) => m.id === '2');
    expect(entry?.code).toMatch(/require\("\.\/3\.js"\)/);
    expect(entry?.code).toContain('console.log(');
    expect(modules.find((m) => m.id === '3')?.code).toContain('"2.0.0"');
    expect(modules.find((m) => m.id === '4')?.code).not.toContain('__webpack_require__');
  });

  it('does not unpack when unpacking is off', async () => {
    const { bundleType, modules, code } = await jsUnobfuscate(sample('webpack-5.js'), { unpack: false });
    expect(bundleType).toBeNull();
    expect(modules).toEqual([]);
    expect(code).toContain('__webpack_require__');
  });

  it('unminifies (webcrack README: !0 → true, void 0 → undefined, sequences split)', async () => {
    const { code } = await jsUnobfuscate('var a = !0, b = void 0; a && (b = 1, f(b));');
    expect(code).toContain('true');
    expect(code).toContain('undefined');
    expect(code).toMatch(/if \(a\) \{/);
    const off = await jsUnobfuscate('var a = !0;', { unminify: false });
    expect(off.code).toContain('!0');
  });

  it('decompiles React.createElement calls to JSX, and can leave them', async () => {
    const input = 'const el = React.createElement("div", { className: "box" }, "Hi");';
    expect((await jsUnobfuscate(input)).code).toContain('<div className="box">Hi</div>');
    expect((await jsUnobfuscate(input, { jsx: false })).code).toContain('React.createElement');
  });

  it('renames identifiers when mangle is on, only then', async () => {
    const input = 'function f(_0x3a2b1c) { var _0x11ff = _0x3a2b1c * 2; return _0x11ff; }';
    expect((await jsUnobfuscate(input)).code).toContain('_0x3a2b1c');
    expect((await jsUnobfuscate(input, { mangle: true })).code).not.toMatch(/_0x/);
  });

  it('reports a syntax error it cannot recover from with line and column', async () => {
    const error = await jsUnobfuscate('let a = 1;\nfunction (').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolInputError);
    expect((error as ToolInputError).message).toMatch(/line 2, column \d+/);
    expect((error as ToolInputError).line).toBe(2);
  });

  it('rejects empty input with a message for users', async () => {
    await expect(jsUnobfuscate('  \n')).rejects.toThrow(ToolInputError);
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    await fuzzAsyncToolFunction((s: string) => jsUnobfuscate(s), undefined, 40);
  });
});

describe('createInterpreterSandbox', () => {
  it('evaluates expressions by interpretation', async () => {
    const sandbox = createInterpreterSandbox();
    await expect(sandbox('[1 + 2, "ab".toUpperCase(), parseInt("0x1f")]')).resolves.toEqual([3, 'AB', 31]);
  });

  it('hides the network and messaging globals', async () => {
    const sandbox = createInterpreterSandbox();
    await expect(sandbox('[typeof fetch, typeof XMLHttpRequest, typeof postMessage, typeof importScripts]')).resolves.toEqual([
      'undefined',
      'undefined',
      'undefined',
      'undefined',
    ]);
  });

  it('does not leak globals between calls', async () => {
    const sandbox = createInterpreterSandbox();
    await sandbox('(globalThis.leak = 1)');
    await expect(sandbox('typeof leak')).resolves.toBe('undefined');
    expect('leak' in globalThis).toBe(false);
  });
});

describe('moduleFileName', () => {
  it('keeps real paths and adds .js', () => {
    expect(moduleFileName('./src/index.js', '1')).toBe('modules/src/index.js');
    expect(moduleFileName('./123', '123')).toBe('modules/123.js');
  });

  it('never leaves the modules folder (zip-slip)', () => {
    expect(moduleFileName('../../etc/passwd', '7')).toBe('modules/etc/passwd.js');
    fc.assert(
      fc.property(fc.string(), fc.string(), (path, id) => {
        const name = moduleFileName(path, id);
        const segments = name.split('/');
        return (
          name.startsWith('modules/') &&
          !segments.includes('..') &&
          !segments.includes('.') &&
          !segments.includes('') &&
          !name.includes('\\')
        );
      }),
    );
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => moduleFileName(s, s));
  });
});

describe('meta', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(jsUnobfuscatorTool, jsUnobfuscatorState);
  });
});

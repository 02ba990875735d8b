import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState } from '@handy-tools/ui/testing';
import { fuzzAsyncToolFunction, sample } from '../shared/test-helpers.js';
import { cssPrettifierTool } from './meta.js';
import { cssPrettifierState } from './state.js';
import { prettifyCss } from './css-prettifier.js';

// Real files (see shared/samples/README.md): vanilla-picker 2.12.3's minified CSS, prosemirror-view
// 1.42.9's style sheet, the start of vanilla-jsoneditor 3.13.0's defaults.scss.
const PICKER_MIN = sample('vanilla-picker-2.12.3.min.css.txt');
const PROSEMIRROR = sample('prosemirror-view-1.42.9.css.txt');
const JSONEDITOR_SCSS = sample('vanilla-jsoneditor-3.13.0-defaults.scss.txt');

/** The rules of a flat style sheet without comments, whitespace-normalised: `selector{decl;decl}` each. */
const declarations = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/[{};]/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(
      (part) =>
        part.includes(':') && !part.includes(',') && !/^[.#@\w-]*[\s>]/.test(part) && !part.startsWith('.') && !part.startsWith('@'),
    );

describe('prettifyCss', () => {
  it('unminifies a real minified style sheet: one declaration per line, selector lists split, idempotent', async () => {
    const out = await prettifyCss(PICKER_MIN);
    const lines = out.split('\n');
    // Never two declarations on one line; every line inside a rule is indented.
    for (const line of lines) expect(line).not.toMatch(/;\s*[\w-]+\s*:/);
    for (const line of lines.filter((l) => /^\s*[\w-]+: .*;$/.test(l))) expect(line).toMatch(/^ {2}/);
    // A selector list puts each selector on its own line (Prettier's CSS printer).
    expect(out).toContain('.layout_default.picker_wrapper input,\n.layout_default.picker_wrapper button {\n');
    // Numbers get their leading zero (Prettier's rationale: "print numbers with a leading zero").
    expect(out).toContain('padding: 0.5em;');
    expect(out).not.toMatch(/[\s:]\.\d/);
    expect(await prettifyCss(out)).toBe(out);
  });

  it('keeps every declaration of the real file (same count, same text once spaces are normalised)', async () => {
    const out = await prettifyCss(PROSEMIRROR);
    expect(declarations(out).length).toBe(declarations(PROSEMIRROR).length);
    // Comments are kept.
    expect(out.match(/\/\*/g)?.length).toBe(PROSEMIRROR.match(/\/\*/g)?.length);
    expect(await prettifyCss(out)).toBe(out);
  });

  it('formats SCSS with its parser: variables, maps and comments kept', async () => {
    const out = await prettifyCss(JSONEDITOR_SCSS, { parser: 'scss' });
    expect(out.startsWith('$theme: var(--jse-theme, light);\n')).toBe(true);
    expect(out).toContain('/* over all fonts, sizes, and colors */');
    // Double quotes by default, single with singleQuote (Prettier's quote option applies to CSS strings).
    expect(out).toContain('"Segoe UI"');
    expect(await prettifyCss(JSONEDITOR_SCSS, { parser: 'scss', singleQuote: true })).toContain("'Segoe UI'");
    expect(await prettifyCss(out, { parser: 'scss' })).toBe(out);
    expect(await prettifyCss('.a{&:hover{color:red}}', { parser: 'scss' })).toBe('.a {\n  &:hover {\n    color: red;\n  }\n}\n');
    expect(await prettifyCss('.a{.m();color:@c}', { parser: 'less' })).toBe('.a {\n  .m();\n  color: @c;\n}\n');
  });

  it('applies tab width and tabs', async () => {
    expect(await prettifyCss('a{color:red}', { tabWidth: 4 })).toBe('a {\n    color: red;\n}\n');
    expect(await prettifyCss('a{color:red}', { useTabs: true })).toBe('a {\n\tcolor: red;\n}\n');
  });

  it('reports syntax errors with line and column', async () => {
    const error = await prettifyCss('a {\n  color: red;\n}\n}\n').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolInputError);
    expect(error).toMatchObject({ line: 4, column: 1 });
    expect((error as Error).message).toBe('Line 4, column 1: Unexpected }.');
    await expect(prettifyCss('a{color:red')).rejects.toThrow(/^Line 1, column 1: Unclosed block\.$/);
  });

  it('is idempotent on generated style sheets', async () => {
    const name = fc.constantFrom('color', 'margin', 'padding', 'display', 'font-size');
    const value = fc.constantFrom('red', '0', '.5em', '10px 2px', 'none', '#FFF', 'calc(1px + 2%)');
    const selector = fc.constantFrom('a', '.b', '#c', 'div > p', 'ul li', '.x:hover', '[data-x="1"]');
    const rule = fc
      .tuple(fc.array(selector, { minLength: 1, maxLength: 3 }), fc.array(fc.tuple(name, value), { maxLength: 5 }))
      .map(([sels, decls]) => `${sels.join(',')}{${decls.map(([n, v]) => `${n}:${v}`).join(';')}}`);
    await fc.assert(
      fc.asyncProperty(fc.array(rule, { minLength: 1, maxLength: 6 }), fc.integer({ min: 20, max: 120 }), async (rules, printWidth) => {
        const once = await prettifyCss(rules.join(''), { printWidth });
        expect(await prettifyCss(once, { printWidth })).toBe(once);
      }),
      { numRuns: 40 },
    );
  });

  it('has examples that are valid states and format without an error', async () => {
    expectExamplesMatchState(cssPrettifierTool, cssPrettifierState);
    for (const example of cssPrettifierTool.examples ?? []) {
      const { input, ...options } = example.state as { input: string };
      expect(await prettifyCss(input, options)).not.toBe('');
    }
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    await fuzzAsyncToolFunction((s) => prettifyCss(s));
    await fuzzAsyncToolFunction((s) => prettifyCss(s, { parser: 'scss' }), 30);
    await fuzzAsyncToolFunction((s) => prettifyCss(s, { parser: 'less' }), 30);
  });
});

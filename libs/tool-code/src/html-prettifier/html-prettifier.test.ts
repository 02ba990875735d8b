import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState } from '@handy-tools/ui/testing';
import { fuzzAsyncToolFunction, sample } from '../shared/test-helpers.js';
import { htmlPrettifierTool } from './meta.js';
import { htmlPrettifierState } from './state.js';
import { prettifyHtml } from './html-prettifier.js';

// A real page: railroad-diagrams 1.0.0's example.html (CC0, see shared/samples/README.md), with
// an inline <style> and many inline <script>s.
const RAILROAD = sample('railroad-diagrams-1.0.0-example.html.txt');

/** The start tags of a document in order (names only). */
const startTags = (html: string) => [...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => m[1]?.toLowerCase());

describe('prettifyHtml', () => {
  it('formats a real page: same elements in the same order, nested content indented, inline CSS and JS formatted, idempotent', async () => {
    const out = await prettifyHtml(RAILROAD);
    expect(startTags(out)).toEqual(startTags(RAILROAD));
    // Inline style: one declaration per line, indented inside <style> (postcss plugin).
    expect(out).toMatch(/<style>\n {2}body \{\n {4}background-color: hsl\(30, 20%, 95%\);\n {2}\}/);
    // Inline script: printed by the JavaScript printer (double quotes by default).
    expect(out).toContain('Diagram(NonTerminal("IDENT"), "(").addTo();');
    expect(out).toContain('<h1 id="ident">IDENT</h1>');
    expect(await prettifyHtml(out)).toBe(out);
  });

  it('applies white-space sensitivity as Prettier documents it', async () => {
    // "css" (default) and "strict" keep the spaces inside an inline element; "ignore" may drop them.
    expect(await prettifyHtml('<span> a </span>')).toBe('<span> a </span>\n');
    expect(await prettifyHtml('<span> a </span>', { htmlWhitespaceSensitivity: 'strict' })).toBe('<span> a </span>\n');
    expect(await prettifyHtml('<span> a </span>', { htmlWhitespaceSensitivity: 'ignore' })).toBe('<span>a</span>\n');
  });

  it('puts one attribute per line when asked (https://prettier.io/docs/options#single-attribute-per-line), and applies the script options inside <script>', async () => {
    const tag = '<input id="user" name="user" type="text" required />';
    const perLine = '<input\n  id="user"\n  name="user"\n  type="text"\n  required\n/>\n';
    expect(await prettifyHtml(tag, { printWidth: 80, singleAttributePerLine: true })).toBe(perLine);
    expect(await prettifyHtml(tag, { printWidth: 80 })).toBe(`${tag}\n`);
    expect(await prettifyHtml('<script>let a = "x"</script>', { singleQuote: true, semi: false })).toBe(
      "<script>\n  let a = 'x'\n</script>\n",
    );
    expect(await prettifyHtml('<div><p>a</p></div>', { useTabs: true, htmlWhitespaceSensitivity: 'ignore' })).toBe('<div><p>a</p></div>\n');
    expect(await prettifyHtml('<div><p>aaaa</p><p>bbbb</p></div>', { useTabs: true })).toBe(
      '<div>\n\t<p>aaaa</p>\n\t<p>bbbb</p>\n</div>\n',
    );
  });

  it('formats a Vue component', async () => {
    const out = await prettifyHtml('<template><p>{{ msg }}</p></template><script>export default {data(){return {msg:"hi"}}}</script>', {
      parser: 'vue',
    });
    expect(out).toContain('<template>\n  <p>{{ msg }}</p>\n</template>');
    expect(out).toContain('export default {\n  data() {\n    return { msg: "hi" };\n  },\n};');
  });

  it('reports a wrong closing tag with line and column', async () => {
    const error = await prettifyHtml('<div>\n<span>\n</div>').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolInputError);
    expect(error).toMatchObject({ line: 3, column: 1 });
    expect((error as Error).message).toMatch(/^Line 3, column 1: Unexpected closing tag "div"\./);
  });

  it('is idempotent on generated documents', async () => {
    const text = fc.constantFrom('hello', 'a b', '', ' x ', 'Zoë & co', 'long words that go on and on');
    const leaf = fc
      .tuple(fc.constantFrom('p', 'span', 'b', 'li', 'h2', 'a'), text)
      .map(([tag, tx]) => `<${tag}>${tx.replace('&', '&amp;')}</${tag}>`);
    const block = fc
      .tuple(
        fc.constantFrom('div', 'section', 'ul'),
        fc.array(leaf, { maxLength: 5 }),
        fc.constantFrom('', ' class="a b"', ' id="x" hidden'),
      )
      .map(([tag, kids, attrs]) => `<${tag}${attrs}>${kids.join('')}</${tag}>`);
    await fc.assert(
      fc.asyncProperty(
        fc.array(block, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 20, max: 120 }),
        fc.constantFrom('css', 'strict', 'ignore'),
        async (blocks, printWidth, ws) => {
          const options = { printWidth, htmlWhitespaceSensitivity: ws as 'css' };
          const once = await prettifyHtml(blocks.join(''), options);
          expect(await prettifyHtml(once, options)).toBe(once);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('has examples that are valid states and format without an error', async () => {
    expectExamplesMatchState(htmlPrettifierTool, htmlPrettifierState);
    for (const example of htmlPrettifierTool.examples ?? []) {
      const { input, ...options } = example.state as { input: string };
      expect(await prettifyHtml(input, options)).not.toBe('');
    }
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    await fuzzAsyncToolFunction((s) => prettifyHtml(s));
    await fuzzAsyncToolFunction((s) => prettifyHtml(s, { parser: 'vue' }), 30);
  });
});

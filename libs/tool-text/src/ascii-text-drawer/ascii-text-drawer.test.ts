import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { asciiTextDrawerTool } from './meta.js';
import { asciiTextDrawerState } from './state.js';
import { ART_WRAPPINGS, drawFiglet, FIGLET_FONTS, FIGLET_LAYOUTS, loadFigletFont, MAX_FIGLET_CHARS, wrapArt } from './ascii-text-drawer.js';

beforeAll(async () => {
  await loadFigletFont('Standard');
  await loadFigletFont('Small');
});

// figlet.js's own expected output (github.com/patorjk/figlet.js test/expected/standard_default):
// "FIGlet\nFonts" in Standard with the font's default layouts (vertical smushing joins the rows).
const STANDARD_DEFAULT = [
  '  _____ ___ ____ _      _',
  ' |  ___|_ _/ ___| | ___| |_',
  ' | |_   | | |  _| |/ _ \\ __|',
  ' |  _|  | | |_| | |  __/ |_',
  ' |_|___|___\\____|_|\\___|\\__|',
  ' |  ___|__  _ __ | |_ ___',
  " | |_ / _ \\| '_ \\| __/ __|",
  ' |  _| (_) | | | | |_\\__ \\',
  ' |_|  \\___/|_| |_|\\__|___/',
].join('\n');

describe('drawFiglet', () => {
  it('draws figlet.js’s reference output for the Standard font', () => {
    expect(drawFiglet('FIGlet\nFonts', { font: 'Standard', width: 0 })).toEqual({ art: STANDARD_DEFAULT, missing: [] });
  });

  it('applies the horizontal layouts (figfont.txt: full width is widest, smushing narrowest)', () => {
    const widths = FIGLET_LAYOUTS.map((layout) => Math.max(...drawFiglet('Hello', { font: 'Standard', horizontalLayout: layout, width: 0 }).art.split('\n').map((l) => l.length)));
    const [, full, fitted, , universal] = widths;
    expect(full).toBeGreaterThan(fitted!);
    expect(fitted).toBeGreaterThanOrEqual(universal!);
  });

  it('wraps at the width, at spaces', () => {
    const wide = drawFiglet('wrap these words', { font: 'Standard', width: 0 }).art;
    const wrapped = drawFiglet('wrap these words', { font: 'Standard', width: 40 }).art;
    expect(wide.split('\n').length).toBeLessThan(wrapped.split('\n').length);
    expect(Math.max(...wrapped.split('\n').map((l) => l.length))).toBeLessThanOrEqual(40);
  });

  it('lists the characters the font lacks', () => {
    expect(drawFiglet('Hi €', { font: 'Standard' }).missing).toEqual(['€']);
  });

  it('refuses what it cannot draw, with a message', () => {
    expect(() => drawFiglet('x'.repeat(MAX_FIGLET_CHARS + 1), { font: 'Standard' })).toThrow(ToolInputError);
    expect(() => drawFiglet('x', { font: 'Nope' })).toThrow('no FIGlet font named "Nope"');
    expect(() => drawFiglet('x', { font: 'Banner' })).toThrow('not loaded');
    expect(() => drawFiglet('x', { font: 'Standard', width: -1 })).toThrow(ToolInputError);
  });

  it('loads any font of the list', async () => {
    expect(FIGLET_FONTS.length).toBeGreaterThan(300);
    expect(FIGLET_FONTS).toContain("Patorjk's Cheese");
    await loadFigletFont('Slant');
    expect(drawFiglet('A', { font: 'Slant' }).art).toMatch(/\//);
    await expect(loadFigletFont('constructor')).rejects.toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(asciiTextDrawerTool, asciiTextDrawerState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => drawFiglet(s, { font: 'Small' }));
    fuzzToolFunction((s: string) => drawFiglet('a', { font: s }));
    for (const wrapping of ART_WRAPPINGS) fuzzToolFunction((s: string) => wrapArt(s, wrapping));
  });
});

describe('wrapArt', () => {
  it('prints the drawing unchanged from JavaScript (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (art) => {
        let printed = '';
        new Function('console', wrapArt(art, 'javascript'))({ log: (s: string) => (printed = s) });
        return printed === art;
      }),
    );
  });

  it('comments every line', () => {
    expect(wrapArt(' _\n|_|', 'line-comment')).toBe('//  _\n// |_|');
    expect(wrapArt('a\n\nb', 'hash-comment')).toBe('# a\n#\n# b');
    expect(wrapArt('*/', 'block-comment')).toBe('/*\n * *\\/\n */');
    // "--" may not appear inside an HTML comment.
    expect(wrapArt('a---b', 'html-comment')).toBe('<!--\na- - -b\n-->');
    expect(wrapArt('EOF', 'bash')).toBe("cat <<'EOF_'\nEOF\nEOF_");
    expect(wrapArt('a\\b"', 'python')).toBe('print("""\\\na\\\\b\\"""")');
    expect(wrapArt('x', 'none')).toBe('x');
  });
});

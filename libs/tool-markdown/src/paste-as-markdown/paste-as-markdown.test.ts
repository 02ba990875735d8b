import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import fc from 'fast-check';
import { Lexer, type Tokens } from 'marked';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pasteAsMarkdownTool } from './meta.js';
import { clipboardToMarkdown, isTabular, parseTsv, rowsToMarkdownTable } from './paste-as-markdown.js';
import { pasteAsMarkdownState } from './state.js';

// Real Google Sheets clipboard HTML (from microsoft/roosterjs' paste tests; see samples/README.md).
const GOOGLE_SHEETS = readFileSync(new URL('./samples/google-sheets.html', import.meta.url), 'utf8');

/** Cells of the first GFM table in some Markdown, read by marked's lexer. */
function tableCells(markdown: string): string[][] {
  const table = new Lexer({ gfm: true }).lex(markdown).find((t) => t.type === 'table') as Tokens.Table | undefined;
  if (!table) throw new Error(`no table in ${markdown}`);
  return [table.header.map((c) => c.text), ...table.rows.map((r) => r.map((c) => c.text))];
}

describe('clipboardToMarkdown — rich content', () => {
  it('a Google Sheets range becomes a GFM table with its first row as the header', () => {
    const { markdown, source } = clipboardToMarkdown({ html: GOOGLE_SHEETS, text: '' });
    expect(source).toBe('html');
    expect(tableCells(markdown)).toEqual([
      ['■■■■■■', '■■■■■■', '■■■■■■'],
      ['', '', ''],
      ['■■■', '■■■', '■■■■■'],
      ['■■■■■', '■■■', '■■■'],
    ]);
    expect(markdown).not.toMatch(/style|colgroup|google/);
  });

  it('without the header choice, a header-less table gets an empty header row', () => {
    const { markdown } = clipboardToMarkdown({ html: GOOGLE_SHEETS }, { firstRowHeader: false });
    expect(tableCells(markdown)[0]).toEqual(['', '', '']);
    expect(tableCells(markdown)).toHaveLength(5);
  });

  it('a web page selection keeps links, emphasis and lists', () => {
    const html = '<meta charset="utf-8"><h2>Notes</h2><p>See <a href="https://example.com/a?b=1">the docs</a>, <b>now</b>.</p><ul><li>one</li><li><s>two</s></li></ul>';
    expect(clipboardToMarkdown({ html, text: 'Notes…' }).markdown).toBe('## Notes\n\nSee [the docs](https://example.com/a?b=1), **now**.\n\n- one\n- ~~two~~');
  });

  it('falls back to the text when the HTML has no content', () => {
    expect(clipboardToMarkdown({ html: '<meta charset="utf-8">', text: 'plain' })).toEqual({ markdown: 'plain', source: 'text' });
  });
});

describe('clipboardToMarkdown — tab-separated text (a spreadsheet range)', () => {
  it('becomes a table, the first row the header', () => {
    const result = clipboardToMarkdown({ text: 'Name\tQty\r\nApple\t3\r\nPear | half\t1\r\n' });
    expect(result.source).toBe('table');
    expect(result.markdown).toBe('| Name | Qty |\n| --- | --- |\n| Apple | 3 |\n| Pear \\| half | 1 |');
  });

  it('other text stays as it is', () => {
    expect(clipboardToMarkdown({ text: 'one\ttwo\nthree' })).toEqual({ markdown: 'one\ttwo\nthree', source: 'text' });
    expect(clipboardToMarkdown({})).toEqual({ markdown: '', source: 'text' });
  });
});

describe('parseTsv — RFC 4180 quoting with tabs (as Excel and Sheets copy cells)', () => {
  it('reads quoted cells holding line breaks, tabs and doubled quotes', () => {
    expect(parseTsv('a\t"two\nlines"\r\n"say ""hi"""\t"x\ty"\n')).toEqual([
      ['a', 'two\nlines'],
      ['say "hi"', 'x\ty'],
    ]);
  });

  it('a quote inside a cell is text', () => {
    expect(parseTsv('5" pipe\tok')).toEqual([['5" pipe', 'ok']]);
  });

  it('detects tables: same cell count on every row, two cells or more', () => {
    expect(isTabular('a\tb\nc\td')).toBe(true);
    expect(isTabular('a\tb\nc')).toBe(false);
    expect(isTabular('a\nb')).toBe(false);
  });

  it('round-trips any cells written the way spreadsheets quote them', () => {
    const cell = fc.string({ maxLength: 8 });
    const quote = (c: string) => (/[\t\n\r"]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }).chain((w) => fc.array(fc.array(cell, { minLength: w, maxLength: w }), { minLength: 1, maxLength: 5 })),
        (rows) => {
          const tsv = rows.map((r) => r.map(quote).join('\t')).join('\r\n');
          expect(parseTsv(tsv)).toEqual(rows);
        },
      ),
    );
  });
});

describe('rowsToMarkdownTable — GFM tables (https://github.github.com/gfm/#tables-extension-)', () => {
  it('every cell reads back through a GFM parser, whatever its text', () => {
    const cell = fc.stringMatching(/^[A-Za-z0-9 |*_`\\[\]<>~#-]{0,8}$/);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }).chain((w) => fc.array(fc.array(cell, { minLength: w, maxLength: w }), { minLength: 2, maxLength: 4 })),
        (rows) => {
          const html = new Lexer({ gfm: true }).lex(rowsToMarkdownTable(rows));
          const table = html.find((t) => t.type === 'table') as Tokens.Table;
          const plain = (tokens: Tokens.TableCell) => tokens.tokens.map((t) => ('text' in t ? t.text : '')).join('');
          expect([table.header.map(plain), ...table.rows.map((r) => r.map(plain))]).toEqual(rows.map((r) => r.map((c) => c.trim())));
        },
      ),
    );
  });
});

describe('contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(pasteAsMarkdownTool, pasteAsMarkdownState);
  });

  it('never throws, whatever the input', () => {
    fuzzToolFunction((s: string) => clipboardToMarkdown({ html: s, text: s }));
    fuzzToolFunction((s: string) => clipboardToMarkdown({ text: s }));
    fuzzToolFunction((s: string) => parseTsv(s));
  });
});

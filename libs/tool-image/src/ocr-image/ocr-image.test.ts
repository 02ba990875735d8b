import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ocrImageTool } from './meta.js';
import { ocrImageState } from './state.js';
import {
  assembleResult,
  ocrTextCounts,
  inputKind,
  joinPages,
  joinParagraphLines,
  LANGUAGE_DATA_HOST,
  languageDataUrl,
  OCR_LANGUAGES,
  parsePageRange,
  pickCoreVariant,
  renderScale,
  RULE_SEPARATOR,
  type OcrPage,
} from './ocr-image.js';

/** What ./fixtures/make-sample-pdf.mjs writes on the sample's two pages. */
const SAMPLE_PDF_PAGES = [
  ['Page one of the sample', 'Quick brown foxes jump'],
  ['Handy Tools reads PDF pages', 'offline in your browser'],
];

const hasCommand = (command: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

describe('parsePageRange', () => {
  // Page ranges as print dialogs take them (e.g. CUPS `-o page-ranges=1-3,5,8-`; Chrome's "Custom" pages).
  it('reads numbers, ranges and open ranges', () => {
    expect(parsePageRange('1-3, 5, 8-', 10)).toEqual([1, 2, 3, 5, 8, 9, 10]);
    expect(parsePageRange('-2', 5)).toEqual([1, 2]);
    expect(parsePageRange('4', 4)).toEqual([4]);
    expect(parsePageRange('2 4', 4)).toEqual([2, 4]);
  });

  it('reads every page when empty, sorts and drops repeats', () => {
    expect(parsePageRange('', 3)).toEqual([1, 2, 3]);
    expect(parsePageRange('  ', 2)).toEqual([1, 2]);
    expect(parsePageRange('3,1,1-2,2', 3)).toEqual([1, 2, 3]);
  });

  it('says what is wrong and where', () => {
    const at = (spec: string, count: number) => {
      try {
        parsePageRange(spec, count);
      } catch (error) {
        expect(error).toBeInstanceOf(ToolInputError);
        return { message: (error as ToolInputError).message, position: (error as ToolInputError).position };
      }
      throw new Error('no error');
    };
    expect(at('1, x', 3)).toMatchObject({ position: 3 });
    expect(at('1, x', 3).message).toContain('"x"');
    expect(at('5', 3).message).toContain('3 pages');
    expect(at('3-1', 3).message).toContain('1-3');
    expect(at('0', 3).message).toContain('start at 1');
    expect(at('-', 3).message).toContain('first or last');
    expect(() => parsePageRange('1', 0)).toThrow(ToolInputError);
    expect(() => parsePageRange('', 501)).toThrow(/at most 500/);
  });

  it('returns only pages of the document, ascending (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.array(fc.tuple(fc.nat(80), fc.nat(80)), { maxLength: 6 }), (count, parts) => {
        const spec = parts.map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`)).join(',');
        let pages: number[];
        try {
          pages = parsePageRange(spec, count);
        } catch (error) {
          expect(error).toBeInstanceOf(ToolInputError);
          return;
        }
        for (const p of pages) expect(p >= 1 && p <= count).toBe(true);
        expect(pages).toEqual([...new Set(pages)].sort((x, y) => x - y));
        // Every page named is in the result.
        for (const [a, b] of parts) for (let p = Math.min(a, b); p <= Math.max(a, b); p++) expect(pages).toContain(p);
      }),
    );
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parsePageRange(s, 20));
  });
});

const page = (n: number, text: string, words: [string, number][]): OcrPage => ({
  page: n,
  text,
  confidence: words.length ? words.reduce((s, [, c]) => s + c, 0) / words.length : 0,
  words: words.map(([t, confidence]) => ({ text: t, confidence })),
});

describe('joinPages and assembleResult', () => {
  const pages = [page(2, 'Alpha beta\n', [['Alpha', 90], ['beta', 50]]), page(5, 'Gamma\n\n', [['Gamma', 70]])];

  it('separates pages as chosen', () => {
    expect(joinPages(pages, 'heading')).toBe('--- Page 2 ---\nAlpha beta\n\n--- Page 5 ---\nGamma');
    // Tesseract's own text renderer ends each page with a form feed (tesseract `txt` output, renderer.cpp).
    expect(joinPages(pages, 'form-feed')).toBe('Alpha beta\n\fGamma');
    expect(joinPages(pages, 'rule')).toBe(`Alpha beta${RULE_SEPARATOR}Gamma`);
    expect(joinPages(pages, 'blank-line')).toBe('Alpha beta\n\nGamma');
    expect(joinPages([pages[0]!], 'heading')).toBe('Alpha beta');
    expect(joinPages([], 'heading')).toBe('');
  });

  it('averages confidence by word and lists doubtful words', () => {
    const result = assembleResult(pages, { doubtfulBelow: 60 });
    expect(result.confidence).toBe(70); // (90 + 50 + 70) / 3
    expect(result.doubtful).toEqual([{ text: 'beta', confidence: 50 }]);
    expect(result.pages).toBe(2);
    expect(result.perPage).toEqual([
      { page: 2, confidence: 70, words: 2 },
      { page: 5, confidence: 70, words: 1 },
    ]);
  });

  it('has no confidence without words and rejects a bad threshold', () => {
    expect(assembleResult([page(1, '', [])]).confidence).toBeNull();
    expect(() => assembleResult([], { doubtfulBelow: 101 })).toThrow(ToolInputError);
    expect(() => assembleResult([], { doubtfulBelow: Number.NaN })).toThrow(ToolInputError);
  });

  it('keeps every page text in order (property)', () => {
    const text = fc.stringMatching(/^[a-z]{1,8}( [a-z]{1,8}){0,3}$/);
    fc.assert(
      fc.property(fc.array(text, { minLength: 2, maxLength: 5 }), (texts) => {
        const joined = assembleResult(texts.map((t, i) => page(i + 1, t, []))).text;
        let from = 0;
        for (const t of texts) {
          const at = joined.indexOf(t, from);
          expect(at).toBeGreaterThanOrEqual(from);
          from = at + t.length;
        }
      }),
    );
  });
});

describe('joinParagraphLines', () => {
  it('joins lines, undoes hyphenation, keeps paragraphs', () => {
    expect(joinParagraphLines('The quick brown\nfox jumps over the\nlazy dog.\n\nA new para-\ngraph here.')).toBe(
      'The quick brown fox jumps over the lazy dog.\n\nA new paragraph here.',
    );
    expect(joinParagraphLines('Jean-\nPaul wrote')).toBe('Jean- Paul wrote');
    expect(joinParagraphLines('a\r\nb\r\n\r\nc')).toBe('a b\n\nc');
  });

  it('keeps every word (property) and never throws', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Z][a-z]{0,6}$/), { minLength: 1, maxLength: 12 }), fc.array(fc.constantFrom(' ', '\n', '\n\n')), (words, gaps) => {
        const text = words.map((w, i) => (i ? (gaps[i % Math.max(gaps.length, 1)] ?? ' ') : '') + w).join('');
        expect(joinParagraphLines(text).split(/\s+/)).toEqual(words);
      }),
    );
    fuzzToolFunction((s: string) => joinParagraphLines(s));
  });
});

describe('inputKind', () => {
  const bytes = (s: string) => new TextEncoder().encode(s);
  it('finds the PDF header (ISO 32000-2 §7.5.2), with junk before it', () => {
    expect(inputKind(readFileSync(new URL('./fixtures/sample.pdf', import.meta.url)))).toBe('pdf');
    expect(inputKind(bytes(`${'x'.repeat(100)}%PDF-1.7`))).toBe('pdf');
    // PNG signature (RFC 2083 §3.1), JPEG SOI.
    expect(inputKind(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image');
    expect(inputKind(Uint8Array.of(0xff, 0xd8, 0xff))).toBe('image');
    expect(inputKind(new Uint8Array())).toBe('image');
  });
});

describe('the sample PDF', () => {
  it.skipIf(!hasCommand('qpdf'))('is a valid two-page PDF (qpdf)', () => {
    const path = new URL('./fixtures/sample.pdf', import.meta.url).pathname;
    expect(execFileSync('qpdf', ['--check', path]).toString()).toContain('No syntax or stream encoding errors');
    expect(execFileSync('qpdf', ['--show-npages', path]).toString().trim()).toBe(String(SAMPLE_PDF_PAGES.length));
  });
  it.skipIf(!hasCommand('pdftotext'))('carries the text the tests look for (pdftotext)', () => {
    const path = new URL('./fixtures/sample.pdf', import.meta.url).pathname;
    expect(execFileSync('pdftotext', ['-f', '2', '-l', '2', path, '-']).toString()).toContain(SAMPLE_PDF_PAGES[1]![0]!);
  });
});

describe('languages, core and scale', () => {
  it('downloads other languages from the declared host', () => {
    expect(languageDataUrl('fra')).toBe('https://cdn.jsdelivr.net/npm/@tesseract.js-data/fra/4.0.0_best_int/fra.traineddata.gz');
    expect(ocrImageTool.network).toContain(LANGUAGE_DATA_HOST);
    expect(() => languageDataUrl('xx')).toThrow(ToolInputError);
    expect(new Set(OCR_LANGUAGES.map((l) => l.code)).size).toBe(OCR_LANGUAGES.length);
    fuzzToolFunction((s: string) => languageDataUrl(s));
  });

  it('picks the fastest core the browser runs', () => {
    expect(pickCoreVariant({ simd: true, relaxedSimd: true })).toBe('relaxedsimd-lstm');
    expect(pickCoreVariant({ simd: true, relaxedSimd: false })).toBe('simd-lstm');
    expect(pickCoreVariant({ simd: false, relaxedSimd: false })).toBe('lstm');
  });

  it('scales PDF user space (72 units per inch, ISO 32000-2 §8.3.2.3)', () => {
    expect(renderScale(72)).toBe(1);
    expect(renderScale(300)).toBeCloseTo(4.1667, 4);
    expect(() => renderScale(71)).toThrow(ToolInputError);
    expect(() => renderScale(Number.NaN)).toThrow(ToolInputError);
  });
});

describe('fuzzing the other exported functions', () => {
  it('only ever throws ToolInputError', () => {
    fuzzToolFunction((n: number) => renderScale(n), fc.oneof(fc.double(), fc.integer()));
    fuzzToolFunction((b: Uint8Array) => inputKind(b), fc.uint8Array({ maxLength: 2000 }));
    fuzzToolFunction((s: string) => joinPages([{ page: 1, text: s }, { page: 2, text: s }], 'heading'));
    fuzzToolFunction((s: string) => assembleResult([page(1, s, [[s, 50]])], { joinLines: true }));
    fuzzToolFunction((b: boolean[]) => pickCoreVariant({ simd: b[0] ?? false, relaxedSimd: b[1] ?? false }), fc.array(fc.boolean(), { maxLength: 2 }));
  });
});

describe('meta', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(ocrImageTool, ocrImageState);
  });
});

describe('ocrTextCounts', () => {
  it('counts grapheme clusters (UAX #29: "é" written e + U+0301 is one), recognised words and lines with text', () => {
    const counts = ocrTextCounts({ text: 'Cafe\u0301 ok\n\nline two\fnext page', perPage: [{ words: 4 }, { words: 2 }] });
    // "Café ok" (7) + "line two" (8) + "next page" (9): separators are not characters.
    expect(counts).toEqual({ characters: 24, words: 6, lines: 3 });
  });
});

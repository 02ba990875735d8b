import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * OCR image and PDF: the pure parts (no DOM), usable in Node. The recognition itself runs in the
 * browser (./ocr-client.ts: tesseract.js in its Web Worker, pdf.js for PDF pages).
 */

/** A language Tesseract can read: its traineddata code (tessdata naming) and English name. */
export interface OcrLanguage {
  code: string;
  name: string;
}

/**
 * The languages of tessdata (Tesseract 4 LSTM models, as packaged by `@tesseract.js-data/<code>`).
 * English ships with the app; the others are downloaded on demand from {@link LANGUAGE_DATA_HOST}.
 */
export const OCR_LANGUAGES: readonly OcrLanguage[] = [
  { code: 'eng', name: 'English' },
  { code: 'afr', name: 'Afrikaans' },
  { code: 'sqi', name: 'Albanian' },
  { code: 'amh', name: 'Amharic' },
  { code: 'ara', name: 'Arabic' },
  { code: 'asm', name: 'Assamese' },
  { code: 'aze', name: 'Azerbaijani' },
  { code: 'aze_cyrl', name: 'Azerbaijani (Cyrillic)' },
  { code: 'eus', name: 'Basque' },
  { code: 'bel', name: 'Belarusian' },
  { code: 'ben', name: 'Bengali' },
  { code: 'bos', name: 'Bosnian' },
  { code: 'bul', name: 'Bulgarian' },
  { code: 'mya', name: 'Burmese' },
  { code: 'cat', name: 'Catalan' },
  { code: 'ceb', name: 'Cebuano' },
  { code: 'khm', name: 'Central Khmer' },
  { code: 'chr', name: 'Cherokee' },
  { code: 'chi_sim', name: 'Chinese (Simplified)' },
  { code: 'chi_tra', name: 'Chinese (Traditional)' },
  { code: 'hrv', name: 'Croatian' },
  { code: 'ces', name: 'Czech' },
  { code: 'dan', name: 'Danish' },
  { code: 'nld', name: 'Dutch' },
  { code: 'dzo', name: 'Dzongkha' },
  { code: 'enm', name: 'English, Middle (1100–1500)' },
  { code: 'epo', name: 'Esperanto' },
  { code: 'est', name: 'Estonian' },
  { code: 'fin', name: 'Finnish' },
  { code: 'fra', name: 'French' },
  { code: 'frm', name: 'French, Middle (1400–1600)' },
  { code: 'glg', name: 'Galician' },
  { code: 'kat', name: 'Georgian' },
  { code: 'deu', name: 'German' },
  { code: 'frk', name: 'German (Fraktur)' },
  { code: 'ell', name: 'Greek' },
  { code: 'grc', name: 'Greek, Ancient' },
  { code: 'guj', name: 'Gujarati' },
  { code: 'hat', name: 'Haitian Creole' },
  { code: 'heb', name: 'Hebrew' },
  { code: 'hin', name: 'Hindi' },
  { code: 'hun', name: 'Hungarian' },
  { code: 'isl', name: 'Icelandic' },
  { code: 'ind', name: 'Indonesian' },
  { code: 'iku', name: 'Inuktitut' },
  { code: 'gle', name: 'Irish' },
  { code: 'ita', name: 'Italian' },
  { code: 'jpn', name: 'Japanese' },
  { code: 'jav', name: 'Javanese' },
  { code: 'kan', name: 'Kannada' },
  { code: 'kaz', name: 'Kazakh' },
  { code: 'kir', name: 'Kyrgyz' },
  { code: 'kor', name: 'Korean' },
  { code: 'kur', name: 'Kurdish' },
  { code: 'lao', name: 'Lao' },
  { code: 'lat', name: 'Latin' },
  { code: 'lav', name: 'Latvian' },
  { code: 'lit', name: 'Lithuanian' },
  { code: 'mkd', name: 'Macedonian' },
  { code: 'msa', name: 'Malay' },
  { code: 'mal', name: 'Malayalam' },
  { code: 'mlt', name: 'Maltese' },
  { code: 'mar', name: 'Marathi' },
  { code: 'nep', name: 'Nepali' },
  { code: 'nor', name: 'Norwegian' },
  { code: 'ori', name: 'Oriya' },
  { code: 'pan', name: 'Punjabi' },
  { code: 'fas', name: 'Persian' },
  { code: 'pol', name: 'Polish' },
  { code: 'por', name: 'Portuguese' },
  { code: 'pus', name: 'Pashto' },
  { code: 'ron', name: 'Romanian' },
  { code: 'rus', name: 'Russian' },
  { code: 'san', name: 'Sanskrit' },
  { code: 'srp', name: 'Serbian' },
  { code: 'srp_latn', name: 'Serbian (Latin)' },
  { code: 'sin', name: 'Sinhala' },
  { code: 'slk', name: 'Slovak' },
  { code: 'slv', name: 'Slovenian' },
  { code: 'spa', name: 'Spanish' },
  { code: 'swa', name: 'Swahili' },
  { code: 'swe', name: 'Swedish' },
  { code: 'syr', name: 'Syriac' },
  { code: 'tgl', name: 'Tagalog' },
  { code: 'tgk', name: 'Tajik' },
  { code: 'tam', name: 'Tamil' },
  { code: 'tel', name: 'Telugu' },
  { code: 'tha', name: 'Thai' },
  { code: 'bod', name: 'Tibetan' },
  { code: 'tir', name: 'Tigrinya' },
  { code: 'tur', name: 'Turkish' },
  { code: 'uig', name: 'Uyghur' },
  { code: 'ukr', name: 'Ukrainian' },
  { code: 'urd', name: 'Urdu' },
  { code: 'uzb', name: 'Uzbek' },
  { code: 'uzb_cyrl', name: 'Uzbek (Cyrillic)' },
  { code: 'vie', name: 'Vietnamese' },
  { code: 'cym', name: 'Welsh' },
  { code: 'yid', name: 'Yiddish' },
];

/** The language codes of {@link OCR_LANGUAGES} (a zod enum's values). */
export const OCR_LANGUAGE_CODES = OCR_LANGUAGES.map((l) => l.code) as [string, ...string[]];

/** The host other languages than English are downloaded from (declared in meta's `network`). */
export const LANGUAGE_DATA_HOST = 'cdn.jsdelivr.net';

/**
 * Where a language's model is downloaded from: jsDelivr's copy of the npm package
 * `@tesseract.js-data/<code>`, "best_int" LSTM model (the data tesseract.js itself uses), gzipped.
 *
 * @param code - a code of {@link OCR_LANGUAGES} other than `eng` (English ships with the app).
 * @returns the https URL of `<code>.traineddata.gz`.
 * @throws ToolInputError for an unknown code.
 */
export function languageDataUrl(code: string): string {
  if (!OCR_LANGUAGES.some((l) => l.code === code)) throw new ToolInputError(`"${code}" is not a language code this tool knows.`);
  return `https://${LANGUAGE_DATA_HOST}/npm/@tesseract.js-data/${code}/4.0.0_best_int/${code}.traineddata.gz`;
}

/**
 * Tesseract's page segmentation modes (`--psm`, `tessedit_pageseg_mode`) that work without the
 * orientation-and-script model (0, 1, 2 and 12 need `osd.traineddata` or are not implemented),
 * by name (names keep links readable), with Tesseract's number.
 * @see https://tesseract-ocr.github.io/tessdoc/ImproveQuality.html#page-segmentation-method
 */
export const PSM_NUMBERS = {
  auto: 3,
  column: 4,
  'vertical-block': 5,
  block: 6,
  line: 7,
  word: 8,
  'circle-word': 9,
  character: 10,
  sparse: 11,
  'raw-line': 13,
} as const;
/** The names of {@link PSM_NUMBERS}. */
export const PAGE_SEGMENTATION_MODES = Object.keys(PSM_NUMBERS) as [keyof typeof PSM_NUMBERS, ...(keyof typeof PSM_NUMBERS)[]];
/** A page segmentation mode of {@link PAGE_SEGMENTATION_MODES}. */
export type PageSegmentationMode = keyof typeof PSM_NUMBERS;

/** How pages of a PDF are separated in the text: see {@link joinPages}. */
export const PAGE_SEPARATORS = ['heading', 'form-feed', 'rule', 'blank-line'] as const;
/** A separator of {@link PAGE_SEPARATORS}. */
export type PageSeparator = (typeof PAGE_SEPARATORS)[number];

/** The line it-tools put between pages (kept as the `rule` separator). */
export const RULE_SEPARATOR = '\n=============\n';

/** The most pages a range may select (a safety limit: every page is rendered and read). */
export const MAX_PAGES = 500;

/**
 * Parses a page range as print dialogs take it: numbers and ranges separated by commas or spaces,
 * 1-based — `1-3, 5, 8-` (from 8 to the end), `-2` (1 and 2). Empty means every page. Pages are
 * returned in ascending order, each once.
 *
 * @param spec - the range as typed.
 * @param pageCount - the document's page count (a positive integer).
 * @returns the selected 1-based page numbers, ascending, without repeats.
 * @throws ToolInputError naming the part (and its 0-based position) that is not a page or range,
 *   a page past the end, a reversed range, or more than {@link MAX_PAGES} pages.
 */
export function parsePageRange(spec: string, pageCount: number): number[] {
  if (!Number.isInteger(pageCount) || pageCount < 1) throw new ToolInputError('The document has no pages.');
  const pages = new Set<number>();
  const part = /[^,\s]+/g;
  let any = false;
  for (let m = part.exec(spec); m !== null; m = part.exec(spec)) {
    any = true;
    const token = m[0];
    const where = { position: m.index };
    const range = /^(\d*)\s*[-–]\s*(\d*)$/.exec(token);
    const single = /^\d+$/.exec(token);
    if (!range && !single) throw new ToolInputError(`"${token.slice(0, 20)}" at position ${m.index + 1} is not a page number or range (write e.g. 1-3, 5, 8-).`, where);
    const from = single ? Number(token) : range![1] ? Number(range![1]) : 1;
    const to = single ? from : range![2] ? Number(range![2]) : pageCount;
    if (range && !range[1] && !range[2]) throw new ToolInputError(`"-" at position ${m.index + 1} needs a first or last page.`, where);
    if (from < 1 || to < 1) throw new ToolInputError(`Page numbers start at 1 ("${token}" at position ${m.index + 1}).`, where);
    if (from > pageCount || to > pageCount)
      throw new ToolInputError(`Page ${Math.max(from, to)} ("${token}" at position ${m.index + 1}) is past the end: the document has ${pageCount} page${pageCount === 1 ? '' : 's'}.`, where);
    if (from > to) throw new ToolInputError(`The range "${token}" at position ${m.index + 1} goes backwards: write ${to}-${from}.`, where);
    for (let p = from; p <= to; p++) pages.add(p);
    if (pages.size > MAX_PAGES) throw new ToolInputError(`The range selects more than ${MAX_PAGES} pages: choose fewer.`, where);
  }
  if (!any) {
    if (pageCount > MAX_PAGES) throw new ToolInputError(`The document has ${pageCount} pages: enter a range of at most ${MAX_PAGES}.`);
    return Array.from({ length: pageCount }, (_, i) => i + 1);
  }
  return [...pages].sort((a, b) => a - b);
}

/** A recognised word and Tesseract's confidence in it. */
export interface OcrWord {
  text: string;
  /** 0–100. */
  confidence: number;
}

/** What Tesseract read on one page (or the one image). */
export interface OcrPage {
  /** 1-based page number (1 for an image). */
  page: number;
  /** The text, lines separated by `\n`. */
  text: string;
  /** Tesseract's mean confidence for the page, 0–100. */
  confidence: number;
  /** The words with their confidences. */
  words: readonly OcrWord[];
}

/** Options of {@link assembleResult}. */
export interface AssembleOptions {
  /** How pages are separated (default `heading`). */
  separator?: PageSeparator;
  /** Join the lines of each paragraph and undo end-of-line hyphenation (default false). */
  joinLines?: boolean;
  /** Words under this confidence (0–100) are listed as doubtful (default 60). */
  doubtfulBelow?: number;
}

/** The assembled result of a run. */
export interface OcrResult {
  /** All pages' text, joined with the chosen separator, trailing white space trimmed. */
  text: string;
  /** The number of pages read. */
  pages: number;
  /** Mean word confidence over all pages, weighted by word (0–100, one decimal); null without words. */
  confidence: number | null;
  /** Words under the `doubtfulBelow` confidence, in reading order. */
  doubtful: OcrWord[];
  /** Per page: number, confidence (rounded to one decimal) and word count. */
  perPage: { page: number; confidence: number; words: number }[];
}

/**
 * Joins the lines of each paragraph (paragraphs are separated by blank lines) with spaces, and
 * undoes hyphenation at line ends (`exam-\nple` → `example`; a hyphen followed by an upper-case
 * letter, as in `Jean-\nPaul`, is kept).
 *
 * @param text - text with `\n`, `\r\n` or `\r` line breaks.
 * @returns the text with one line per paragraph, paragraphs separated by one blank line.
 */
export function joinParagraphLines(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .reduce((joined, line) => {
          if (joined === '') return line;
          if (/\p{Ll}-$/u.test(joined) && /^\p{Ll}/u.test(line)) return joined.slice(0, -1) + line;
          return `${joined} ${line}`;
        }, ''),
    )
    .filter((p) => p !== '')
    .join('\n\n');
}

/**
 * Puts the pages of a document together.
 *
 * @param pages - the pages as read, in order; `page` is the page's number in the document.
 * @param separator - `heading`: a `--- Page n ---` line before each page (when there are several);
 *   `form-feed`: U+000C between pages, as Tesseract's own text output; `rule`: a line of `=` (as
 *   it-tools did); `blank-line`: one empty line.
 * @returns the joined text (without trailing white space).
 */
export function joinPages(pages: readonly { page: number; text: string }[], separator: PageSeparator = 'heading'): string {
  const texts = pages.map((p) => p.text.replace(/\s+$/, ''));
  if (pages.length <= 1) return texts[0] ?? '';
  switch (separator) {
    case 'heading':
      return pages.map((p, i) => `--- Page ${p.page} ---\n${texts[i]}`).join('\n\n');
    case 'form-feed':
      return texts.join('\n\f');
    case 'rule':
      return texts.join(RULE_SEPARATOR);
    case 'blank-line':
      return texts.join('\n\n');
  }
}

/**
 * Assembles the pages Tesseract read into the tool's result: the text (paragraph lines joined
 * when asked, pages separated), the mean confidence, doubtful words and per-page figures.
 *
 * @param pages - the pages read, in order.
 * @param options - {@link AssembleOptions}.
 * @returns {@link OcrResult}.
 * @throws ToolInputError when `doubtfulBelow` is not a number from 0 to 100.
 */
export function assembleResult(pages: readonly OcrPage[], options: AssembleOptions = {}): OcrResult {
  const doubtfulBelow = options.doubtfulBelow ?? 60;
  if (!(doubtfulBelow >= 0 && doubtfulBelow <= 100)) throw new ToolInputError('The doubtful-word threshold must be a number from 0 to 100.');
  const shaped = pages.map((p) => ({ page: p.page, text: options.joinLines ? joinParagraphLines(p.text) : p.text }));
  const words = pages.flatMap((p) => p.words).filter((w) => w.text.trim() !== '');
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    text: joinPages(shaped, options.separator),
    pages: pages.length,
    confidence: words.length === 0 ? null : round(words.reduce((sum, w) => sum + w.confidence, 0) / words.length),
    doubtful: words.filter((w) => w.confidence < doubtfulBelow),
    perPage: pages.map((p) => ({ page: p.page, confidence: round(p.confidence), words: p.words.filter((w) => w.text.trim() !== '').length })),
  };
}

/** A file as the tool sees it. */
export type InputKind = 'pdf' | 'image';

/**
 * Tells a PDF from an image by its first bytes (`%PDF-`, ISO 32000-2 §7.5.2; a PDF may have up to
 * 1,024 bytes of junk before it, as readers accept).
 *
 * @param head - the file's first bytes (at least the first 1,029 for junk-prefixed PDFs).
 * @returns `pdf` when the header is found, else `image`.
 */
export function inputKind(head: Uint8Array): InputKind {
  const limit = Math.min(head.length - 5, 1024);
  for (let i = 0; i <= limit; i++) {
    if (head[i] === 0x25 && head[i + 1] === 0x50 && head[i + 2] === 0x44 && head[i + 3] === 0x46 && head[i + 4] === 0x2d) return 'pdf';
  }
  return 'image';
}

/** The builds of tesseract.js-core, LSTM engine only (the models shipped are LSTM models). */
export type CoreVariant = 'relaxedsimd-lstm' | 'simd-lstm' | 'lstm';

/**
 * Picks the fastest tesseract.js-core build the browser can run.
 *
 * @param features - whether WebAssembly SIMD and relaxed SIMD validate.
 * @returns the build's name (`tesseract-core-<name>.wasm.js`).
 */
export function pickCoreVariant(features: { simd: boolean; relaxedSimd: boolean }): CoreVariant {
  if (features.simd && features.relaxedSimd) return 'relaxedsimd-lstm';
  return features.simd ? 'simd-lstm' : 'lstm';
}

/**
 * A PDF page's render scale for a resolution: PDF user space has 72 units per inch (ISO 32000-2 §8.3.2.3).
 *
 * @param dpi - dots per inch, 72 to 600.
 * @returns the scale factor for pdf.js's viewport.
 * @throws ToolInputError for a resolution outside 72–600.
 */
export function renderScale(dpi: number): number {
  if (!Number.isFinite(dpi) || dpi < 72 || dpi > 600) throw new ToolInputError('The resolution must be from 72 to 600 dpi.');
  return dpi / 72;
}

/**
 * Counts what OCR read: characters (user-perceived: grapheme clusters, Unicode UAX #29, page
 * separators left out), the words Tesseract recognised, and the lines that hold text.
 *
 * @param result - the assembled result of every page ({@link assembleResult}'s output).
 * @returns `{ characters, words, lines }`, counts ≥ 0.
 */
export function ocrTextCounts(result: { text: string; perPage: readonly { words: number }[] }): { characters: number; words: number; lines: number } {
  const text = result.text.replace(/\f/g, '\n');
  const characters = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text.replace(/\n/g, ''))].length;
  const lines = text.split('\n').filter((line) => line.trim() !== '').length;
  return { characters, words: result.perPage.reduce((n, page) => n + page.words, 0), lines };
}

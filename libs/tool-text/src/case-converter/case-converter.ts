/**
 * The cases the converter writes, in display order. Word-based cases split the text into
 * words and write them exactly as change-case 5 does (words break at spaces and punctuation,
 * between a lower-case letter or digit and an upper-case letter, and before the last capital of
 * a run like `XMLHttp`; see {@link splitWords}), checked against the library by property tests:
 *
 * | name | example for "two words" |
 * |---|---|
 * | camel | `twoWords` |
 * | capital | `Two Words` |
 * | constant | `TWO_WORDS` |
 * | dot | `two.words` |
 * | header (Train-Case) | `Two-Words` |
 * | no | `two words` |
 * | param (kebab) | `two-words` |
 * | pascal | `TwoWords` |
 * | path | `two/words` |
 * | sentence | `Two words` |
 * | snake | `two_words` |
 * | mocking (alternating letters) | `tWo WoRdS` |
 * | lower | `two words` |
 * | upper | `TWO WORDS` |
 */
export const CASE_NAMES = [
  'camel',
  'capital',
  'constant',
  'dot',
  'header',
  'no',
  'param',
  'pascal',
  'path',
  'sentence',
  'snake',
  'mocking',
  'lower',
  'upper',
] as const;

/** One of {@link CASE_NAMES}. */
export type CaseName = (typeof CASE_NAMES)[number];

// Case mapping is locale-independent (`toLowerCase`, not `toLocaleLowerCase`), as change-case's
// `locale: false`, so results do not depend on the browser's language (e.g. a Turkish locale
// would lower "I" to dotless "ı").

// Character classes of change-case's `split` (v5), tested once per code point with change-case's
// own regular expressions and cached: WORD is a character its DEFAULT_STRIP_REGEXP
// (/[^\p{L}\d]+/giu) keeps, LOWER_OR_DIGIT and UPPER the sides of SPLIT_LOWER_UPPER_RE
// (/([\p{Ll}\d])(\p{Lu})/gu), UPPER and LOWER those of SPLIT_UPPER_UPPER_RE
// (/(\p{Lu})([\p{Lu}][\p{Ll}])/gu).
const WORD = 1;
const LOWER_OR_DIGIT = 2;
const UPPER = 4;
const LOWER = 8;
const KNOWN = 16;
const STRIP_RE = /^[^\p{L}\d]$/iu;
const LOWER_OR_DIGIT_RE = /^[\p{Ll}\d]$/u;
const UPPER_RE = /^\p{Lu}$/u;
const LOWER_RE = /^\p{Ll}$/u;
const bmpClasses = new Uint8Array(0x10000);
const astralClasses = new Map<number, number>();

function computeClass(codePoint: number): number {
  const char = String.fromCodePoint(codePoint);
  return (
    KNOWN |
    (STRIP_RE.test(char) ? 0 : WORD) |
    (LOWER_OR_DIGIT_RE.test(char) ? LOWER_OR_DIGIT : 0) |
    (UPPER_RE.test(char) ? UPPER : 0) |
    (LOWER_RE.test(char) ? LOWER : 0)
  );
}

function classOf(codePoint: number): number {
  if (codePoint < 0x10000) {
    let cls = bmpClasses[codePoint]!;
    if (cls === 0) bmpClasses[codePoint] = cls = computeClass(codePoint);
    return cls;
  }
  let cls = astralClasses.get(codePoint);
  if (cls === undefined) astralClasses.set(codePoint, (cls = computeClass(codePoint)));
  return cls;
}

/** The code point at `i` as the `u`-flag regular expressions see it (a lone surrogate is its own code point). */
function codePointAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
    const d = text.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;
  }
  return c;
}

/**
 * Splits one line into words exactly as change-case 5's `split` does, in one pass: words are the
 * runs of letters and digits (anything else separates them), cut between a lower-case letter or
 * digit and an upper-case letter (`fooBar`, `v2Beta`) and before the last capital of a run that
 * goes on in lower case (`XMLHttp` → `XML`, `Http`). change-case itself runs three regular
 * expression replacements and a split over the text for each case, which took seconds on a
 * 2 MB text; this scans it once and the 11 word-based cases share the result.
 *
 * @param line - one line of text (line breaks are separators like any other non-word character).
 * @returns the words, in order; `[]` when the line has none. Equal to `split(line)` of change-case
 *   for every string (checked by a property test against the library).
 * @see https://github.com/blakeembrey/change-case/blob/main/packages/change-case/src/index.ts (`split`)
 */
export function splitWords(line: string): string[] {
  const words: string[] = [];
  const n = line.length;
  let start = -1;
  let prev = 0;
  let i = 0;
  while (i < n) {
    const cp = codePointAt(line, i);
    const size = cp > 0xffff ? 2 : 1;
    const cls = classOf(cp);
    if ((cls & WORD) === 0) {
      if (start >= 0) {
        words.push(line.slice(start, i));
        start = -1;
      }
    } else if (start < 0) {
      start = i;
    } else if (
      (cls & UPPER) !== 0 &&
      ((prev & LOWER_OR_DIGIT) !== 0 || ((prev & UPPER) !== 0 && i + size < n && (classOf(codePointAt(line, i + size)) & LOWER) !== 0))
    ) {
      words.push(line.slice(start, i));
      start = i;
    }
    prev = cls;
    i += size;
  }
  if (start >= 0) words.push(line.slice(start));
  return words;
}

type WordCase = Exclude<CaseName, 'mocking' | 'lower' | 'upper'>;

/** The word-based cases, in the order of {@link CASE_NAMES}. */
const WORD_CASE_NAMES: readonly WordCase[] = ['camel', 'capital', 'constant', 'dot', 'header', 'no', 'param', 'pascal', 'path', 'sentence', 'snake'];

/** Delimiters of the cases that only lower (or upper) every word, as change-case joins them. */
const LOWER_JOINED: Partial<Record<WordCase, string>> = { no: ' ', dot: '.', param: '-', path: '/', snake: '_' };

/** The words of each line of `input` (lines end at `\n`; a `\r` before it is a separator anyway). */
function splitLines(input: string): string[][] {
  return input.split('\n').map(splitWords);
}

const upperUnits: string[] = [];
const ASCII_UPPER = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
/** Characters after which a word's lower case and its rest's lower case may not line up. */
const CONTEXT_CHARS = /[\u03a3\u0130\ud800-\udfff]/;

/** `unit.toUpperCase()` of one UTF-16 code unit, cached. */
function upperUnit(code: number): string {
  let up = upperUnits[code];
  if (up === undefined) upperUnits[code] = up = String.fromCharCode(code).toUpperCase();
  return up;
}

/**
 * The word-based cases `names` of lines already split into words, written as change-case 5 writes
 * them (with `locale: false`): each word lower-cased (`toLowerCase`), upper-cased, "capital" (its
 * first UTF-16 unit upper-cased, the rest lower-cased) or "pascal" (capital, but a word after the
 * first that starts with a digit gets `_` before it), then joined.
 *
 * The case mapping is done once per line, not once per word: the words of a line joined by a
 * space, lower-cased, split at the spaces again, give each word lower-cased, because words hold no
 * space and the only context-dependent mapping, the final sigma, stops at a space (neither cased
 * nor case-ignorable in Unicode); upper-casing has no context at all. A property test checks this
 * against change-case itself.
 */
function wordCases(lines: readonly string[][], names: readonly WordCase[]): Partial<Record<WordCase, string>> {
  const needLower = names.some((n) => n in LOWER_JOINED || n === 'camel' || n === 'sentence');
  const needUpper = names.includes('constant');
  const needCapital = names.some((n) => n === 'capital' || n === 'header' || n === 'pascal' || n === 'camel' || n === 'sentence');
  const out = Object.fromEntries(names.map((n) => [n, new Array<string>(lines.length)])) as Partial<Record<WordCase, string[]>>;
  for (let l = 0; l < lines.length; l++) {
    const words = lines[l]!;
    const count = words.length;
    if (count === 0) {
      for (const name of names) out[name]![l] = '';
      continue;
    }
    const joined = needLower || needCapital ? words.join(' ') : '';
    const lower = needLower || needCapital ? joined.toLowerCase().split(' ') : [];
    let capital: string[] = [];
    if (needCapital) {
      // A word's rest lower-cased is its lower case minus the first unit, unless the line holds
      // a sigma (its final form depends on the letter before), a dotted İ (lowers to two units) or
      // a surrogate (a first unit that is half a letter): then the rests are lower-cased apart.
      const rests = CONTEXT_CHARS.test(joined) ? words.map((word) => word.slice(1)).join(' ').toLowerCase().split(' ') : null;
      capital = new Array<string>(count);
      for (let i = 0; i < count; i++) {
        const c = words[i]!.charCodeAt(0);
        const first = c >= 0x61 && c <= 0x7a ? ASCII_UPPER[c - 0x61]! : c < 0x80 ? words[i]![0]! : upperUnit(c);
        capital[i] = first + (rests ? rests[i] : lower[i]!.slice(1));
      }
    }
    for (const name of names) {
      const lineOut = out[name]!;
      const delimiter = LOWER_JOINED[name];
      if (delimiter !== undefined) lineOut[l] = lower.join(delimiter);
      else if (name === 'constant') lineOut[l] = (needUpper ? words : []).join('_').toUpperCase();
      else if (name === 'capital') lineOut[l] = capital.join(' ');
      else if (name === 'header') lineOut[l] = capital.join('-');
      else if (name === 'sentence') lineOut[l] = count > 1 ? capital[0] + ' ' + lower.slice(1).join(' ') : capital[0]!;
      else {
        // pascal, camel: a word after the first that starts with an ASCII digit gets "_" before it.
        const parts = new Array<string>(count);
        parts[0] = name === 'camel' ? lower[0]! : capital[0]!;
        for (let i = 1; i < count; i++) {
          const c = words[i]!.charCodeAt(0);
          parts[i] = c >= 0x30 && c <= 0x39 ? '_' + capital[i] : capital[i]!;
        }
        lineOut[l] = parts.join('');
      }
    }
  }
  return Object.fromEntries(names.map((n) => [n, out[n]!.join('\n')]));
}

/**
 * Alternates letter case ("mocking SpongeBob" case): the first letter lower case, the next
 * upper case, and so on. Only letters (characters with distinct upper and lower forms) count
 * and change; everything else is kept as is and does not break the alternation.
 *
 * @param input - any text.
 * @returns the text with alternating letter case, e.g. `"hello world"` → `"hElLo WoRlD"`.
 */
export function mockingCase(input: string): string {
  // Built in chunks of code units rather than by `+=` a character at a time (megabytes of text).
  const chunks: string[] = [];
  const buffer = new Uint16Array(8192 + 8);
  let length = 0;
  let upper = false;
  const n = input.length;
  const put = (text: string) => {
    for (let k = 0; k < text.length; k++) buffer[length++] = text.charCodeAt(k);
  };
  for (let i = 0; i < n; ) {
    const c = input.charCodeAt(i);
    if (c < 0x80) {
      // ASCII: only A–Z and a–z have two cases.
      const isUpper = c >= 0x41 && c <= 0x5a;
      if (isUpper || (c >= 0x61 && c <= 0x7a)) {
        buffer[length++] = upper ? (isUpper ? c : c - 0x20) : isUpper ? c + 0x20 : c;
        upper = !upper;
      } else buffer[length++] = c;
      i++;
    } else {
      const cp = codePointAt(input, i);
      const size = cp > 0xffff ? 2 : 1;
      const char = size === 1 ? input[i]! : input.slice(i, i + 2);
      const lower = char.toLowerCase();
      const up = char.toUpperCase();
      if (lower === up) put(char);
      else {
        put(upper ? up : lower);
        upper = !upper;
      }
      i += size;
    }
    if (length >= 8192) {
      chunks.push(String.fromCharCode(...buffer.subarray(0, length)));
      length = 0;
    }
  }
  chunks.push(String.fromCharCode(...buffer.subarray(0, length)));
  return chunks.join('');
}

/**
 * Converts text to one case. Word-based cases (all but mocking, lower and upper) convert each
 * line on its own, so a list of names stays a list; lower, upper and mocking keep the text's
 * layout. Case mapping is Unicode's default, independent of the locale. Never throws for a
 * string input.
 *
 * @param input - any text, possibly several lines (`\n` or `\r\n`).
 * @param name - the case to convert to.
 * @returns the converted text; lines are joined with `\n`.
 * @see change-case 5 (https://github.com/blakeembrey/change-case) for the word splitting.
 */
export function convertCase(input: string, name: CaseName): string {
  switch (name) {
    case 'lower':
      return input.toLowerCase();
    case 'upper':
      return input.toUpperCase();
    case 'mocking':
      return mockingCase(input);
    default:
      return wordCases(splitLines(input), [name])[name]!;
  }
}

/**
 * Converts text to every case of {@link CASE_NAMES}, splitting each line into words once for all
 * the word-based cases (a 2 MB text in well under a second in Node 24).
 *
 * @param input - any text.
 * @returns an object mapping each case name to the converted text, each equal to
 *   `convertCase(input, name)`.
 */
export function convertAllCases(input: string): Record<CaseName, string> {
  const lines = splitLines(input);
  const results = {} as Record<CaseName, string>;
  const words = wordCases(lines, WORD_CASE_NAMES);
  for (const name of CASE_NAMES) results[name] = words[name as WordCase] ?? convertCase(input, name);
  return results;
}

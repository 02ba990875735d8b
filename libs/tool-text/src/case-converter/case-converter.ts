import {
  camelCase,
  capitalCase,
  constantCase,
  dotCase,
  kebabCase,
  noCase,
  pascalCase,
  pathCase,
  sentenceCase,
  snakeCase,
  trainCase,
  type Options,
} from 'change-case';

/**
 * The cases the converter writes, in display order. Word-based cases split the text into
 * words with change-case's `split` (at spaces and punctuation, between a lower-case letter
 * or digit and an upper-case letter, and before the last capital of a run like `XMLHttp`):
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

// Locale-independent case mapping, so results do not depend on the browser's language
// (e.g. a Turkish locale would lower "I" to dotless "ı").
const OPTIONS: Options = { locale: false };

const WORD_CASES: Record<Exclude<CaseName, 'mocking' | 'lower' | 'upper'>, (line: string) => string> = {
  camel: (s) => camelCase(s, OPTIONS),
  capital: (s) => capitalCase(s, OPTIONS),
  constant: (s) => constantCase(s, OPTIONS),
  dot: (s) => dotCase(s, OPTIONS),
  header: (s) => trainCase(s, OPTIONS),
  no: (s) => noCase(s, OPTIONS),
  param: (s) => kebabCase(s, OPTIONS),
  pascal: (s) => pascalCase(s, OPTIONS),
  path: (s) => pathCase(s, OPTIONS),
  sentence: (s) => sentenceCase(s, OPTIONS),
  snake: (s) => snakeCase(s, OPTIONS),
};

/**
 * Alternates letter case ("mocking SpongeBob" case): the first letter lower case, the next
 * upper case, and so on. Only letters (characters with distinct upper and lower forms) count
 * and change; everything else is kept as is and does not break the alternation.
 *
 * @param input - any text.
 * @returns the text with alternating letter case, e.g. `"hello world"` → `"hElLo WoRlD"`.
 */
export function mockingCase(input: string): string {
  let upper = false;
  let out = '';
  for (const char of input) {
    const lower = char.toLowerCase();
    const up = char.toUpperCase();
    if (lower === up) {
      out += char;
      continue;
    }
    out += upper ? up : lower;
    upper = !upper;
  }
  return out;
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
    default: {
      const convert = WORD_CASES[name];
      return input.split(/\r?\n/).map(convert).join('\n');
    }
  }
}

/**
 * Converts text to every case of {@link CASE_NAMES}.
 *
 * @param input - any text.
 * @returns an object mapping each case name to the converted text.
 */
export function convertAllCases(input: string): Record<CaseName, string> {
  return Object.fromEntries(CASE_NAMES.map((name) => [name, convertCase(input, name)])) as Record<CaseName, string>;
}

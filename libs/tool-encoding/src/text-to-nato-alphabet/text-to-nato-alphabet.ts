import { UnknownChars, type UnknownChar } from '../shared/unknown-chars.js';
import {
  ICAO_SPOKEN_FIGURES,
  ITU_FIGURE_CODE,
  SPELLING_ALPHABETS,
  type SpellingAlphabet,
  type SpellingAlphabetId,
  type SpellingCodeWord,
} from './spelling-alphabets.js';

export {
  ICAO_SPELLING_ALPHABET,
  ICAO_SPOKEN_FIGURES,
  ITU_FIGURE_CODE,
  SPELLING_ALPHABET_IDS,
  SPELLING_ALPHABETS,
  type SpellingAlphabet,
  type SpellingAlphabetId,
  type SpellingCodeWord,
} from './spelling-alphabets.js';

/** What separates the spelled words of the input: ` / ` on one line, or one input word per line. */
export type NatoWordSeparator = 'slash' | 'newline';

/**
 * How the ICAO alphabet spells digits: `icao` as ICAO writes them (`Three`, `Nine`), `spoken` as
 * ICAO pronounces them (`Tree`, `Niner`), `itu` with the ITU figure code (`Terrathree`, `Novenine`).
 */
export type NatoFigures = 'icao' | 'spoken' | 'itu';

/** Options of {@link textToNato}. */
export interface NatoOptions {
  /** The spelling alphabet; `icao` (the international one) by default. */
  alphabet?: SpellingAlphabetId;
  /** For the ICAO alphabet: how digits are spelled; see {@link NatoFigures}. Default `icao`. */
  figures?: NatoFigures;
  /** Also spell punctuation marks (`.` → `Stop`, or `Decimal` between digits). Default false: they are kept. */
  punctuation?: boolean;
  /** Add the pronunciation after each code word that has one (ICAO and ITU): `Nine (NIN-er)`. Default false. */
  pronunciation?: boolean;
  /** Between the words of the input: `slash` (` / `, default) or `newline`. */
  wordSeparator?: NatoWordSeparator;
}

/** The spelling of a text. */
export interface NatoResult {
  /** The code words, one per character, separated by spaces; input words separated as asked. */
  spelled: string;
  /** Characters with no code word (kept as they are in `spelled`), in order of first appearance. */
  unknown: UnknownChar[];
}

/**
 * The code words an alphabet spells with, for the given options: its letters, its digits (for ICAO,
 * as `figures` asks) and, when asked, its punctuation.
 *
 * @param id - the alphabet.
 * @param options - `figures` and `punctuation`; see {@link NatoOptions}.
 * @returns the code words, in the table's order (letters, digits, punctuation). The word for a
 *   decimal point, used only between digits, is apart: {@link SpellingAlphabet.decimal}.
 */
export function spellingTable(id: SpellingAlphabetId, options: Pick<NatoOptions, 'figures' | 'punctuation'> = {}): SpellingCodeWord[] {
  const alphabet = SPELLING_ALPHABETS[id];
  const figures = id === 'icao' ? options.figures ?? 'icao' : 'icao';
  const digits = figures === 'spoken' ? ICAO_SPOKEN_FIGURES : figures === 'itu' ? ITU_FIGURE_CODE : alphabet.digits;
  return [...alphabet.letters, ...digits, ...(options.punctuation ? alphabet.punctuation : [])];
}

const CHOSEONG = [...'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'];
const JUNGSEONG = [...'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ'];
const JONGSEONG = ['', ...'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ'];
/** Double and compound jamo as the basic jamo they are written with. */
const COMPOUND_JAMO: Readonly<Record<string, string>> = {
  ㄲ: 'ㄱㄱ', ㄸ: 'ㄷㄷ', ㅃ: 'ㅂㅂ', ㅆ: 'ㅅㅅ', ㅉ: 'ㅈㅈ', ㄳ: 'ㄱㅅ', ㄵ: 'ㄴㅈ', ㄶ: 'ㄴㅎ', ㄺ: 'ㄹㄱ', ㄻ: 'ㄹㅁ', ㄼ: 'ㄹㅂ', ㄽ: 'ㄹㅅ',
  ㄾ: 'ㄹㅌ', ㄿ: 'ㄹㅍ', ㅀ: 'ㄹㅎ', ㅄ: 'ㅂㅅ', ㅐ: 'ㅏㅣ', ㅒ: 'ㅑㅣ', ㅔ: 'ㅓㅣ', ㅖ: 'ㅕㅣ', ㅘ: 'ㅗㅏ', ㅙ: 'ㅗㅏㅣ', ㅚ: 'ㅗㅣ', ㅝ: 'ㅜㅓ', ㅞ: 'ㅜㅓㅣ',
  ㅟ: 'ㅜㅣ', ㅢ: 'ㅡㅣ',
};

/**
 * A Hangul syllable as its jamo (Unicode 16.0 §3.12 "Conjoining Jamo Behavior", arithmetic
 * decomposition), double and compound jamo split into basic ones.
 */
function hangulUnits(ch: string): string[] {
  const cp = ch.codePointAt(0) ?? 0;
  let jamo = [ch];
  if (cp >= 0xac00 && cp <= 0xd7a3) {
    const index = cp - 0xac00;
    jamo = [CHOSEONG[Math.floor(index / 588)] as string, JUNGSEONG[Math.floor((index % 588) / 28)] as string, JONGSEONG[index % 28] as string].filter(Boolean);
  }
  return jamo.flatMap((j) => [...(COMPOUND_JAMO[j] ?? j)]);
}

const SMALL_KANA: Readonly<Record<string, string>> = { ァ: 'ア', ィ: 'イ', ゥ: 'ウ', ェ: 'エ', ォ: 'オ', ッ: 'ツ', ャ: 'ヤ', ュ: 'ユ', ョ: 'ヨ', ヮ: 'ワ', ヵ: 'カ', ヶ: 'ケ' };

/**
 * A kana as the characters of the Wabun table: hiragana as katakana, half-width forms as
 * full-width (NFKC), the voiced and semi-voiced marks apart (NFD: ガ → カ ゛), small kana as full-size.
 */
function kanaUnits(ch: string): string[] {
  if (ch === '゛' || ch === '゜') return [ch];
  const cp = ch.normalize('NFKC').codePointAt(0) ?? 0;
  const katakana = cp >= 0x3041 && cp <= 0x3096 ? String.fromCodePoint(cp + 0x60) : ch.normalize('NFKC');
  return [...katakana.normalize('NFD')].map((u) => (u === '\u3099' ? '゛' : u === '\u309A' ? '゜' : SMALL_KANA[u] ?? u));
}

/** A Greek letter without its accent or diaeresis (NFD, combining marks dropped). */
function greekUnits(ch: string): string[] {
  const bare = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return [bare === '' ? ch : bare];
}

/** How each alphabet reads a character of the input before looking it up. */
const UNITS: Partial<Record<SpellingAlphabetId, (ch: string) => string[]>> = { ko: hangulUnits, ja: kanaUnits, el: greekUnits };

/** A character (or part of one) to spell, and where it comes from. */
interface Unit {
  text: string;
  /** The input character it comes from. */
  char: string;
  /** 1-based position of that character, in code points. */
  position: number;
  /** 0-based index of that character among the input's code points. */
  index: number;
}

/** Upper case, character by character, keeping those whose upper case is longer (ß is not "SS"). */
const caseKey = (text: string) =>
  Array.from(text, (c) => {
    const upper = c.toUpperCase();
    return [...upper].length === 1 ? upper : c;
  }).join('');

/** Looks code words up by their character, in any case. */
class Lookup {
  private readonly byKey = new Map<string, SpellingCodeWord>();
  readonly longest: number;

  constructor(words: readonly SpellingCodeWord[], aliases: Readonly<Record<string, string>> = {}) {
    for (const w of words) this.byKey.set(caseKey(w.char), w);
    for (const [alias, char] of Object.entries(aliases)) {
      const w = this.byKey.get(caseKey(char));
      if (w) this.byKey.set(caseKey(alias), w);
    }
    this.longest = Math.max(1, ...words.map((w) => [...w.char].length));
  }

  get(text: string): SpellingCodeWord | undefined {
    const exact = this.byKey.get(text);
    if (exact) return exact;
    const upper = text.toUpperCase();
    return this.byKey.get(upper.length === text.length ? upper : caseKey(text));
  }
}

const lookups = new Map<string, Lookup>();

/** The lookup of an alphabet for some options, built once. */
function lookupFor(alphabet: SpellingAlphabet, figures: NatoFigures | undefined, punctuation: boolean | undefined): Lookup {
  const key = `${alphabet.id}|${figures ?? ''}|${punctuation ? 1 : 0}`;
  let lookup = lookups.get(key);
  if (!lookup) {
    lookup = new Lookup(spellingTable(alphabet.id, { figures, punctuation }), alphabet.aliases);
    lookups.set(key, lookup);
  }
  return lookup;
}

const WHITESPACE = /^\s$/u;
const isDigit = (text: string | undefined) => text !== undefined && text >= '0' && text <= '9';

/**
 * Spells a text with a spelling alphabet: ICAO/NATO by default (ICAO Annex 10 Vol. II §5.2.1.3 and
 * §5.2.1.4.3.1), or a national one (see {@link SPELLING_ALPHABETS}, each with its source). Each
 * letter (either case, digraphs such as `Ch` or `IJ` first) and digit becomes its code word, and
 * with `punctuation` each punctuation mark the alphabet names (for ICAO, `.` is `Decimal` between
 * digits and `Stop` elsewhere, ITU Radio Regulations Appendix 14). Other characters are kept as
 * they are and listed in `unknown`. Whitespace separates the words of the input; the output shows
 * that break visibly.
 *
 * @param text - any text.
 * @param options - alphabet, figures, punctuation, pronunciation and word separator; see {@link NatoOptions}.
 * @returns the spelling and the characters without a code word, with 1-based positions
 *   (in code points).
 * @see https://www.icao.int/ (Annex 10, Aeronautical Telecommunications, Volume II)
 * @example textToNato('SOS 1').spelled // 'Sierra Oscar Sierra / One'
 * @example textToNato('Müller', { alphabet: 'de' }).spelled // 'München Umlaut Unna Leipzig Leipzig Essen Rostock'
 */
export function textToNato(text: string, options: NatoOptions = {}): NatoResult {
  const { alphabet: id = 'icao', pronunciation = false, wordSeparator = 'slash' } = options;
  const alphabet: SpellingAlphabet = SPELLING_ALPHABETS[id] ?? SPELLING_ALPHABETS.icao;
  const lookup = lookupFor(alphabet, options.figures, options.punctuation);
  const decimal = options.punctuation ? alphabet.decimal : undefined;
  const toUnits = UNITS[alphabet.id] ?? ((ch: string) => [ch]);

  const chars = [...text];
  const units: Unit[] = chars.flatMap((char, index) => toUnits(char).map((u) => ({ text: u, char, position: index + 1, index })));
  const unknown = new UnknownChars();
  const words: string[] = [];
  let current: string[] = [];
  const say = (code: SpellingCodeWord) => current.push(pronunciation && code.pronunciation ? `${code.word} (${code.pronunciation})` : code.word);
  let lastUnknown = 0;
  for (let k = 0; k < units.length; ) {
    const unit = units[k] as Unit;
    if (WHITESPACE.test(unit.text)) {
      if (current.length) words.push(current.join(' '));
      current = [];
      k++;
      continue;
    }
    if (decimal && unit.text === decimal.char && isDigit(chars[unit.index - 1]) && isDigit(chars[unit.index + 1])) {
      say(decimal);
      k++;
      continue;
    }
    // The longest entry that matches here (digraphs such as "Sch", "Ch" or "IJ" before letters).
    let matched = 0;
    for (let length = Math.min(lookup.longest, units.length - k); length >= 1 && matched === 0; length--) {
      let key = unit.text;
      for (let j = 1; j < length; j++) key += (units[k + j] as Unit).text;
      const code = lookup.get(key);
      if (code) {
        say(code);
        matched = length;
      }
    }
    if (matched) {
      k += matched;
      continue;
    }
    if (lastUnknown !== unit.position) {
      unknown.add(unit.char, unit.position);
      current.push(unit.char);
      lastUnknown = unit.position;
    }
    k++;
  }
  if (current.length) words.push(current.join(' '));
  return { spelled: words.join(wordSeparator === 'newline' ? '\n' : ' / '), unknown: unknown.list };
}

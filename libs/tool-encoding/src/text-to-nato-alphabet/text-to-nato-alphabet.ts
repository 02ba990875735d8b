import { UnknownChars, type UnknownChar } from '../shared/unknown-chars.js';

/** One code word of the ICAO spelling alphabet. */
export interface SpellingCodeWord {
  /** The letter (A–Z) or digit (0–9). */
  char: string;
  /** The code word as ICAO spells it: `Alfa`, `Juliett`, `X-ray`, `Zero`… */
  word: string;
  /** The pronunciation ICAO gives, in capitals with syllables apart: `AL FAH`, `NIN-er`. */
  pronunciation: string;
}

/**
 * The ICAO (NATO) radiotelephony spelling alphabet: ICAO Annex 10, Volume II, §5.2.1.3 (letters,
 * Figure 5-1) and §5.2.1.4.3.1 (figures, "number element" and pronunciation). The same words are
 * the NATO phonetic alphabet (ACP 131) and the ITU's (Radio Regulations Appendix 14).
 */
export const ICAO_SPELLING_ALPHABET: readonly SpellingCodeWord[] = [
  { char: 'A', word: 'Alfa', pronunciation: 'AL FAH' },
  { char: 'B', word: 'Bravo', pronunciation: 'BRAH VOH' },
  { char: 'C', word: 'Charlie', pronunciation: 'CHAR LEE or SHAR LEE' },
  { char: 'D', word: 'Delta', pronunciation: 'DELL TAH' },
  { char: 'E', word: 'Echo', pronunciation: 'ECK OH' },
  { char: 'F', word: 'Foxtrot', pronunciation: 'FOKS TROT' },
  { char: 'G', word: 'Golf', pronunciation: 'GOLF' },
  { char: 'H', word: 'Hotel', pronunciation: 'HOH TELL' },
  { char: 'I', word: 'India', pronunciation: 'IN DEE AH' },
  { char: 'J', word: 'Juliett', pronunciation: 'JEW LEE ETT' },
  { char: 'K', word: 'Kilo', pronunciation: 'KEY LOH' },
  { char: 'L', word: 'Lima', pronunciation: 'LEE MAH' },
  { char: 'M', word: 'Mike', pronunciation: 'MIKE' },
  { char: 'N', word: 'November', pronunciation: 'NO VEM BER' },
  { char: 'O', word: 'Oscar', pronunciation: 'OSS CAH' },
  { char: 'P', word: 'Papa', pronunciation: 'PAH PAH' },
  { char: 'Q', word: 'Quebec', pronunciation: 'KEH BECK' },
  { char: 'R', word: 'Romeo', pronunciation: 'ROW ME OH' },
  { char: 'S', word: 'Sierra', pronunciation: 'SEE AIR RAH' },
  { char: 'T', word: 'Tango', pronunciation: 'TANG GO' },
  { char: 'U', word: 'Uniform', pronunciation: 'YOU NEE FORM or OO NEE FORM' },
  { char: 'V', word: 'Victor', pronunciation: 'VIK TAH' },
  { char: 'W', word: 'Whiskey', pronunciation: 'WISS KEY' },
  { char: 'X', word: 'X-ray', pronunciation: 'ECKS RAY' },
  { char: 'Y', word: 'Yankee', pronunciation: 'YANG KEY' },
  { char: 'Z', word: 'Zulu', pronunciation: 'ZOO LOO' },
  { char: '0', word: 'Zero', pronunciation: 'ZE-RO' },
  { char: '1', word: 'One', pronunciation: 'WUN' },
  { char: '2', word: 'Two', pronunciation: 'TOO' },
  { char: '3', word: 'Three', pronunciation: 'TREE' },
  { char: '4', word: 'Four', pronunciation: 'FOW-er' },
  { char: '5', word: 'Five', pronunciation: 'FIFE' },
  { char: '6', word: 'Six', pronunciation: 'SIX' },
  { char: '7', word: 'Seven', pronunciation: 'SEV-en' },
  { char: '8', word: 'Eight', pronunciation: 'AIT' },
  { char: '9', word: 'Nine', pronunciation: 'NIN-er' },
];

const BY_CHAR = new Map(ICAO_SPELLING_ALPHABET.map((w) => [w.char, w]));

/** What separates the spelled words of the input: ` / ` on one line, or one input word per line. */
export type NatoWordSeparator = 'slash' | 'newline';

/** Options of {@link textToNato}. */
export interface NatoOptions {
  /** Add ICAO's pronunciation after each code word: `Nine (NIN-er)`. Default false. */
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
 * Spells a text with the ICAO/NATO spelling alphabet (ICAO Annex 10 Vol. II §5.2.1.3 and
 * §5.2.1.4.3.1): each letter (A–Z, either case) and digit becomes its code word; other characters
 * (punctuation, accented or non-Latin letters) are kept as they are and listed in `unknown`.
 * Whitespace separates the words of the input; the output shows that break visibly.
 *
 * @param text - any text.
 * @param options - pronunciation and word separator; see {@link NatoOptions}.
 * @returns the spelling and the characters without a code word, with 1-based positions
 *   (in code points).
 * @see https://www.icao.int/ (Annex 10, Aeronautical Telecommunications, Volume II)
 * @example textToNato('SOS 1').spelled // 'Sierra Oscar Sierra / One'
 */
export function textToNato(text: string, options: NatoOptions = {}): NatoResult {
  const { pronunciation = false, wordSeparator = 'slash' } = options;
  const unknown = new UnknownChars();
  const words: string[] = [];
  let current: string[] = [];
  let position = 0;
  for (const ch of text) {
    position++;
    if (/^\s$/u.test(ch)) {
      if (current.length) words.push(current.join(' '));
      current = [];
      continue;
    }
    const code = BY_CHAR.get(ch.length === 1 && ch >= 'a' && ch <= 'z' ? ch.toUpperCase() : ch);
    if (code) current.push(pronunciation ? `${code.word} (${code.pronunciation})` : code.word);
    else {
      unknown.add(ch, position);
      current.push(ch);
    }
  }
  if (current.length) words.push(current.join(' '));
  return { spelled: words.join(wordSeparator === 'newline' ? '\n' : ' / '), unknown: unknown.list };
}

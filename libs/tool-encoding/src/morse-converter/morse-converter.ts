import { charAt, describeLocation, inputErrorAt, showChar } from '../shared/text.js';
import { UnknownChars, type UnknownChar } from '../shared/unknown-chars.js';

/** One character of the International Morse code and its signal. */
export interface MorseCode {
  /** The character, upper case for letters. */
  char: string;
  /** Its signal in dots and dashes, e.g. `.-` for A. */
  code: string;
  /** What the character is, as ITU-R M.1677-1 names it (letters and figures: the character itself). */
  name: string;
}

const L = (char: string, code: string): MorseCode => ({ char, code, name: char });

/**
 * The International Morse code of Recommendation ITU-R M.1677-1 (10/2009) §1.1: letters (§1.1.1,
 * with the accented é), figures (§1.1.2) and punctuation marks and miscellaneous signs (§1.1.3).
 * The multiplication sign × is sent as the letter X (§1.1.3), so it decodes to X.
 */
export const ITU_MORSE_CODE: readonly MorseCode[] = [
  L('A', '.-'), L('B', '-...'), L('C', '-.-.'), L('D', '-..'), L('E', '.'), { char: 'É', code: '..-..', name: 'Accented e (é)' },
  L('F', '..-.'), L('G', '--.'), L('H', '....'), L('I', '..'), L('J', '.---'), L('K', '-.-'), L('L', '.-..'), L('M', '--'),
  L('N', '-.'), L('O', '---'), L('P', '.--.'), L('Q', '--.-'), L('R', '.-.'), L('S', '...'), L('T', '-'), L('U', '..-'),
  L('V', '...-'), L('W', '.--'), L('X', '-..-'), L('Y', '-.--'), L('Z', '--..'),
  L('1', '.----'), L('2', '..---'), L('3', '...--'), L('4', '....-'), L('5', '.....'),
  L('6', '-....'), L('7', '--...'), L('8', '---..'), L('9', '----.'), L('0', '-----'),
  { char: '.', code: '.-.-.-', name: 'Full stop (period)' },
  { char: ',', code: '--..--', name: 'Comma' },
  { char: ':', code: '---...', name: 'Colon or division sign' },
  { char: '?', code: '..--..', name: 'Question mark (note of interrogation or request for repetition)' },
  { char: "'", code: '.----.', name: 'Apostrophe' },
  { char: '-', code: '-....-', name: 'Hyphen or dash or subtraction sign' },
  { char: '/', code: '-..-.', name: 'Fraction bar or division sign' },
  { char: '(', code: '-.--.', name: 'Left-hand bracket (parenthesis)' },
  { char: ')', code: '-.--.-', name: 'Right-hand bracket (parenthesis)' },
  { char: '"', code: '.-..-.', name: 'Inverted commas (quotation marks, before and after the words)' },
  { char: '=', code: '-...-', name: 'Double hyphen' },
  { char: '+', code: '.-.-.', name: 'Cross or addition sign' },
  { char: '×', code: '-..-', name: 'Multiplication sign (same as the letter X)' },
  { char: '@', code: '.--.-.', name: 'Commercial at' },
];

const ENCODE = new Map(ITU_MORSE_CODE.map((m) => [m.char, m.code]));
// × shares X's signal; decoding gives X.
const DECODE = new Map(ITU_MORSE_CODE.filter((m) => m.char !== '×').map((m) => [m.code, m.char]));

/** The Morse code of a text. */
export interface MorseEncodeResult {
  /** Letters separated by a space, words by ` / `. */
  morse: string;
  /** Characters that have no Morse code (left out of `morse`), in order of first appearance. */
  unknown: UnknownChar[];
}

/**
 * Encodes text in International Morse code (ITU-R M.1677-1 §1.1): letters in either case, é,
 * figures and the punctuation of §1.1.3 (`. , : ? ' - / ( ) " = + × @`). Letters are separated
 * by a space and words (runs of non-whitespace) by ` / `. Characters without a code are left out
 * and listed in `unknown`, never dropped silently.
 *
 * @param text - any text.
 * @returns the code and the characters that could not be encoded, with 1-based positions (code points).
 * @see https://www.itu.int/rec/R-REC-M.1677-1-200910-I/
 * @example textToMorse('SOS').morse // '... --- ...'
 */
export function textToMorse(text: string): MorseEncodeResult {
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
    const upper = ch.toUpperCase();
    const code = ENCODE.get(ch) ?? ENCODE.get(upper);
    if (code) current.push(code);
    else unknown.add(ch, position);
  }
  if (current.length) words.push(current.join(' '));
  return { morse: words.join(' / '), unknown: unknown.list };
}

/** A code group the Morse table does not hold, and where it occurs. */
export interface UnknownCodeGroup {
  /** The group of dots and dashes, e.g. `........`. */
  code: string;
  /** 1-based positions (code points) of the group's first signal in the input. */
  positions: number[];
}

/** The text of some Morse code. */
export interface MorseDecodeResult {
  /** The decoded text: upper-case letters, words separated by a space; unknown groups shown as `�`. */
  text: string;
  /** Code groups with no character, in order of first appearance. */
  unknown: UnknownCodeGroup[];
}

/** The replacement character written for a code group the table does not hold. */
export const UNKNOWN_GROUP_MARK = '\uFFFD';

const DOTS = new Set(['.', '·', '•', '∙']);
const DASHES = new Set(['-', '_', '−', '–', '—']);

/**
 * Decodes International Morse code (ITU-R M.1677-1 §1.1). Dots are `.` (also `·` `•`), dashes
 * `-` (also `_` `−` `–` `—`); whitespace separates letters; `/` or `|` (or a line break)
 * separates words. Code groups that are not in the table are shown as U+FFFD and listed.
 *
 * @param morse - the code, e.g. `... --- ... / ..--..`.
 * @returns the text (letters in upper case) and the unknown code groups with their positions.
 * @throws ToolInputError for a character that is not a dot, dash, space or word separator,
 *   naming it and its position (or line and column).
 * @see https://www.itu.int/rec/R-REC-M.1677-1-200910-I/
 * @example morseToText('... --- ...').text // 'SOS'
 */
export function morseToText(morse: string): MorseDecodeResult {
  const unknown = new Map<string, UnknownCodeGroup>();
  let out = '';
  let group = '';
  let groupPosition = 0;
  let wordBreak = false;
  let position = 0;
  const endGroup = () => {
    if (!group) return;
    if (wordBreak && out) out += ' ';
    wordBreak = false;
    const char = DECODE.get(group);
    if (char) out += char;
    else {
      out += UNKNOWN_GROUP_MARK;
      const entry = unknown.get(group);
      if (entry) entry.positions.push(groupPosition);
      else unknown.set(group, { code: group, positions: [groupPosition] });
    }
    group = '';
  };
  for (let i = 0; i < morse.length; ) {
    const ch = charAt(morse, i);
    position++;
    const signal = DOTS.has(ch) ? '.' : DASHES.has(ch) ? '-' : null;
    if (signal) {
      if (!group) groupPosition = position;
      group += signal;
    } else if (ch === '/' || ch === '|' || ch === '\n' || ch === '\r') {
      endGroup();
      wordBreak = true;
    } else if (/^\s$/u.test(ch)) {
      endGroup();
    } else {
      throw inputErrorAt(
        `Invalid character ${showChar(ch)} at ${describeLocation(morse, i)}: Morse code is written with dots (.) and dashes (-), a space between letters and "/" between words.`,
        morse,
        i,
      );
    }
    i += ch.length;
  }
  endGroup();
  return { text: out, unknown: [...unknown.values()] };
}

import { ToolInputError } from '@handy-tools/ui/kit';

/** The smallest number standard Roman numerals write. */
export const MIN_ROMAN = 1;
/** The largest number standard Roman numerals write (MMMCMXCIX). */
export const MAX_ROMAN = 3999;

const SYMBOLS: readonly [string, number][] = [
  ['M', 1000],
  ['CM', 900],
  ['D', 500],
  ['CD', 400],
  ['C', 100],
  ['XC', 90],
  ['L', 50],
  ['XL', 40],
  ['X', 10],
  ['IX', 9],
  ['V', 5],
  ['IV', 4],
  ['I', 1],
];

const VALUE: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };

/**
 * Writes a number in standard Roman numerals: thousands, hundreds, tens and units each
 * written with the additive symbols and the six subtractive pairs IV, IX, XL, XC, CD, CM (the
 * modern standard form, as in the Unicode Standard's number forms and every style guide; e.g.
 * 1994 = MCMXCIV, 3999 = MMMCMXCIX).
 *
 * @param value - a whole number from 1 to 3999.
 * @returns the numeral in capitals.
 * @throws ToolInputError when the value is not a whole number from 1 to 3999.
 */
export function toRoman(value: number): string {
  if (!Number.isInteger(value) || value < MIN_ROMAN || value > MAX_ROMAN) {
    throw new ToolInputError(
      value === 0 ? 'Roman numerals have no zero: enter a number from 1 to 3999.' : `Enter a whole number from ${MIN_ROMAN} to ${MAX_ROMAN}: standard Roman numerals stop at MMMCMXCIX.`,
    );
  }
  let n = value;
  let out = '';
  for (const [symbol, v] of SYMBOLS) {
    while (n >= v) {
      out += symbol;
      n -= v;
    }
  }
  return out;
}

/**
 * Reads a number typed in Arabic digits for {@link toRoman}.
 *
 * @param text - e.g. `1994`, ` 42 `.
 * @returns the number.
 * @throws ToolInputError when the text is not a whole number from 1 to 3999.
 */
export function parseArabic(text: string): number {
  const t = text.trim();
  if (t === '') throw new ToolInputError('Enter a number from 1 to 3999.');
  if (!/^[+-]?\d+$/.test(t)) {
    throw new ToolInputError(/^[+-]?\d*[.,]\d+$/.test(t) ? 'Roman numerals write whole numbers only: enter a number from 1 to 3999 without decimals.' : `"${t.slice(0, 20)}" is not a number: enter digits, such as 1994.`);
  }
  const n = t.length > 10 ? Number.POSITIVE_INFINITY : Number(t);
  toRoman(n); // throws the message for a number out of range
  return n;
}

/** How strictly {@link fromRoman} reads a numeral. */
export type RomanReading = 'strict' | 'lenient';

/**
 * Reads a Roman numeral.
 *
 * Strict (the default) accepts only the standard form {@link toRoman} writes, and says why
 * another numeral is not standard: a symbol repeated more than three times (IIII), V, L or D
 * repeated (VV) or subtracted (VX), a subtraction other than the six pairs (IC, IL, XM), a
 * subtractive pair followed by a symbol it includes (IXI, XCX), or symbols out of order (IIV).
 * Lenient reads any string of symbols by the additive–subtractive rule (a symbol smaller than
 * the next is subtracted): IIII = 4, IC = 99, IIX = 8, as clock faces and some old inscriptions
 * write; the value must still be 1–3999 and the result is shown with its standard form.
 * Lower case letters are accepted.
 *
 * @param text - the numeral.
 * @param reading - `strict` (default) or `lenient`.
 * @returns the number, 1–3999.
 * @throws ToolInputError naming the problem and its 1-based position.
 */
export function fromRoman(text: string, reading: RomanReading = 'strict'): number {
  const s = text.trim().toUpperCase();
  if (s === '') throw new ToolInputError('Enter a Roman numeral, such as MCMXCIV.');
  if (s.length > 100) throw new ToolInputError('The numeral is too long: standard numerals have at most 15 symbols (MMMDCCCLXXXVIII).');
  const offset = text.indexOf(text.trim());
  for (let i = 0; i < s.length; i++) {
    if (VALUE[s[i]!] === undefined) {
      throw new ToolInputError(`"${text.trim()[i]}" at position ${i + 1} is not a Roman numeral symbol: use I, V, X, L, C, D and M.`, { position: offset + i });
    }
  }
  if (reading === 'lenient') {
    let total = 0;
    for (let i = 0; i < s.length; i++) {
      const v = VALUE[s[i]!]!;
      const next = i + 1 < s.length ? VALUE[s[i + 1]!]! : 0;
      total += v < next ? -v : v;
    }
    if (total < MIN_ROMAN || total > MAX_ROMAN) throw new ToolInputError(`"${s}" reads as ${total}: only 1 to 3999 can be converted.`);
    return total;
  }
  const problem = standardProblem(s);
  if (problem) throw new ToolInputError(`${s} is not a standard Roman numeral: ${problem.reason}`, { position: offset + problem.index });
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const v = VALUE[s[i]!]!;
    const next = i + 1 < s.length ? VALUE[s[i + 1]!]! : 0;
    total += v < next ? -v : v;
  }
  if (total > MAX_ROMAN) throw new ToolInputError(`${s} is ${total}: standard Roman numerals stop at 3999 (MMMCMXCIX).`);
  return total;
}

const SUBTRACTIVE = new Set(['IV', 'IX', 'XL', 'XC', 'CD', 'CM']);

/** Why a numeral is not in standard form (and at which 0-based index), or null when it is. */
function standardProblem(s: string): { reason: string; index: number } | null {
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    const run = /^(.)\1*/.exec(s.slice(i))![0].length;
    if ('VLD'.includes(c) && run > 1) return { reason: `${c} is never repeated (${c}${c} is written ${({ V: 'X', L: 'C', D: 'M' } as Record<string, string>)[c]}). At position ${i + 2}.`, index: i + 1 };
    if (run > 3 && c !== 'M') return { reason: `${c} is repeated more than three times (${c.repeat(4)} is written ${toRoman(VALUE[c]! * 4)}). At position ${i + 4}.`, index: i + 3 };
    if (run > 3) return { reason: `M is repeated more than three times: standard numerals stop at 3999. At position ${i + 4}.`, index: i + 3 };
    const next = s[i + 1];
    if (next !== undefined && VALUE[c]! < VALUE[next]!) {
      const pair = c + next;
      if ('VLD'.includes(c)) return { reason: `${c} is never subtracted (${pair} is not a numeral). At position ${i + 1}.`, index: i };
      if (!SUBTRACTIVE.has(pair)) {
        const allowed = c === 'I' ? 'V and X' : c === 'X' ? 'L and C' : 'D and M';
        return { reason: `${c} is only subtracted from ${allowed} (${pair} is not one of IV, IX, XL, XC, CD, CM). At position ${i + 1}.`, index: i };
      }
      if (i > 0 && s[i - 1] === c) return { reason: `${c} is subtracted after being added (${c}${pair}). At position ${i}.`, index: i - 1 };
    }
  }
  // Every symbol is allowed where it is; the remaining faults are ordering ones (IXI, XCX, VIV…):
  // the standard form of the value read must be the numeral itself.
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const v = VALUE[s[i]!]!;
    const next = i + 1 < s.length ? VALUE[s[i + 1]!]! : 0;
    total += v < next ? -v : v;
  }
  if (total >= MIN_ROMAN && total <= MAX_ROMAN) {
    const standard = toRoman(total);
    if (standard !== s) {
      let index = 0;
      while (index < s.length && s[index] === standard[index]) index++;
      return { reason: `its symbols are out of order (${total} is written ${standard}). At position ${index + 1}.`, index: Math.min(index, s.length - 1) };
    }
  }
  return null;
}

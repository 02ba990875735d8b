import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { morseConverter } from './meta.js';
import { ITU_MORSE_CODE, morseToText, textToMorse, UNKNOWN_GROUP_MARK } from './morse-converter.js';
import { morseConverterState } from './state.js';

const inputError = expectToolInputError;

// Recommendation ITU-R M.1677-1 (10/2009), §1.1.1 letters, §1.1.2 figures, §1.1.3 punctuation marks
// and miscellaneous signs, written out from the Recommendation (• = dot, − = dash there).
const ITU_M1677: [string, string][] = [
  ['A', '.-'], ['B', '-...'], ['C', '-.-.'], ['D', '-..'], ['E', '.'], ['É', '..-..'], ['F', '..-.'], ['G', '--.'],
  ['H', '....'], ['I', '..'], ['J', '.---'], ['K', '-.-'], ['L', '.-..'], ['M', '--'], ['N', '-.'], ['O', '---'],
  ['P', '.--.'], ['Q', '--.-'], ['R', '.-.'], ['S', '...'], ['T', '-'], ['U', '..-'], ['V', '...-'], ['W', '.--'],
  ['X', '-..-'], ['Y', '-.--'], ['Z', '--..'],
  ['1', '.----'], ['2', '..---'], ['3', '...--'], ['4', '....-'], ['5', '.....'],
  ['6', '-....'], ['7', '--...'], ['8', '---..'], ['9', '----.'], ['0', '-----'],
  ['.', '.-.-.-'], [',', '--..--'], [':', '---...'], ['?', '..--..'], ["'", '.----.'], ['-', '-....-'], ['/', '-..-.'],
  ['(', '-.--.'], [')', '-.--.-'], ['"', '.-..-.'], ['=', '-...-'], ['+', '.-.-.'], ['×', '-..-'], ['@', '.--.-.'],
];

describe('the ITU-R M.1677-1 table', () => {
  it.each(ITU_M1677)('encodes %s as %s', (char, code) => {
    expect(textToMorse(char)).toEqual({ morse: code, unknown: [] });
    if (char !== '×') expect(morseToText(code)).toEqual({ text: char, unknown: [] });
  });

  it('holds exactly these characters', () => {
    expect(ITU_MORSE_CODE.map((m) => [m.char, m.code])).toEqual(ITU_M1677);
  });

  it('decodes the multiplication sign as X, whose signal it shares (§1.1.3)', () => {
    expect(morseToText('-..-').text).toBe('X');
  });

  it('gives every code group a single meaning, except × = X', () => {
    const codes = ITU_M1677.filter(([c]) => c !== '×').map(([, code]) => code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('text to Morse', () => {
  it('encodes SOS as ... --- ...', () => {
    expect(textToMorse('SOS').morse).toBe('... --- ...');
    expect(textToMorse('sos').morse).toBe('... --- ...');
  });

  it('separates letters by a space and words by " / "', () => {
    expect(textToMorse('Hi there').morse).toBe('.... .. / - .... . .-. .');
    expect(textToMorse('  a \n\t b ').morse).toBe('.- / -...');
    expect(textToMorse('café').morse).toBe('-.-. .- ..-. ..-..');
    expect(textToMorse('').morse).toBe('');
  });

  it('lists the characters it cannot encode, with their positions', () => {
    const result = textToMorse('a#b ß#!');
    // The second word has no encodable character, so it leaves no empty word behind.
    expect(result.morse).toBe('.- -...');
    expect(result.unknown).toEqual([
      { char: '#', positions: [2, 6] },
      { char: 'ß', positions: [5] },
      { char: '!', positions: [7] },
    ]);
  });
});

describe('Morse to text', () => {
  it('decodes letters and words', () => {
    expect(morseToText('... --- ...').text).toBe('SOS');
    expect(morseToText('.... .. / - .... . .-. .').text).toBe('HI THERE');
    expect(morseToText('....   ..|-').text).toBe('HI T');
    expect(morseToText(' ... \n --- ').text).toBe('S O');
    expect(morseToText('').text).toBe('');
    expect(morseToText(' / / ').text).toBe('');
  });

  it('accepts typographic dots and dashes', () => {
    expect(morseToText('··· ——— ···').text).toBe('SOS');
    expect(morseToText('•−•• _ _ _').text).toBe('LTTT');
  });

  it('reports unknown code groups with their positions', () => {
    // "........" is the error signal and "...-." the "understood" signal (§1.1.3): not characters.
    const result = morseToText('.... ........ .. / ........ ...-.');
    expect(result.text).toBe(`H${UNKNOWN_GROUP_MARK}I ${UNKNOWN_GROUP_MARK}${UNKNOWN_GROUP_MARK}`);
    expect(result.unknown).toEqual([
      { code: '........', positions: [6, 20] },
      { code: '...-.', positions: [29] },
    ]);
  });

  it('names a character that is not Morse', () => {
    const err = inputError(() => morseToText('... --- x..'));
    expect(err.message).toMatch(/^Invalid character "x" at position 9: Morse code is written with dots/);
    expect(err.position).toBe(8);
    expect(inputError(() => morseToText('...\n-0-')).message).toMatch(/"0" at line 2, column 2/);
  });
});

describe('round trip', () => {
  const supported = ITU_M1677.map(([c]) => c).filter((c) => c !== '×');
  it('decodes what it encodes, for text in the supported alphabet', () => {
    const word = fc.array(fc.constantFrom(...supported), { minLength: 1, maxLength: 8 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(fc.array(word, { maxLength: 6 }), (words) => {
        const text = words.join(' ');
        expect(morseToText(textToMorse(text).morse)).toEqual({ text, unknown: [] });
      }),
    );
  });
});

describe('morse converter: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(morseConverter, morseConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => textToMorse(s));
    fuzzToolFunction((s: string) => morseToText(s));
    fuzzToolFunction((s: string) => morseToText(s), fc.stringMatching(/^[.\-/| \n·_]{0,60}$/));
  });
});

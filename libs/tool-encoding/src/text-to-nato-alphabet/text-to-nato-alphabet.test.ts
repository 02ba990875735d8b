import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textToNatoAlphabet } from './meta.js';
import { textToNatoAlphabetState } from './state.js';
import { ICAO_SPELLING_ALPHABET, textToNato } from './text-to-nato-alphabet.js';

// ICAO Annex 10, Volume II, §5.2.1.3 Figure 5-1 (letters: word and pronunciation; stressed
// syllables are underlined in the original) and §5.2.1.4.3.1 (number elements: word, pronunciation).
const ANNEX_10: [string, string, string][] = [
  ['A', 'Alfa', 'AL FAH'],
  ['B', 'Bravo', 'BRAH VOH'],
  ['C', 'Charlie', 'CHAR LEE or SHAR LEE'],
  ['D', 'Delta', 'DELL TAH'],
  ['E', 'Echo', 'ECK OH'],
  ['F', 'Foxtrot', 'FOKS TROT'],
  ['G', 'Golf', 'GOLF'],
  ['H', 'Hotel', 'HOH TELL'],
  ['I', 'India', 'IN DEE AH'],
  ['J', 'Juliett', 'JEW LEE ETT'],
  ['K', 'Kilo', 'KEY LOH'],
  ['L', 'Lima', 'LEE MAH'],
  ['M', 'Mike', 'MIKE'],
  ['N', 'November', 'NO VEM BER'],
  ['O', 'Oscar', 'OSS CAH'],
  ['P', 'Papa', 'PAH PAH'],
  ['Q', 'Quebec', 'KEH BECK'],
  ['R', 'Romeo', 'ROW ME OH'],
  ['S', 'Sierra', 'SEE AIR RAH'],
  ['T', 'Tango', 'TANG GO'],
  ['U', 'Uniform', 'YOU NEE FORM or OO NEE FORM'],
  ['V', 'Victor', 'VIK TAH'],
  ['W', 'Whiskey', 'WISS KEY'],
  ['X', 'X-ray', 'ECKS RAY'],
  ['Y', 'Yankee', 'YANG KEY'],
  ['Z', 'Zulu', 'ZOO LOO'],
  ['0', 'Zero', 'ZE-RO'],
  ['1', 'One', 'WUN'],
  ['2', 'Two', 'TOO'],
  ['3', 'Three', 'TREE'],
  ['4', 'Four', 'FOW-er'],
  ['5', 'Five', 'FIFE'],
  ['6', 'Six', 'SIX'],
  ['7', 'Seven', 'SEV-en'],
  ['8', 'Eight', 'AIT'],
  ['9', 'Nine', 'NIN-er'],
];

describe('the ICAO Annex 10 spelling alphabet', () => {
  it.each(ANNEX_10)('spells %s as %s (%s)', (char, word, pronunciation) => {
    expect(textToNato(char)).toEqual({ spelled: word, unknown: [] });
    expect(textToNato(char.toLowerCase()).spelled).toBe(word);
    expect(textToNato(char, { pronunciation: true }).spelled).toBe(`${word} (${pronunciation})`);
  });

  it('covers exactly A–Z and 0–9, in order', () => {
    expect(ICAO_SPELLING_ALPHABET.map((w) => [w.char, w.word, w.pronunciation])).toEqual(ANNEX_10);
  });

  it('spells the whole alphabet in one go', () => {
    expect(textToNato('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789').spelled).toBe(ANNEX_10.map(([, word]) => word).join(' '));
  });
});

describe('words, separators and unknown characters', () => {
  it('separates the words of the input visibly', () => {
    expect(textToNato('SOS 1').spelled).toBe('Sierra Oscar Sierra / One');
    expect(textToNato('  hi \n\t there ').spelled).toBe('Hotel India / Tango Hotel Echo Romeo Echo');
    expect(textToNato('hi there', { wordSeparator: 'newline' }).spelled).toBe('Hotel India\nTango Hotel Echo Romeo Echo');
    expect(textToNato('').spelled).toBe('');
  });

  it('keeps characters without a code word and lists them with their positions', () => {
    const result = textToNato('Café-2, ok!-');
    expect(result.spelled).toBe('Charlie Alfa Foxtrot é - Two , / Oscar Kilo ! -');
    expect(result.unknown).toEqual([
      { char: 'é', positions: [4] },
      { char: '-', positions: [5, 12] },
      { char: ',', positions: [7] },
      { char: '!', positions: [11] },
    ]);
  });

  it('counts positions in code points (an emoji is one character)', () => {
    expect(textToNato('😀a😀').unknown).toEqual([{ char: '😀', positions: [1, 3] }]);
  });

  it('gives one code word or kept character per non-space character of any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'ab19 -é'.split('')), maxLength: 40 }), (text) => {
        const { spelled } = textToNato(text);
        const tokens = spelled.split(' / ').flatMap((w) => w.split(' ')).filter(Boolean);
        expect(tokens.length).toBe([...text.replace(/\s+/g, '')].length);
      }),
    );
  });
});

describe('text to NATO alphabet: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(textToNatoAlphabet, textToNatoAlphabetState);
  });

  it('never throws, whatever the input', () => {
    fuzzToolFunction((s: string) => textToNato(s));
    fuzzToolFunction((s: string) => textToNato(s, { pronunciation: true, wordSeparator: 'newline' }));
  });
});

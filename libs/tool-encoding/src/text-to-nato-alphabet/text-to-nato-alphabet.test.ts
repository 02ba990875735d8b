import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textToNatoAlphabet } from './meta.js';
import { textToNatoAlphabetState } from './state.js';
import { ICAO_SPELLING_ALPHABET, ITU_FIGURE_CODE, SPELLING_ALPHABET_IDS, SPELLING_ALPHABETS, spellingTable, textToNato, type NatoFigures, type SpellingAlphabetId } from './text-to-nato-alphabet.js';

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

describe('ICAO and ITU figures, decimal point and full stop', () => {
  // ITU Radio Regulations, Appendix 14, "figure code": word and pronunciation.
  const APPENDIX_14: [string, string, string][] = [
    ['0', 'Nadazero', 'NAH-DAH-ZAY-ROH'],
    ['1', 'Unaone', 'OO-NAH-WUN'],
    ['2', 'Bissotwo', 'BEES-SOH-TOO'],
    ['3', 'Terrathree', 'TAY-RAH-TREE'],
    ['4', 'Kartefour', 'KAR-TAY-FOWER'],
    ['5', 'Pantafive', 'PAN-TAH-FIVE'],
    ['6', 'Soxisix', 'SOK-SEE-SIX'],
    ['7', 'Setteseven', 'SAY-TAY-SEVEN'],
    ['8', 'Oktoeight', 'OK-TOH-AIT'],
    ['9', 'Novenine', 'NO-VAY-NINER'],
  ];

  it('spells digits with the ITU figure code', () => {
    expect(ITU_FIGURE_CODE.map((w) => [w.char, w.word, w.pronunciation])).toEqual(APPENDIX_14);
    expect(textToNato('0123456789', { figures: 'itu' }).spelled).toBe(APPENDIX_14.map(([, w]) => w).join(' '));
  });

  it('spells digits as ICAO pronounces them: Tree, Fife, Niner (Annex 10 §5.2.1.4.3.1)', () => {
    expect(textToNato('359', { figures: 'spoken' }).spelled).toBe('Tree Fife Niner');
    expect(textToNato('0124678', { figures: 'spoken' }).spelled).toBe('Zero Wun Too Fower Six Seven Ait');
    // Figures only change in the ICAO alphabet.
    expect(textToNato('3', { alphabet: 'fr', figures: 'itu' }).spelled).toBe('Trois');
  });

  it('says "Decimal" for a point between digits and "Stop" for a full stop (ITU RR Appendix 14)', () => {
    expect(textToNato('118.35 ok.', { punctuation: true }).spelled).toBe('One One Eight Decimal Three Five / Oscar Kilo Stop');
    expect(textToNato('1.5', { punctuation: true, pronunciation: true, figures: 'itu' }).spelled).toBe(
      'Unaone (OO-NAH-WUN) Decimal (DAY-SEE-MAL) Pantafive (PAN-TAH-FIVE)',
    );
    // Without the option, punctuation is kept as it is and listed.
    expect(textToNato('1.5')).toEqual({ spelled: 'One . Five', unknown: [{ char: '.', positions: [2] }] });
  });

  it('names the other punctuation marks when asked', () => {
    expect(textToNato('a@b-c/d', { punctuation: true }).spelled).toBe('Alfa At Bravo Hyphen Charlie Slash Delta');
  });
});

describe('national spelling alphabets', () => {
  // DIN 5009:2022-06, Buchstabiertafel: letter and word.
  const DIN_5009_2022: [string, string][] = [
    ['A', 'Aachen'], ['Ä', 'Umlaut Aachen'], ['B', 'Berlin'], ['C', 'Chemnitz'], ['D', 'Düsseldorf'], ['E', 'Essen'], ['F', 'Frankfurt'], ['G', 'Goslar'],
    ['H', 'Hamburg'], ['I', 'Ingelheim'], ['J', 'Jena'], ['K', 'Köln'], ['L', 'Leipzig'], ['M', 'München'], ['N', 'Nürnberg'], ['O', 'Offenbach'],
    ['Ö', 'Umlaut Offenbach'], ['P', 'Potsdam'], ['Q', 'Quickborn'], ['R', 'Rostock'], ['S', 'Salzwedel'], ['ß', 'Eszett'], ['T', 'Tübingen'], ['U', 'Unna'],
    ['Ü', 'Umlaut Unna'], ['V', 'Völklingen'], ['W', 'Wuppertal'], ['X', 'Xanten'], ['Y', 'Ypsilon'], ['Z', 'Zwickau'],
  ];

  it('German: DIN 5009:2022, letter by letter, ß apart from "ss"', () => {
    expect(SPELLING_ALPHABETS.de.letters.map((w) => [w.char, w.word])).toEqual(DIN_5009_2022);
    expect(textToNato('Müller', { alphabet: 'de' }).spelled).toBe('München Umlaut Unna Leipzig Leipzig Essen Rostock');
    expect(textToNato('Straße STRASSE ẞ', { alphabet: 'de' }).spelled).toBe(
      'Salzwedel Tübingen Rostock Aachen Eszett Essen / Salzwedel Tübingen Rostock Aachen Salzwedel Salzwedel Essen / Eszett',
    );
    expect(textToNato('2', { alphabet: 'de' }).spelled).toBe('Zwo');
  });

  it('German, first names (DIN 5009 before 2022): "Sch" and "Ch" are one code word', () => {
    expect(textToNato('Schach', { alphabet: 'de-names' }).spelled).toBe('Schule Anton Charlotte');
    expect(textToNato('Nathan', { alphabet: 'de-names' }).spelled).toBe('Nordpol Anton Theodor Heinrich Anton Nordpol');
  });

  it('French, Italian, Spanish, Dutch and Swedish', () => {
    expect(textToNato('Dupont', { alphabet: 'fr' }).spelled).toBe('Désiré Ursule Pierre Oscar Nicolas Thérèse');
    expect(textToNato('Roma 1', { alphabet: 'it' }).spelled).toBe('Roma Otranto Milano Ancona / Uno');
    // CH and LL are letters of the traditional Spanish alphabet; Ñ has its own word.
    expect(textToNato('Chile, llama, Ñu', { alphabet: 'es', punctuation: true }).spelled).toBe(
      'Chocolate Inés Lorenzo Enrique Coma / Llave Antonio Madrid Antonio Coma / Ñoño Ulises',
    );
    expect(textToNato('¿Sí?', { alphabet: 'es', punctuation: true }).unknown).toEqual([{ char: 'í', positions: [3] }]);
    // IJ is one letter in Dutch, also as the ligature Ĳ.
    expect(textToNato('IJssel ĳs', { alphabet: 'nl' }).spelled).toBe('IJmuiden Simon Simon Eduard Lodewijk / IJmuiden Simon');
    expect(textToNato('Åsa 2', { alphabet: 'sv' }).spelled).toBe('Åke Sigurd Adam / Tvåa');
  });

  it('Russian and Greek (accents and final sigma folded)', () => {
    expect(textToNato('Щука й', { alphabet: 'ru' }).spelled).toBe('Щука Ульяна Константин Анна / Иван краткий');
    expect(textToNato('Αθήνα ψυχής', { alphabet: 'el' }).spelled).toBe('Αστήρ Θεά Ηρώ Ναός Αστήρ / Ψυχή Ύμνος Χαρά Ηρώ Σοφία');
    // In Greek, ";" is the question mark.
    expect(textToNato('Ναι;', { alphabet: 'el', punctuation: true }).spelled).toBe('Ναός Αστήρ Ίρις Ερωτηματικό');
  });

  it('Korean: syllables split into basic jamo (Unicode §3.12)', () => {
    // 한 = ㅎ ㅏ ㄴ, 글 = ㄱ ㅡ ㄹ.
    expect(textToNato('한글', { alphabet: 'ko' }).spelled).toBe('하천 아버지 나비 기러기 으뜸 로마');
    // 까 = ㄲ ㅏ, and ㄲ is ㄱ ㄱ; 왜 = ㅇ ㅙ, and ㅙ is ㅗ ㅏ ㅣ.
    expect(textToNato('까 왜', { alphabet: 'ko' }).spelled).toBe('기러기 기러기 아버지 / 잉어 오징어 아버지 이순신');
    expect(textToNato('한x', { alphabet: 'ko' }).unknown).toEqual([{ char: 'x', positions: [2] }]);
  });

  it('Japanese (Wabun): katakana, hiragana, voiced marks, small and half-width kana', () => {
    expect(textToNato('ガス', { alphabet: 'ja' }).spelled).toBe('為替のカ 濁点 すずめのス');
    expect(textToNato('がす', { alphabet: 'ja' }).spelled).toBe('為替のカ 濁点 すずめのス');
    expect(textToNato('ｶﾞｽ', { alphabet: 'ja' }).spelled).toBe('為替のカ 濁点 すずめのス');
    expect(textToNato('パン', { alphabet: 'ja' }).spelled).toBe('はがきのハ 半濁点 おしまいのン');
    expect(textToNato('キッテ', { alphabet: 'ja' }).spelled).toBe('切手のキ つるかめのツ 手紙のテ');
    expect(textToNato('１９', { alphabet: 'ja' }).spelled).toBe('数字のひと 数字のきゅう');
  });

  it('spells every entry of every table as its word, in either case', () => {
    for (const id of SPELLING_ALPHABET_IDS) {
      for (const figures of ['icao', 'spoken', 'itu'] as NatoFigures[]) {
        for (const entry of spellingTable(id, { figures, punctuation: true })) {
          expect(textToNato(entry.char, { alphabet: id, figures, punctuation: true }).spelled, `${id} ${entry.char}`).toBe(entry.word);
          expect(textToNato(entry.char.toLowerCase(), { alphabet: id, figures, punctuation: true }).spelled, `${id} ${entry.char}`).toBe(entry.word);
        }
      }
    }
  });

  it('has distinct characters and ten digits in every table, and a source for each', () => {
    for (const id of SPELLING_ALPHABET_IDS) {
      const alphabet = SPELLING_ALPHABETS[id];
      const chars = spellingTable(id, { punctuation: true }).map((w) => w.char.toUpperCase());
      expect(new Set(chars).size, id).toBe(chars.length);
      expect(alphabet.digits.map((w) => w.char).join(''), id).toBe('0123456789');
      expect(alphabet.source.length, id).toBeGreaterThan(10);
    }
  });
});

describe('text to NATO alphabet: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(textToNatoAlphabet, textToNatoAlphabetState);
  });

  it('never throws, whatever the input', () => {
    fuzzToolFunction((s: string) => textToNato(s));
    fuzzToolFunction((s: string) => textToNato(s, { pronunciation: true, wordSeparator: 'newline' }));
    fuzzToolFunction(
      ([s, alphabet]: [string, SpellingAlphabetId]) => textToNato(s, { alphabet, punctuation: true, figures: 'itu' }),
      fc.tuple(hostileText, fc.constantFrom(...SPELLING_ALPHABET_IDS)),
      40,
    );
  });
});

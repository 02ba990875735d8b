/** One code word of a spelling alphabet. */
export interface SpellingCodeWord {
  /** What it spells: a letter (`A`, `Ä`), a digraph (`Ch`, `IJ`), a digit or a punctuation mark. */
  char: string;
  /** The code word, as the source spells it: `Alfa`, `Umlaut Aachen`, `朝日のア`… */
  word: string;
  /** The pronunciation the source gives, when it gives one (ICAO, ITU): `AL FAH`, `NIN-er`. */
  pronunciation?: string;
}

/** The spelling alphabets this tool knows; `icao` is the international one. */
export type SpellingAlphabetId = 'icao' | 'de' | 'de-names' | 'fr' | 'it' | 'es' | 'nl' | 'sv' | 'ru' | 'el' | 'ko' | 'ja';

/** A national or international spelling alphabet, with digits and punctuation. */
export interface SpellingAlphabet {
  id: SpellingAlphabetId;
  /** The alphabet's name in English, e.g. `German (DIN 5009:2022)`. */
  name: string;
  /** BCP 47 tag of the language of its words. */
  language: string;
  /** Where its tables come from. */
  source: string;
  /** The letters (and digraphs), in the source's order. */
  letters: readonly SpellingCodeWord[];
  /** The digits 0–9. */
  digits: readonly SpellingCodeWord[];
  /** Punctuation marks, spelled only when asked. */
  punctuation: readonly SpellingCodeWord[];
  /** The word for "." between two digits, when the source has one (ICAO and ITU "Decimal"). */
  decimal?: SpellingCodeWord;
  /** Other forms of letters the tables spell, e.g. `ẞ` for `ß`. */
  aliases?: Readonly<Record<string, string>>;
}

/** Builds code words from a string of characters and a list of words, in the same order. */
function table(chars: readonly string[], words: readonly string[]): SpellingCodeWord[] {
  if (chars.length !== words.length) throw new Error(`Spelling table: ${chars.length} characters for ${words.length} words.`);
  return chars.map((char, i) => ({ char, word: words[i] as string }));
}

const LATIN = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const DIGITS = [...'0123456789'];
/** The punctuation marks spelled in every language below, in this order. */
const MARKS = ['.', ',', '?', '!', '-', '/', ':', ';', '@', '(', ')'];

/**
 * The ICAO (NATO) radiotelephony spelling alphabet: ICAO Annex 10, Volume II, §5.2.1.3 (letters,
 * Figure 5-1) and §5.2.1.4.3.1 (figures, "number element" and pronunciation). The same words are
 * the NATO phonetic alphabet (ACP 131) and the ITU's (Radio Regulations Appendix 14).
 */
export const ICAO_SPELLING_ALPHABET: readonly (SpellingCodeWord & { pronunciation: string })[] = [
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

/**
 * The ICAO figures as radio operators say them: the pronunciations of ICAO Annex 10, Vol. II,
 * §5.2.1.4.3.1 written as words (TREE → "Tree", FIFE → "Fife", NIN-er → "Niner", FOW-er →
 * "Fower", AIT → "Ait", WUN → "Wun", TOO → "Too").
 */
export const ICAO_SPOKEN_FIGURES: readonly SpellingCodeWord[] = table(DIGITS, ['Zero', 'Wun', 'Too', 'Tree', 'Fower', 'Fife', 'Six', 'Seven', 'Ait', 'Niner']);

/**
 * The figure code of the ITU Radio Regulations, Appendix 14 ("Phonetic alphabet and figure code"),
 * with its pronunciations; it also gives "Decimal" for the decimal point and "Stop" for the full stop.
 */
export const ITU_FIGURE_CODE: readonly (SpellingCodeWord & { pronunciation: string })[] = [
  { char: '0', word: 'Nadazero', pronunciation: 'NAH-DAH-ZAY-ROH' },
  { char: '1', word: 'Unaone', pronunciation: 'OO-NAH-WUN' },
  { char: '2', word: 'Bissotwo', pronunciation: 'BEES-SOH-TOO' },
  { char: '3', word: 'Terrathree', pronunciation: 'TAY-RAH-TREE' },
  { char: '4', word: 'Kartefour', pronunciation: 'KAR-TAY-FOWER' },
  { char: '5', word: 'Pantafive', pronunciation: 'PAN-TAH-FIVE' },
  { char: '6', word: 'Soxisix', pronunciation: 'SOK-SEE-SIX' },
  { char: '7', word: 'Setteseven', pronunciation: 'SAY-TAY-SEVEN' },
  { char: '8', word: 'Oktoeight', pronunciation: 'OK-TOH-AIT' },
  { char: '9', word: 'Novenine', pronunciation: 'NO-VAY-NINER' },
];

const ICAO: SpellingAlphabet = {
  id: 'icao',
  name: 'International (ICAO/NATO)',
  language: 'en',
  source:
    'ICAO Annex 10, Vol. II, §5.2.1.3 and §5.2.1.4.3.1; ITU Radio Regulations Appendix 14 for "Decimal" and "Stop"; other punctuation: the usual English names.',
  letters: ICAO_SPELLING_ALPHABET.slice(0, 26),
  digits: ICAO_SPELLING_ALPHABET.slice(26),
  // "." is "Stop" (full stop) except between digits, where it is "Decimal" (ITU RR Appendix 14;
  // ICAO Annex 10 §5.2.1.4.3.1 also has "Decimal", DAY-SEE-MAL). The others are plain English names.
  punctuation: [
    { char: '.', word: 'Stop', pronunciation: 'STOP' },
    ...table(MARKS.slice(1), ['Comma', 'Question mark', 'Exclamation mark', 'Hyphen', 'Slash', 'Colon', 'Semicolon', 'At', 'Open bracket', 'Close bracket']),
  ],
  decimal: { char: '.', word: 'Decimal', pronunciation: 'DAY-SEE-MAL' },
};

// Digits and punctuation of the national alphabets: the language's number words and the usual
// names of the marks (no standard table gives them), unless a source is named.

/**
 * German, DIN 5009:2022-06 "Ansagen und Diktieren von Texten und Schriftzeichen", Buchstabiertafel
 * (city names; the words for "Ch" and "Sch" of the earlier editions were dropped). Digits: German
 * number words, with "Zwo" for 2 as said on the telephone and radio to tell it from "drei".
 */
const DE: SpellingAlphabet = {
  id: 'de',
  name: 'German (DIN 5009:2022)',
  language: 'de',
  source: 'DIN 5009:2022-06, Buchstabiertafel (Städtenamen).',
  letters: table(
    [...'AÄBCDEFGHIJKLMNOÖPQRSßTUÜVWXYZ'],
    [
      'Aachen', 'Umlaut Aachen', 'Berlin', 'Chemnitz', 'Düsseldorf', 'Essen', 'Frankfurt', 'Goslar', 'Hamburg', 'Ingelheim', 'Jena', 'Köln', 'Leipzig',
      'München', 'Nürnberg', 'Offenbach', 'Umlaut Offenbach', 'Potsdam', 'Quickborn', 'Rostock', 'Salzwedel', 'Eszett', 'Tübingen', 'Unna', 'Umlaut Unna',
      'Völklingen', 'Wuppertal', 'Xanten', 'Ypsilon', 'Zwickau',
    ],
  ),
  digits: table(DIGITS, ['Null', 'Eins', 'Zwo', 'Drei', 'Vier', 'Fünf', 'Sechs', 'Sieben', 'Acht', 'Neun']),
  punctuation: table(MARKS, ['Punkt', 'Komma', 'Fragezeichen', 'Ausrufezeichen', 'Bindestrich', 'Schrägstrich', 'Doppelpunkt', 'Semikolon', 'At-Zeichen', 'Klammer auf', 'Klammer zu']),
  aliases: { ẞ: 'ß' },
};

/**
 * German, the first-name table of DIN 5009 before 2022 (as in DIN 5009:1996 and :2005, from Anton
 * to Zacharias, with Ch "Charlotte" and Sch "Schule"); still widely used.
 */
const DE_NAMES: SpellingAlphabet = {
  ...DE,
  id: 'de-names',
  name: 'German, first names (DIN 5009 before 2022)',
  source: 'DIN 5009:1996 and DIN 5009:2005, Buchstabiertafel (Vornamen), withdrawn in 2022.',
  letters: table(
    ['A', 'Ä', 'B', 'C', 'Ch', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'Ö', 'P', 'Q', 'R', 'S', 'Sch', 'ß', 'T', 'U', 'Ü', 'V', 'W', 'X', 'Y', 'Z'],
    [
      'Anton', 'Ärger', 'Berta', 'Cäsar', 'Charlotte', 'Dora', 'Emil', 'Friedrich', 'Gustav', 'Heinrich', 'Ida', 'Julius', 'Kaufmann', 'Ludwig', 'Martha', 'Nordpol',
      'Otto', 'Ökonom', 'Paula', 'Quelle', 'Richard', 'Samuel', 'Schule', 'Eszett', 'Theodor', 'Ulrich', 'Übermut', 'Viktor', 'Wilhelm', 'Xanthippe', 'Ypsilon',
      'Zacharias',
    ],
  ),
};

/** French: the traditional French spelling alphabet ("alphabet radio" of the PTT), first names. */
const FR: SpellingAlphabet = {
  id: 'fr',
  name: 'French',
  language: 'fr',
  source: 'The French spelling alphabet of the PTT (as listed in Wikipedia, "Alphabet radio").',
  letters: table(LATIN, [
    'Anatole', 'Berthe', 'Célestin', 'Désiré', 'Eugène', 'François', 'Gaston', 'Henri', 'Irma', 'Joseph', 'Kléber', 'Louis', 'Marcel', 'Nicolas', 'Oscar', 'Pierre',
    'Quintal', 'Raoul', 'Suzanne', 'Thérèse', 'Ursule', 'Victor', 'William', 'Xavier', 'Yvonne', 'Zoé',
  ]),
  digits: table(DIGITS, ['Zéro', 'Un', 'Deux', 'Trois', 'Quatre', 'Cinq', 'Six', 'Sept', 'Huit', 'Neuf']),
  punctuation: table(MARKS, [
    'Point', 'Virgule', "Point d'interrogation", "Point d'exclamation", "Trait d'union", 'Barre oblique', 'Deux-points', 'Point-virgule', 'Arobase',
    'Parenthèse ouvrante', 'Parenthèse fermante',
  ]),
};

/**
 * Italian: the Italian telephone alphabet ("alfabeto telefonico"), Italian towns; it has no
 * official standard and the words for the foreign letters J, K, W, X, Y vary (Jolly, Kappa,
 * Washington, Xeres, York here).
 */
const IT: SpellingAlphabet = {
  id: 'it',
  name: 'Italian',
  language: 'it',
  source: 'The Italian telephone alphabet (alfabeto telefonico), Italian town names; no official standard.',
  letters: table(LATIN, [
    'Ancona', 'Bologna', 'Como', 'Domodossola', 'Empoli', 'Firenze', 'Genova', 'Hotel', 'Imola', 'Jolly', 'Kappa', 'Livorno', 'Milano', 'Napoli', 'Otranto',
    'Palermo', 'Quarto', 'Roma', 'Savona', 'Torino', 'Udine', 'Venezia', 'Washington', 'Xeres', 'York', 'Zara',
  ]),
  digits: table(DIGITS, ['Zero', 'Uno', 'Due', 'Tre', 'Quattro', 'Cinque', 'Sei', 'Sette', 'Otto', 'Nove']),
  punctuation: table(MARKS, [
    'Punto', 'Virgola', 'Punto interrogativo', 'Punto esclamativo', 'Trattino', 'Barra', 'Due punti', 'Punto e virgola', 'Chiocciola', 'Parentesi aperta',
    'Parentesi chiusa',
  ]),
};

/**
 * Spanish: the Spanish spelling alphabet used in Spain (as listed in Wikipedia, "Alfabeto
 * radiofónico"), with the traditional letters CH, LL and Ñ. Also "¿" and "¡", which open questions
 * and exclamations.
 */
const ES: SpellingAlphabet = {
  id: 'es',
  name: 'Spanish',
  language: 'es',
  source: 'The Spanish spelling alphabet used in Spain (as listed in Wikipedia, "Alfabeto radiofónico").',
  letters: table(
    ['A', 'B', 'C', 'CH', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'LL', 'M', 'N', 'Ñ', 'O', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z'],
    [
      'Antonio', 'Barcelona', 'Carmen', 'Chocolate', 'Dolores', 'Enrique', 'Francia', 'Gerona', 'Historia', 'Inés', 'José', 'Kilo', 'Lorenzo', 'Llave', 'Madrid',
      'Navarra', 'Ñoño', 'Oviedo', 'París', 'Querido', 'Ramón', 'Sábado', 'Tarragona', 'Ulises', 'Valencia', 'Washington', 'Xilófono', 'Yegua', 'Zaragoza',
    ],
  ),
  digits: table(DIGITS, ['Cero', 'Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete', 'Ocho', 'Nueve']),
  punctuation: table(
    [...MARKS, '¿', '¡'],
    [
      'Punto', 'Coma', 'Cierre de interrogación', 'Cierre de exclamación', 'Guion', 'Barra', 'Dos puntos', 'Punto y coma', 'Arroba', 'Abre paréntesis',
      'Cierra paréntesis', 'Apertura de interrogación', 'Apertura de exclamación',
    ],
  ),
};

/** Dutch (Netherlands): the Dutch spelling alphabet, first names and towns, with IJ "IJmuiden". */
const NL: SpellingAlphabet = {
  id: 'nl',
  name: 'Dutch (Netherlands)',
  language: 'nl',
  source: 'The Dutch spelling alphabet of the Netherlands (as listed in Wikipedia, "Spellingsalfabet").',
  letters: table(
    [...LATIN.slice(0, 24), 'IJ', 'Y', 'Z'],
    [
      'Anton', 'Bernard', 'Cornelis', 'Dirk', 'Eduard', 'Ferdinand', 'Gerard', 'Hendrik', 'Izaak', 'Johan', 'Karel', 'Lodewijk', 'Maria', 'Nico', 'Otto', 'Pieter',
      'Quotiënt', 'Richard', 'Simon', 'Theodoor', 'Utrecht', 'Victor', 'Willem', 'Xantippe', 'IJmuiden', 'Ypsilon', 'Zaandam',
    ],
  ),
  digits: table(DIGITS, ['Nul', 'Een', 'Twee', 'Drie', 'Vier', 'Vijf', 'Zes', 'Zeven', 'Acht', 'Negen']),
  punctuation: table(MARKS, ['Punt', 'Komma', 'Vraagteken', 'Uitroepteken', 'Koppelteken', 'Schuine streep', 'Dubbele punt', 'Puntkomma', 'Apenstaartje', 'Haakje openen', 'Haakje sluiten']),
  aliases: { Ĳ: 'IJ', ĳ: 'IJ' },
};

/**
 * Swedish: the Swedish spelling alphabet (Försvarsmakten's radio alphabet, first names), with Å, Ä,
 * Ö. Digits: the Swedish radio numerals ("Etta", "Tvåa", "Trea"…).
 */
const SV: SpellingAlphabet = {
  id: 'sv',
  name: 'Swedish',
  language: 'sv',
  source: 'The Swedish spelling alphabet (Swedish Armed Forces radio alphabet).',
  letters: table(
    [...LATIN, 'Å', 'Ä', 'Ö'],
    [
      'Adam', 'Bertil', 'Caesar', 'David', 'Erik', 'Filip', 'Gustav', 'Helge', 'Ivar', 'Johan', 'Kalle', 'Ludvig', 'Martin', 'Niklas', 'Olof', 'Petter', 'Quintus',
      'Rudolf', 'Sigurd', 'Tore', 'Urban', 'Viktor', 'Wilhelm', 'Xerxes', 'Yngve', 'Zäta', 'Åke', 'Ärlig', 'Östen',
    ],
  ),
  digits: table(DIGITS, ['Nolla', 'Etta', 'Tvåa', 'Trea', 'Fyra', 'Femma', 'Sexa', 'Sju', 'Åtta', 'Nia']),
  punctuation: table(MARKS, ['Punkt', 'Komma', 'Frågetecken', 'Utropstecken', 'Bindestreck', 'Snedstreck', 'Kolon', 'Semikolon', 'Snabel-a', 'Vänsterparentes', 'Högerparentes']),
};

/** Russian: the Russian spelling alphabet for Cyrillic, first names and words (Й "Иван краткий"). */
const RU: SpellingAlphabet = {
  id: 'ru',
  name: 'Russian',
  language: 'ru',
  source: 'The Russian spelling alphabet (as listed in Wikipedia, "Russian spelling alphabet").',
  letters: table(
    [...'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ'],
    [
      'Анна', 'Борис', 'Василий', 'Григорий', 'Дмитрий', 'Елена', 'Женя', 'Зинаида', 'Иван', 'Иван краткий', 'Константин', 'Леонид', 'Михаил', 'Николай', 'Ольга',
      'Павел', 'Роман', 'Семён', 'Татьяна', 'Ульяна', 'Фёдор', 'Харитон', 'Цапля', 'Человек', 'Шура', 'Щука', 'Твёрдый знак', 'Еры', 'Мягкий знак', 'Эхо', 'Юрий',
      'Яков',
    ],
  ),
  digits: table(DIGITS, ['Ноль', 'Один', 'Два', 'Три', 'Четыре', 'Пять', 'Шесть', 'Семь', 'Восемь', 'Девять']),
  punctuation: table(MARKS, [
    'Точка', 'Запятая', 'Вопросительный знак', 'Восклицательный знак', 'Дефис', 'Косая черта', 'Двоеточие', 'Точка с запятой', 'Собака', 'Открывающая скобка',
    'Закрывающая скобка',
  ]),
};

/**
 * Greek: the Greek spelling alphabet (as listed in Wikipedia, "Greek spelling alphabet"). Accents
 * and diaeresis are not spelled (ά is spelled as α). In Greek, ";" is the question mark and "·"
 * the upper stop.
 */
const EL: SpellingAlphabet = {
  id: 'el',
  name: 'Greek',
  language: 'el',
  source: 'The Greek spelling alphabet (as listed in Wikipedia, "Greek spelling alphabet").',
  letters: table(
    [...'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ'],
    [
      'Αστήρ', 'Βύρων', 'Γαλή', 'Δόξα', 'Ερμής', 'Ζευς', 'Ηρώ', 'Θεά', 'Ίρις', 'Κένταυρος', 'Λάμα', 'Μέλι', 'Ναός', 'Ξενία', 'Οδυσσεύς', 'Πίνδος', 'Ρόδον', 'Σοφία',
      'Τίγρις', 'Ύμνος', 'Φωφώ', 'Χαρά', 'Ψυχή', 'Ωμέγα',
    ],
  ),
  digits: table(DIGITS, ['Μηδέν', 'Ένα', 'Δύο', 'Τρία', 'Τέσσερα', 'Πέντε', 'Έξι', 'Επτά', 'Οκτώ', 'Εννέα']),
  punctuation: table(
    ['.', ',', ';', '?', '!', '-', '/', ':', '·', '@', '(', ')'],
    ['Τελεία', 'Κόμμα', 'Ερωτηματικό', 'Ερωτηματικό', 'Θαυμαστικό', 'Ενωτικό', 'Κάθετος', 'Άνω και κάτω τελεία', 'Άνω τελεία', 'Παπάκι', 'Άνοιγμα παρένθεσης', 'Κλείσιμο παρένθεσης'],
  ),
};

/**
 * Korean: the Hangul telephony table (한글 통화표) of South Korea's radio regulations, one word
 * per basic jamo (14 consonants, 10 vowels). Syllables are split into their jamo, and double or
 * compound jamo into basic ones (ㄲ → ㄱ ㄱ, ㅘ → ㅗ ㅏ), as the table has words for basic jamo
 * only. Digits: Sino-Korean numerals, 0 as "공", as telephone numbers are read. Punctuation: the
 * names of the Korean orthography (한글 맞춤법, 문장 부호).
 */
const KO: SpellingAlphabet = {
  id: 'ko',
  name: 'Korean',
  language: 'ko',
  source: 'The Hangul telephony table (한글 통화표) of South Korea (as listed in Wikipedia, "Korean spelling alphabet").',
  letters: table(
    [...'ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎㅏㅑㅓㅕㅗㅛㅜㅠㅡㅣ'],
    ['기러기', '나비', '도라지', '로마', '마산', '바가지', '사진', '잉어', '자동차', '차돌', '카메라', '타이프', '파리', '하천', '아버지', '야자', '어머니', '여자', '오징어', '요지경', '우편', '유지', '으뜸', '이순신'],
  ),
  digits: table(DIGITS, ['공', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구']),
  punctuation: table(MARKS, ['마침표', '쉼표', '물음표', '느낌표', '붙임표', '빗금', '쌍점', '쌍반점', '골뱅이', '여는 소괄호', '닫는 소괄호']),
};

/**
 * Japanese: the Japanese radiotelephony kana table (和文通話表), Radio Station Operation Rules
 * (無線局運用規則) of Japan, Appended Table 5, with its words for digits ("数字のひと"…) and for
 * the voiced and semi-voiced marks, the long vowel mark and the comma. Hiragana are spelled as
 * katakana, ガ as カ and the voiced mark, small kana as the full-size ones (telegraph kana have
 * no small forms).
 */
const JA: SpellingAlphabet = {
  id: 'ja',
  name: 'Japanese (Wabun)',
  language: 'ja',
  source: '和文通話表, 無線局運用規則 別表第五号 (Radio Station Operation Rules of Japan, Appended Table 5).',
  letters: table(
    [...'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヰヱヲン゛゜ー'],
    [
      '朝日のア', 'いろはのイ', '上野のウ', '英語のエ', '大阪のオ', '為替のカ', '切手のキ', 'クラブのク', '景色のケ', '子供のコ', '桜のサ', '新聞のシ', 'すずめのス', '世界のセ',
      'そろばんのソ', '煙草のタ', 'ちどりのチ', 'つるかめのツ', '手紙のテ', '東京のト', '名古屋のナ', '日本のニ', '沼津のヌ', 'ねずみのネ', '野原のノ', 'はがきのハ', '飛行機のヒ',
      '富士山のフ', '平和のヘ', '保険のホ', 'マッチのマ', '三笠のミ', '無線のム', '明治のメ', 'もみじのモ', '大和のヤ', '弓矢のユ', '吉野のヨ', 'ラジオのラ', 'りんごのリ',
      '留守居のル', 'れんげのレ', 'ローマのロ', 'ワラビのワ', 'ゐどのヰ', 'かぎのあるヱ', '尾張のヲ', 'おしまいのン', '濁点', '半濁点', '長音',
    ],
  ),
  digits: table(DIGITS, ['数字のまる', '数字のひと', '数字のに', '数字のさん', '数字のよん', '数字のご', '数字のろく', '数字のなな', '数字のはち', '数字のきゅう']),
  punctuation: table(['、'], ['区切点']),
};

/** Every spelling alphabet, by id. */
export const SPELLING_ALPHABETS: Readonly<Record<SpellingAlphabetId, SpellingAlphabet>> = {
  icao: ICAO,
  de: DE,
  'de-names': DE_NAMES,
  fr: FR,
  it: IT,
  es: ES,
  nl: NL,
  sv: SV,
  ru: RU,
  el: EL,
  ko: KO,
  ja: JA,
};

/** The alphabets' ids, in the order the UI offers them (ICAO first, the default). */
export const SPELLING_ALPHABET_IDS: readonly SpellingAlphabetId[] = ['icao', 'de', 'de-names', 'fr', 'it', 'es', 'nl', 'sv', 'ru', 'el', 'ko', 'ja'];

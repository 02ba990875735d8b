import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mimeConverter } from './meta.js';
import { decodeMimeWords, encodeMimeWords, foldHeader, resolveCharset, unfoldHeader, type MimeEncoding } from './mime-converter.js';
import { mimeConverterState } from './state.js';

const inputError = expectToolInputError;
const decode = (s: string) => decodeMimeWords(s).text;
const wordsOf = (s: string) => s.match(/=\?[^?]+\?[BQ]\?[^?]*\?=/g) ?? [];

describe('RFC 2047 §8 examples', () => {
  it('decodes the header examples', () => {
    expect(decode('From: =?US-ASCII?Q?Keith_Moore?= <moore@cs.utk.edu>')).toBe('From: Keith Moore <moore@cs.utk.edu>');
    expect(decode('To: =?ISO-8859-1?Q?Keld_J=F8rn_Simonsen?= <keld@dkuug.dk>')).toBe('To: Keld Jørn Simonsen <keld@dkuug.dk>');
    expect(decode('CC: =?ISO-8859-1?Q?Andr=E9?= Pirard <PIRARD@vm1.ulg.ac.be>')).toBe('CC: André Pirard <PIRARD@vm1.ulg.ac.be>');
    expect(
      decode('Subject: =?ISO-8859-1?B?SWYgeW91IGNhbiByZWFkIHRoaXMgeW8=?=\r\n    =?ISO-8859-2?B?dSB1bmRlcnN0YW5kIHRoZSBleGFtcGxlLg==?='),
    ).toBe('Subject: If you can read this you understand the example.');
    expect(decode('From: =?ISO-8859-1?Q?Olle_J=E4rnefors?= <ojarnef@admin.kth.se>')).toBe('From: Olle Järnefors <ojarnef@admin.kth.se>');
    expect(decode('From: =?ISO-8859-1?Q?Patrik_F=E4ltstr=F6m?= <paf@nada.kth.se>')).toBe('From: Patrik Fältström <paf@nada.kth.se>');
  });

  it('follows the table of §8: whitespace between adjacent encoded-words is dropped (§6.2)', () => {
    expect(decode('(=?ISO-8859-1?Q?a?=)')).toBe('(a)');
    expect(decode('(=?ISO-8859-1?Q?a?= b)')).toBe('(a b)');
    expect(decode('(=?ISO-8859-1?Q?a?= =?ISO-8859-1?Q?b?=)')).toBe('(ab)');
    expect(decode('(=?ISO-8859-1?Q?a?=  =?ISO-8859-1?Q?b?=)')).toBe('(ab)');
    expect(decode('(=?ISO-8859-1?Q?a?=\r\n    =?ISO-8859-1?Q?b?=)')).toBe('(ab)');
    expect(decode('(=?ISO-8859-1?Q?a_b?=)')).toBe('(a b)');
    expect(decode('(=?ISO-8859-1?Q?a?= =?ISO-8859-2?Q?_b?=)')).toBe('(a b)');
    expect(decode('=?ISO-8859-1?Q?a?= =?ISO-8859-1?Q?b?=')).toBe('ab');
    expect(decode('=?ISO-8859-1?Q?a?=  b')).toBe('a  b');
  });

  it('ignores an RFC 2231 §5 language tag', () => {
    expect(decode('=?US-ASCII*EN?Q?Keith_Moore?=')).toBe('Keith Moore');
  });
});

describe('decoding charsets and Base64', () => {
  it('decodes UTF-8 Base64 (RFC 4648 §4 alphabet)', () => {
    // "Café" is 43 61 66 C3 A9 in UTF-8 (RFC 3629), Base64 "Q2Fmw6k=".
    expect(decode('=?UTF-8?B?Q2Fmw6k=?=')).toBe('Café');
    // RFC 4648 §10: BASE64("foobar") = "Zm9vYmFy".
    expect(decode('=?utf-8?b?Zm9vYmFy?=')).toBe('foobar');
    // "€" is E2 82 AC in UTF-8 (RFC 3629 §3), Base64 "4oKs"; a character split over two words is joined.
    expect(decode('=?UTF-8?B?4oKs?=')).toBe('€');
    expect(decode('=?UTF-8?Q?=E2=82?= =?UTF-8?Q?=AC?=')).toBe('€');
  });

  it('decodes the legacy charsets the browser knows', () => {
    // KOI8-R (RFC 1489): "Привет" = F0 D2 C9 D7 C5 D4.
    expect(decode('=?KOI8-R?Q?=F0=D2=C9=D7=C5=D4?=')).toBe('Привет');
    // windows-1251: "Привет" = CF F0 E8 E2 E5 F2.
    expect(decode('=?windows-1251?Q?=CF=F0=E8=E2=E5=F2?=')).toBe('Привет');
    // Shift_JIS (JIS X 0208): "日本" = 93 FA 96 7B; Base64 of those bytes is "k/qWew==".
    expect(decode('=?Shift_JIS?B?k/qWew==?=')).toBe('日本');
    // GB18030 / GB2312: "中文" = D6 D0 CE C4.
    expect(decode('=?GB18030?Q?=D6=D0=CE=C4?=')).toBe('中文');
    // ISO-8859-7: "α" = E1.
    expect(decode('=?ISO-8859-7?Q?=E1?=')).toBe('α');
  });

  it('resolves charset labels and their common spellings', () => {
    expect(resolveCharset('ISO-8859-1')).toBe('windows-1252');
    expect(resolveCharset('cp932')).toBe('shift_jis');
    expect(resolveCharset('x-sjis')).toBe('shift_jis');
    expect(resolveCharset('CP1251')).toBe('windows-1251');
    expect(resolveCharset('UTF-8*en')).toBe('utf-8');
    expect(inputError(() => resolveCharset('UTF-7')).message).toMatch(/^Unknown charset "UTF-7"/);
  });

  it('keeps text without encoded-words, and unfolds headers (RFC 5322 §2.2.3)', () => {
    expect(decode('Hello =? world')).toBe('Hello =? world');
    expect(decode('Hello\r\n world')).toBe('Hello world');
    expect(unfoldHeader('a\r\n\tb\nc')).toBe('a\tb\nc');
  });

  it('counts words and warns about bytes invalid in their charset', () => {
    const r = decodeMimeWords('=?UTF-8?B?Q2Fmw6k=?= =?ISO-8859-1?Q?a?=');
    expect(r.wordCount).toBe(2);
    expect(r.charsets).toEqual(['utf-8', 'windows-1252']);
    expect(r.warnings).toEqual([]);
    expect(decodeMimeWords('=?UTF-8?Q?=FF?=').warnings[0]).toMatch(/not valid in their charset/);
  });
});

describe('malformed encoded-words', () => {
  it('names an unknown charset', () => {
    const err = inputError(() => decode('Subject: =?X-UNKNOWN?Q?a?='));
    expect(err.message).toMatch(/^Unknown charset "X-UNKNOWN" in the encoded-word at position 10: the browser has no decoder/);
    // ISO-2022-KR maps to the WHATWG "replacement" encoding, which cannot decode anything.
    expect(inputError(() => decode('=?ISO-2022-KR?B?AA==?=')).message).toMatch(/^Unknown charset "ISO-2022-KR"/);
  });

  it('names an unknown encoding, an unclosed word, bad Base64 and bad Q', () => {
    expect(inputError(() => decode('=?UTF-8?X?abc?=')).message).toMatch(/^Unknown encoding "X" in the encoded-word at position 1/);
    expect(inputError(() => decode('ab =?UTF-8?Q?abc')).message).toMatch(/^The encoded-word at position 4 is not closed by "\?="/);
    const b64 = inputError(() => decode('=?UTF-8?B?Q2F*w6k=?='));
    expect(b64.message).toMatch(/^Invalid Base64 in the encoded-word at position 1: "\*" at position 14/);
    expect(b64.position).toBe(13);
    expect(inputError(() => decode('=?UTF-8?B?Q2Fmw?=')).message).toMatch(/^Truncated Base64/);
    expect(inputError(() => decode('=?UTF-8?Q?a=Zb?=')).message).toMatch(/^Invalid "=" escape at position 12/);
    expect(inputError(() => decode('=?UTF-8?Q?a b?=')).message).toMatch(/^Invalid character U\+0020 at position 12/);
    const multi = inputError(() => decode('Subject: x\r\n =?UTF-8?Q?caf=E?='));
    expect(multi.message).toMatch(/^Invalid "=" escape at line 2, column 15 in the encoded-word at line 2, column 2/);
    expect(multi.line).toBe(2);
  });

  it('warns about a word over 75 characters', () => {
    const long = `=?UTF-8?Q?${'a'.repeat(70)}?=`;
    expect(decodeMimeWords(long).warnings[0]).toMatch(/82 characters long; RFC 2047 §2 allows at most 75/);
  });
});

describe('encoding', () => {
  it('encodes UTF-8 in B and Q', () => {
    expect(encodeMimeWords('Café')).toBe('=?UTF-8?B?Q2Fmw6k=?=');
    expect(encodeMimeWords('Café', { encoding: 'Q' })).toBe('=?UTF-8?Q?Caf=C3=A9?=');
    // §4.2: space as "_", "_", "=", "?" and other specials as =XX.
    expect(encodeMimeWords('a_b=c?d é', { encoding: 'Q', always: true })).toBe('=?UTF-8?Q?a=5Fb=3Dc=3Fd_=C3=A9?=');
  });

  it('leaves pure ASCII as it is unless asked, and encodes only the span that needs it', () => {
    expect(encodeMimeWords('Hello world')).toBe('Hello world');
    expect(encodeMimeWords('Hello', { always: true })).toBe('=?UTF-8?B?SGVsbG8=?=');
    expect(encodeMimeWords('Hi André Pirard and co', { encoding: 'Q' })).toBe('Hi =?UTF-8?Q?Andr=C3=A9?= Pirard and co');
    expect(encodeMimeWords('a =?x?= b', { encoding: 'Q' })).toBe('a =?UTF-8?Q?=3D=3Fx=3F=3D?= b');
  });

  it('splits long text into words of at most 75 characters, never inside a character', () => {
    const text = '€'.repeat(40);
    const out = encodeMimeWords(text);
    const words = wordsOf(out);
    expect(words.length).toBeGreaterThan(1);
    for (const w of words) {
      expect(w.length).toBeLessThanOrEqual(75);
      // Each word decodes alone to whole characters (RFC 2047 §5: no split multi-octet characters).
      expect(decode(w)).toMatch(/^€+$/);
    }
    expect(decode(out)).toBe(text);
  });

  it('keeps grapheme clusters whole when they fit', () => {
    const family = '👨‍👩‍👧'; // 18 UTF-8 bytes
    const out = encodeMimeWords(family.repeat(6), { encoding: 'Q' });
    for (const w of wordsOf(out)) expect(decode(w)).toMatch(/^(👨‍👩‍👧)+$/u);
  });

  it('folds for a header: CRLF + space, lines of at most 76 characters', () => {
    const out = encodeMimeWords('Réunion : ordre du jour et comptes rendus de la semaine dernière à relire', {
      encoding: 'Q',
      fold: true,
      headerName: 'Subject',
    });
    expect(out.startsWith('Subject: =?UTF-8?Q?')).toBe(true);
    const lines = out.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(76);
    expect(decode(out)).toBe('Subject: Réunion : ordre du jour et comptes rendus de la semaine dernière à relire');
    expect(foldHeader('a b', 2)).toBe('a\r\n b');
  });

  it('refuses a lone surrogate', () => {
    expect(inputError(() => encodeMimeWords('ab\uD800')).message).toMatch(/unpaired surrogate \(U\+D800\) at position 3/);
  });
});

describe('round trip (fast-check)', () => {
  const encodings = fc.constantFrom<MimeEncoding>('B', 'Q');
  const text = fc.string({ unit: 'grapheme', maxLength: 120 });

  it('decode(encode(text)) = text, for B and Q, with or without "always" and folding', () => {
    fc.assert(
      fc.property(text, encodings, fc.boolean(), fc.boolean(), (s, encoding, always, fold) => {
        const out = encodeMimeWords(s, { encoding, always, fold });
        expect(decode(out)).toBe(s);
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips any unicode text, including controls and lone code points', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), encodings, (s, encoding) => {
        expect(decode(encodeMimeWords(s, { encoding, always: true }))).toBe(s);
      }),
    );
  });

  it('every encoded-word is at most 75 characters, and folded lines of words at most 76', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), encodings, fc.boolean(), (s, encoding, fold) => {
        const out = encodeMimeWords(s, { encoding, always: true, fold, headerName: 'Subject' });
        for (const w of wordsOf(out)) expect(w.length).toBeLessThanOrEqual(75);
        if (fold) for (const line of out.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
      }),
    );
  });
});

describe('MIME converter: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(mimeConverter, mimeConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => decodeMimeWords(s));
    fuzzToolFunction((s: string) => encodeMimeWords(s, { encoding: 'Q', fold: true, headerName: 'Subject' }));
    fuzzToolFunction((s: string) => encodeMimeWords(s, { encoding: 'B', always: true }));
    fuzzToolFunction((s: string) => resolveCharset(s));
    fuzzToolFunction((s: string) => decodeMimeWords(s), fc.stringMatching(/^(=\?|\?=|\?|[BQbq]|UTF-8|latin1|[A-Za-z0-9+/=_ ]|\r\n ){0,30}$/));
  });
});

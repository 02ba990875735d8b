import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { punycodeConverter } from './meta.js';
import { analyzeDomain, domainToAscii, domainToUnicode, type IdnaOptions } from './punycode-converter.js';
import { punycodeConverterState } from './state.js';

const cp = (...codes: number[]) => String.fromCodePoint(...codes);

describe('RFC 3492 §7.1 sample strings, as IDNA labels', () => {
  // The samples' Punycode, lower-cased: IDNA (UTS #46) folds case before encoding, and the
  // upper-case letters of the RFC's samples are only case annotations (RFC 3492 §5, appendix A).
  const samples: [string, string, IdnaOptions?][] = [
    // (A) Arabic (Egyptian); it ends with U+061F ARABIC QUESTION MARK.
    [cp(0x644, 0x64a, 0x647, 0x645, 0x627, 0x628, 0x62a, 0x643, 0x644, 0x645, 0x648, 0x634, 0x639, 0x631, 0x628, 0x64a, 0x61f), 'egbpdaj6bu4bxfgehfvwxn'],
    // (B) Chinese (simplified).
    [cp(0x4ed6, 0x4eec, 0x4e3a, 0x4ec0, 0x4e48, 0x4e0d, 0x8bf4, 0x4e2d, 0x6587), 'ihqwcrb4cv8a8dqg056pqjye'],
    // (C) Chinese (traditional).
    [cp(0x4ed6, 0x5011, 0x7232, 0x4ec0, 0x9ebd, 0x4e0d, 0x8aaa, 0x4e2d, 0x6587), 'ihqwctvzc91f659drss3x8bo0yb'],
    // (E) Hebrew.
    [
      cp(0x5dc, 0x5de, 0x5d4, 0x5d4, 0x5dd, 0x5e4, 0x5e9, 0x5d5, 0x5d8, 0x5dc, 0x5d0, 0x5de, 0x5d3, 0x5d1, 0x5e8, 0x5d9, 0x5dd, 0x5e2, 0x5d1, 0x5e8, 0x5d9, 0x5ea),
      '4dbcagdahymbxekheh6e0a7fei0b',
    ],
    // (G) Japanese (kanji and hiragana).
    [cp(0x306a, 0x305c, 0x307f, 0x3093, 0x306a, 0x65e5, 0x672c, 0x8a9e, 0x3092, 0x8a71, 0x3057, 0x3066, 0x304f, 0x308c, 0x306a, 0x3044, 0x306e, 0x304b), 'n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa'],
    // (I) Russian (Cyrillic): "b1abfaaepdrnnbgefbaDotcwatmq2g4l".
    [
      cp(0x43f, 0x43e, 0x447, 0x435, 0x43c, 0x443, 0x436, 0x435, 0x43e, 0x43d, 0x438, 0x43d, 0x435, 0x433, 0x43e, 0x432, 0x43e, 0x440, 0x44f, 0x442, 0x43f, 0x43e, 0x440, 0x443, 0x441, 0x441, 0x43a, 0x438),
      'b1abfaaepdrnnbgefbadotcwatmq2g4l',
    ],
    // (L) 3<nen>B<gumi><kinpachi><sensei>: "3B-ww4c5e180e575a65lsy2b".
    [cp(0x33, 0x5e74, 0x42, 0x7d44, 0x91d1, 0x516b, 0x5148, 0x751f), '3b-ww4c5e180e575a65lsy2b'],
    // (O) <hitotsu><yane><no><shita>2.
    [cp(0x3072, 0x3068, 0x3064, 0x5c4b, 0x6839, 0x306e, 0x4e0b, 0x32), '2-u9tlzr9756bt3uc0v'],
    // (Q) <pafii>de<runba>.
    [cp(0x30d1, 0x30d5, 0x30a3, 0x30fc, 0x64, 0x65, 0x30eb, 0x30f3, 0x30d0), 'de-jg4avhby1noc0d'],
    // (R) <sono><supiido><de>.
    [cp(0x305d, 0x306e, 0x30b9, 0x30d4, 0x30fc, 0x30c9, 0x3067), 'd9juau41awczczp'],
  ];

  it.each(samples)('encodes and decodes sample %#', (unicode, punycode) => {
    expect(domainToAscii(unicode)).toBe(`xn--${punycode}`);
    expect(domainToUnicode(`xn--${punycode}`)).toBe(unicode.toLowerCase());
  });
});

describe('domain names', () => {
  it('converts münchen.de and bücher.example both ways', () => {
    // xn--mnchen-3ya.de and xn--bcher-kva.example: the IDN examples of RFC 3490's era, used by DENIC and in UTS #46 tests.
    expect(domainToAscii('münchen.de')).toBe('xn--mnchen-3ya.de');
    expect(domainToUnicode('xn--mnchen-3ya.de')).toBe('münchen.de');
    expect(domainToAscii('bücher.example')).toBe('xn--bcher-kva.example');
    expect(domainToUnicode('xn--bcher-kva.example')).toBe('bücher.example');
  });

  it('maps as UTS #46 §4 step 1 says: case folded, full-width forms and ideographic dots', () => {
    expect(domainToAscii('MÜNCHEN.DE')).toBe('xn--mnchen-3ya.de');
    expect(domainToUnicode('XN--MNCHEN-3YA.DE')).toBe('münchen.de');
    expect(domainToAscii('\uFF22\u00FCcher\u3002example')).toBe('xn--bcher-kva.example');
  });

  it('keeps ß (nontransitional processing, UTS #46 §4 and IDNA2008)', () => {
    expect(domainToAscii('faß.de')).toBe('xn--fa-hia.de');
  });

  it('gives each label its own forms', () => {
    const result = analyzeDomain('www.MÜNCHEN.de');
    expect(result.labels.map((l) => [l.input, l.unicode, l.ascii, l.error])).toEqual([
      ['www', 'www', 'www', null],
      ['MÜNCHEN', 'münchen', 'xn--mnchen-3ya', null],
      ['de', 'de', 'de', null],
    ]);
    expect(result.error).toBeNull();
  });

  it('round-trips any name made of letters, digits and non-ASCII letters', () => {
    const label = fc.array(fc.constantFrom('a', 'z', '0', '9', 'ü', 'é', 'ß', 'ж', '中', '日', 'ω'), { minLength: 1, maxLength: 12 }).map((a) => a.join(''));
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 4 }), (labels) => {
        const domain = labels.join('.');
        const ascii = domainToAscii(domain);
        expect(ascii).toMatch(/^[a-z0-9.-]+$/);
        expect(ascii.split('.').length).toBe(labels.length);
        expect(domainToUnicode(ascii)).toBe(domain);
        expect(domainToAscii(ascii)).toBe(ascii);
      }),
    );
  });
});

describe('invalid labels, each named with its reason', () => {
  it('"xn--a" is not a valid A-label (its Punycode decodes to U+0080, a control character)', () => {
    const result = analyzeDomain('xn--a.de');
    expect(result.ascii).toBeNull();
    expect(result.labels[0]?.error).toMatch(/^Label "xn--a" is not a valid A-label: its Punycode decodes to U\+0080/);
    expect(result.labels[1]?.error).toBeNull();
    expect(expectToolInputError(() => domainToUnicode('xn--a.de')).message).toMatch(/"xn--a"/);
  });

  it('refuses Punycode that cannot be decoded, and xn-- labels that decode to ASCII', () => {
    expect(analyzeDomain('ok.xn--ab!.de').labels[1]?.error).toMatch(/is not valid Punycode \(RFC 3492\)/);
    // "xn--abc-" decodes to "abc": UTS #46 §4 step 4 refuses an all-ASCII A-label.
    expect(analyzeDomain('xn--abc-.de').error).toMatch(/decodes to plain ASCII "abc"/);
  });

  it('checks hyphens only with CheckHyphens (UTS #46 §4.1 criteria 2 and 3)', () => {
    expect(expectToolInputError(() => domainToAscii('-abc.de')).message).toBe(
      'Label "-abc" starts or ends with "-", or has "--" as its 3rd and 4th characters (CheckHyphens, UTS #46 §4.1).',
    );
    expect(analyzeDomain('ab--c.de').labels[0]?.error).toMatch(/CheckHyphens/);
    expect(domainToAscii('-abc.de', { checkHyphens: false })).toBe('-abc.de');
  });

  it('applies the STD3 rules (host names: letters, digits, hyphen) only when asked', () => {
    expect(analyzeDomain('a_b.com').labels[0]?.error).toMatch(/contains U\+005F "_", which host names do not allow/);
    expect(domainToAscii('a_b.com', { useSTD3ASCIIRules: false })).toBe('a_b.com');
  });

  it('checks the bidi rule of RFC 5893 in right-to-left names', () => {
    // RFC 5893 §2 rule 1: an RTL label must start with R or AL; "1" (EN) may not start it.
    const result = analyzeDomain(`abc.1${cp(0x5d0, 0x5d1)}`);
    expect(result.labels[0]?.error).toBeNull();
    expect(result.labels[1]?.error).toMatch(/bidi rule of RFC 5893/);
    expect(domainToAscii(`abc.1${cp(0x5d0, 0x5d1)}`, { checkBidi: false })).toMatch(/^abc\.xn--1-/);
  });

  it('checks ZERO WIDTH JOINER contexts (RFC 5892 Appendix A.2)', () => {
    expect(analyzeDomain('a\u200Db.de').labels[0]?.error).toMatch(/CheckJoiners/);
  });

  it('refuses a leading combining mark and disallowed characters', () => {
    expect(analyzeDomain('\u0301a.de').labels[0]?.error).toMatch(/starts with a combining mark \(U\+0301\)/);
    expect(analyzeDomain('a\uFFFFb.de').labels[0]?.error).toMatch(/contains U\+FFFF/);
  });

  it('verifies DNS lengths (RFC 1035 §2.3.4: labels of 63, names of 253)', () => {
    expect(domainToAscii(`${'a'.repeat(63)}.com`)).toBe(`${'a'.repeat(63)}.com`);
    expect(analyzeDomain(`${'a'.repeat(64)}.com`).labels[0]?.error).toMatch(/is 64 characters long in ASCII/);
    expect(analyzeDomain('a..b').labels[1]?.error).toMatch(/empty label/);
    const long = Array.from({ length: 5 }, () => 'a'.repeat(60)).join('.');
    expect(analyzeDomain(long).error).toMatch(/is 304 characters long in ASCII; DNS allows at most 253/);
    expect(domainToAscii(long, { verifyDnsLength: false })).toBe(long);
    expect(domainToAscii('a..b', { verifyDnsLength: false })).toBe('a..b');
  });

  it('refuses an input far too long to be a domain name', () => {
    expect(expectToolInputError(() => analyzeDomain('a'.repeat(5000))).message).toMatch(/at most 253 characters/);
  });

  it('gives an empty result for an empty input', () => {
    expect(analyzeDomain('  ')).toEqual({ ascii: '', unicode: '', email: null, labels: [], error: null });
  });
});

describe('e-mail addresses: only the domain is converted', () => {
  it('converts the domain after the last "@" both ways and keeps the local part', () => {
    // bücher → xn--bcher-kva, as in the domain tests above (RFC 3492 Punycode of "bcher" + ü).
    expect(domainToAscii('user@bücher.de')).toBe('user@xn--bcher-kva.de');
    expect(domainToUnicode('user@xn--bcher-kva.de')).toBe('user@bücher.de');
    expect(domainToAscii('  First.Last+tag@MÜNCHEN.DE ')).toBe('First.Last+tag@xn--mnchen-3ya.de');
    const result = analyzeDomain('user@www.bücher.de');
    expect(result.email).toEqual({ localPart: 'user', needsSmtpUtf8: false });
    expect(result.labels.map((l) => l.ascii)).toEqual(['www', 'xn--bcher-kva', 'de']);
  });

  it('leaves a non-ASCII local part as it is and says it needs SMTPUTF8 (RFC 6531)', () => {
    const result = analyzeDomain('jürgen@münchen.de');
    expect(result.ascii).toBe('jürgen@xn--mnchen-3ya.de');
    expect(result.unicode).toBe('jürgen@münchen.de');
    expect(result.email).toEqual({ localPart: 'jürgen', needsSmtpUtf8: true });
    expect(result.error).toBeNull();
  });

  it('splits at the last "@": a quoted local part may hold one (RFC 5321 §4.1.2)', () => {
    expect(domainToAscii('"a@b"@bücher.de')).toBe('"a@b"@xn--bcher-kva.de');
  });

  it('reports a missing local part or domain, and an invalid domain label', () => {
    expect(analyzeDomain('@bücher.de').error).toMatch(/^The e-mail address has nothing before "@"/);
    expect(analyzeDomain('user@').error).toMatch(/^The e-mail address has nothing after "@"/);
    expect(analyzeDomain('user@-abc.de').labels[0]?.error).toMatch(/CheckHyphens/);
    expect(expectToolInputError(() => domainToAscii('user@a_b.de')).message).toMatch(/contains U\+005F "_"/);
    expect(domainToAscii('user@a_b.de', { useSTD3ASCIIRules: false })).toBe('user@a_b.de');
  });

  it('round-trips any address, its local part untouched', () => {
    const local = fc.array(fc.constantFrom('a', 'Z', '0', '.', '+', '_', 'é', '中'), { minLength: 1, maxLength: 10 }).map((a) => a.join(''));
    const label = fc.array(fc.constantFrom('a', 'z', '0', 'ü', 'ж', '日'), { minLength: 1, maxLength: 10 }).map((a) => a.join(''));
    fc.assert(
      fc.property(local, fc.array(label, { minLength: 1, maxLength: 3 }), (localPart, labels) => {
        const address = `${localPart}@${labels.join('.')}`;
        const ascii = domainToAscii(address);
        expect(ascii.startsWith(`${localPart}@`)).toBe(true);
        expect(ascii.slice(localPart.length + 1)).toBe(domainToAscii(labels.join('.')));
        expect(domainToUnicode(ascii)).toBe(address);
      }),
    );
  });
});

describe('punycode converter: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(punycodeConverter, punycodeConverterState);
    for (const example of punycodeConverter.examples ?? []) {
      const { domain, ...options } = example.state as unknown as { domain: string } & IdnaOptions;
      expect(analyzeDomain(domain, options).error, example.label).toBeNull();
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    const off = { checkBidi: false, checkHyphens: false, checkJoiners: false, useSTD3ASCIIRules: false, verifyDnsLength: false };
    fuzzToolFunction((s: string) => analyzeDomain(s), undefined, 100);
    fuzzToolFunction((s: string) => analyzeDomain(s, off), undefined, 100);
    fuzzToolFunction((s: string) => domainToAscii(s), undefined, 100);
    fuzzToolFunction((s: string) => domainToUnicode(`xn--${s}.${s}`), undefined, 100);
  });
});

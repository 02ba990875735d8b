import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { xVrSpamcauseDecoderTool } from './meta.js';
import { xVrSpamcauseDecoderState } from './state.js';
import { decodeSpamCause, encodeSpamCause, MAX_VALUE_LETTERS, splitSpamCause } from './x-vr-spamcause-decoder.js';

// Stack Overflow question 41507130 ("Is it possible to decode a SPAMCAUSE field in a mail header?"): the
// header asked about, and its decoding as given in the answers and in lkraider/vadespamdecode's README.
const SO_VALUE =
  'gggruggvucftvghtrhhoucdtuddrfeelgedrvdduucetufdoteggodetrfdotffvucfrrhhofhhilhgvmecuqfggjfenuceurghilhhouhhtmecufedttdenucgohfhorhgsihguuggvnhfjughrucdlhedttddm';
const SO_TEXT = 'Vade Retro 01.394.21 AS+AV+AP+RT Profile: OVH; Bailout: 300; ^ForbiddenHdr (500)';
// The answers' own short test value: "gggruggvucftvghtrhho" is "Vade Retro".
const SO_SHORT = 'gggruggvucftvghtrhho';

describe('decodeSpamCause', () => {
  it('decodes the Stack Overflow examples', () => {
    expect(decodeSpamCause(SO_SHORT)[0]?.text).toBe('Vade Retro');
    const [d] = decodeSpamCause(SO_VALUE);
    expect(d?.text).toBe(SO_TEXT);
    expect(d?.header).toBeNull();
  });

  it('reads header lines, folded values and several headers in a block', () => {
    const folded = `Subject: x\nX-OVH-SPAMCAUSE: ${SO_VALUE.slice(0, 60)}\n ${SO_VALUE.slice(60, 120)}\n\t${SO_VALUE.slice(120)}\nX-VR-SPAMCAUSE: ${SO_SHORT}\n`;
    const all = decodeSpamCause(folded);
    expect(all.map((d) => d.header)).toEqual(['X-OVH-SPAMCAUSE', 'X-VR-SPAMCAUSE']);
    expect(all[0]?.text).toBe(SO_TEXT);
    expect(all[0]?.encoded).toBe(SO_VALUE);
    expect(all[1]?.text).toBe('Vade Retro');
  });

  it('reads names written in Latin-1, as Vade does (a header of a message on linuxppc-dev, 2020)', () => {
    // "From=Cédric_Le_Goater": é is the single byte 0xE9, encoded "ro" (pair 0x6f 0x72 swapped).
    const [d] = decodeSpamCause('X-VR-SPAMCAUSE: gggruggvucftvghtrhhoucdtuddrgeduhedrtdeigdeflecutefuodetggdotefrodftvfcurfhrohhfihhlvgemucfqggfjpdevjffgvefmvefgnecuuegrihhlohhuthemucehtddtnecusecvtfgvtghiphhivghnthhsucdlqddutddtmdenucfjughrpefuvfhfhffkffgfgggjtgfgsehtjeertddtfeejnecuhfhrohhmpeevrogurhhitggpnfgvpgfiohgrthgvrhcuoegtlhhgsehkrghougdrohhrgheqne');
    expect(d?.text).toContain('From=Cédric_Le_Goater <clg@kaod.org>');
    expect(d?.text.startsWith('Vade Retro 01.415.06#39 AS+AV+AP+RT Profile: OVH,CHECKCE; Bailout: 500; @!Recipients (-100)')).toBe(true);
  });

  it('splits the text into parts: engine, key-value pairs and scored rules', () => {
    expect(splitSpamCause(SO_TEXT)).toEqual([
      { text: 'Vade Retro 01.394.21 AS+AV+AP+RT Profile: OVH', key: null, value: 'Vade Retro 01.394.21 AS+AV+AP+RT Profile: OVH', score: null },
      { text: 'Bailout: 300', key: 'Bailout', value: '300', score: null },
      { text: '^ForbiddenHdr (500)', key: null, value: '^ForbiddenHdr', score: 500 },
    ]);
    expect(splitSpamCause('@!Recipients (-100); Ip=0.0.0.0,82.64.250.170')).toEqual([
      { text: '@!Recipients (-100)', key: null, value: '@!Recipients', score: -100 },
      { text: 'Ip=0.0.0.0,82.64.250.170', key: 'Ip', value: '0.0.0.0,82.64.250.170', score: null },
    ]);
  });

  it('names what is wrong, and where', () => {
    expect(expectToolInputError(() => decodeSpamCause('')).message).toMatch(/Paste an X-VR-SPAMCAUSE/);
    const bad = expectToolInputError(() => decodeSpamCause('gggr1ggv'));
    expect(bad.message).toBe('"1" at position 5 is not a lowercase letter: an X-VR-SPAMCAUSE value is made of letters a–z only.');
    expect(bad.position).toBe(4);
    expect(expectToolInputError(() => decodeSpamCause('X-VR-SPAMCAUSE: gggru')).message).toMatch(/odd number/);
    // "zz" decodes to 17·122 + 122 − 1768 = 428, not a byte.
    const far = expectToolInputError(() => decodeSpamCause('X-VR-SPAMCAUSE: gggrzz'));
    expect(far.message).toMatch(/"zz" at position 21/);
    expect(expectToolInputError(() => decodeSpamCause('X-VR-SPAMCAUSE:\nSubject: x')).message).toBe('The X-VR-SPAMCAUSE header is empty.');
  });

  it('refuses values longer than real ones at once, and reads only the header block of a long message', () => {
    expect(expectToolInputError(() => decodeSpamCause('ab'.repeat(MAX_VALUE_LETTERS))).message).toMatch(/real values have a few thousand/);
    const message = `Subject: x\nX-VR-SPAMCAUSE: ${SO_SHORT}\n\n${'body text\n'.repeat(100_000)}X-VR-SPAMCAUSE: gggr1\n`;
    expect(decodeSpamCause(message).map((d) => d.text)).toEqual(['Vade Retro']);
  });

  it('recognises Vade’s encrypted vade1 format (base64) and says it cannot be decoded', () => {
    // The start of an X-VR-SPAMCAUSE of a 2024 dri-devel message: base64 of "vade1…".
    expect(expectToolInputError(() => decodeSpamCause('X-VR-SPAMCAUSE: dmFkZTGrlNJ8ShesFc0BsmoWFi51A7F15j2IaCkSK7BVZBg/BM8MBdGhyqLZmkbZ')).message).toMatch(/vade1/);
  });
});

describe('encodeSpamCause', () => {
  it('reproduces the real headers letter for letter', () => {
    expect(encodeSpamCause(SO_TEXT)).toBe(SO_VALUE);
    expect(encodeSpamCause('Vade Retro')).toBe(SO_SHORT);
  });

  it('round-trips any text (fast-check)', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (s) => decodeSpamCause(encodeSpamCause(s))[0]?.text === s));
  });
});

describe('tool contract', () => {
  it('has examples that are valid states, and each decodes', () => {
    expectExamplesMatchState(xVrSpamcauseDecoderTool, xVrSpamcauseDecoderState);
    for (const e of xVrSpamcauseDecoderTool.examples ?? []) expect(decodeSpamCause(String(e.state.input))[0]?.text).toMatch(/^Vade Retro/);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => decodeSpamCause(s));
    fuzzToolFunction((s: string) => encodeSpamCause(s));
  });
});

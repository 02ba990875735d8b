import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { EMOJI_GROUPS, EMOJIS, MODIFIER_BASES } from './emoji-data.js';
import {
  applySkinTone,
  buildEmojis,
  codePoints,
  htmlEscape,
  jsEscape,
  parseCodePoints,
  searchEmojis,
  SKIN_TONE_MODIFIERS,
  utf16Escape,
  type SkinTone,
} from './emoji-picker.js';
import { emojiPickerTool } from './meta.js';
import { emojiPickerState } from './state.js';

// RGI_Emoji: the property of strings of UTS #51 (ECMAScript 2024 `v` flag; Node 24 has Unicode 17 data).
const RGI = new RegExp('^\\p{RGI_Emoji}$', 'v');
const TONES = Object.keys(SKIN_TONE_MODIFIERS) as Exclude<SkinTone, 'none'>[];

describe('the emoji data (unicode-emoji-json + emojilib)', () => {
  it('holds the RGI emojis in the nine groups of emoji-test.txt', () => {
    expect(EMOJI_GROUPS).toEqual([
      'Smileys & Emotion',
      'People & Body',
      'Animals & Nature',
      'Food & Drink',
      'Travel & Places',
      'Activities',
      'Objects',
      'Symbols',
      'Flags',
    ]);
    expect(EMOJIS.length).toBeGreaterThan(1800);
    for (const e of EMOJIS) expect(RGI.test(e.emoji), e.emoji).toBe(true);
  });

  it('names emojis with their CLDR short names and emojilib keywords', () => {
    const thumbs = EMOJIS.find((e) => e.emoji === '👍')!;
    expect(thumbs).toMatchObject({ name: 'thumbs up', group: 'People & Body', skinTones: true });
    expect(thumbs.keywords).toContain('thumbsup');
    expect(
      buildEmojis(
        [
          {
            name: 'G',
            slug: 'g',
            emojis: [{ emoji: '😀', name: 'grinning face', slug: 'grinning_face', skin_tone_support: false, emoji_version: '1.0' }],
          },
        ],
        { '😀': ['grinning_face', 'Smile'] },
      ),
    ).toEqual([{ emoji: '😀', name: 'grinning face', group: 'G', keywords: ['smile'], skinTones: false, version: '1.0' }]);
  });
});

describe('applySkinTone (UTS #51 §2.4)', () => {
  it('puts the modifier after the base', () => {
    // UTS #51 §2.4: 👍🏽 = U+1F44D U+1F3FD; ☝🏻 drops U+FE0F; 👨🏾‍💻 tones the person only.
    expect(applySkinTone('👍', 'medium', MODIFIER_BASES)).toBe('\u{1F44D}\u{1F3FD}');
    expect(applySkinTone('☝️', 'light', MODIFIER_BASES)).toBe('\u261D\u{1F3FB}');
    expect(applySkinTone('👨‍💻', 'medium-dark', MODIFIER_BASES)).toBe('\u{1F468}\u{1F3FE}\u200D\u{1F4BB}');
    expect(applySkinTone('🧑‍🤝‍🧑', 'dark', MODIFIER_BASES)).toBe('\u{1F9D1}\u{1F3FF}\u200D\u{1F91D}\u200D\u{1F9D1}\u{1F3FF}');
    expect(applySkinTone('😀', 'dark', MODIFIER_BASES)).toBe('😀');
    expect(applySkinTone('👍', 'none', MODIFIER_BASES)).toBe('👍');
  });

  it('gives an RGI emoji for every emoji that supports skin tones and every tone', () => {
    const toned = EMOJIS.filter((e) => e.skinTones);
    expect(toned.length).toBeGreaterThan(300);
    for (const e of toned)
      for (const tone of TONES) expect(RGI.test(applySkinTone(e.emoji, tone, MODIFIER_BASES)), `${e.name} ${tone}`).toBe(true);
  });
});

describe('escapes', () => {
  it('writes code points, HTML, JavaScript and UTF-16 escapes', () => {
    const s = '\u{1F44D}\u{1F3FD}';
    expect(codePoints(s)).toBe('U+1F44D U+1F3FD');
    expect(codePoints('©')).toBe('U+00A9');
    expect(htmlEscape(s)).toBe('&#x1F44D;&#x1F3FD;');
    expect(jsEscape(s)).toBe('\\u{1F44D}\\u{1F3FD}');
    // RFC 8259 §7: U+1D11E is escaped as the surrogate pair "\uD834\uDD1E".
    expect(utf16Escape('\u{1D11E}')).toBe('\\uD834\\uDD1E');
  });

  it('round-trips through the escapes (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (s) => {
        expect(parseCodePoints(codePoints(s))).toBe(s);
        expect(parseCodePoints(jsEscape(s))).toBe(s);
        expect(JSON.parse(`"${utf16Escape(s)}"`)).toBe(s);
        const decoded = htmlEscape(s).replace(/&#x([0-9A-F]+);/g, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)));
        expect(decoded).toBe(s);
      }),
    );
  });

  it('names a bad code point', () => {
    expect(() => parseCodePoints('U+110000')).toThrow('“U+110000” is not a Unicode code point (U+0000 to U+10FFFF, no surrogates).');
    expect(() => parseCodePoints('U+D800')).toThrow(ToolInputError);
    expect(() => parseCodePoints('  ')).toThrow(ToolInputError);
  });
});

describe('searchEmojis', () => {
  const first = (q: string, group?: string) => searchEmojis(q, EMOJIS, { group })[0]?.emoji;
  it('finds by name, keyword and group', () => {
    expect(first('thumbs up')).toBe('👍');
    expect(first('grinning face')).toBe('😀');
    expect(searchEmojis('pizza', EMOJIS).map((e) => e.emoji)).toContain('🍕');
    expect(searchEmojis('thumbsup', EMOJIS).map((e) => e.emoji)).toContain('👍'); // emojilib keyword
    expect(searchEmojis('cat', EMOJIS, { group: 'Animals & Nature' }).every((e) => e.group === 'Animals & Nature')).toBe(true);
    expect(searchEmojis('zzzqqq', EMOJIS)).toEqual([]);
  });

  it('finds a pasted emoji, toned or not, and code points', () => {
    expect(searchEmojis('👍🏽', EMOJIS).map((e) => e.emoji)).toEqual(['👍']);
    expect(
      searchEmojis('I ❤️ 🍕', EMOJIS)
        .map((e) => e.emoji)
        .sort(),
    ).toEqual(['❤️', '🍕'].sort());
    expect(searchEmojis('U+1F600', EMOJIS).map((e) => e.emoji)).toEqual(['😀']);
    expect(searchEmojis('1f1eb 1f1f7', EMOJIS).map((e) => e.emoji)).toEqual(['🇫🇷']);
  });

  it('finds every emoji by itself and by its code points (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EMOJIS), (e) => {
        expect(searchEmojis(e.emoji, EMOJIS)).toContain(e);
        expect(searchEmojis(codePoints(e.emoji), EMOJIS)).toContain(e);
        expect(searchEmojis(e.name, EMOJIS)).toContain(e);
      }),
    );
  });
});

describe('emoji picker: examples and robustness', () => {
  it('has examples that are valid states, each finding emojis', () => {
    expectExamplesMatchState(emojiPickerTool, emojiPickerState);
    for (const { label, state } of emojiPickerTool.examples ?? []) {
      const s = state as { search?: string; group?: string };
      expect(searchEmojis(s.search ?? '', EMOJIS, { group: s.group }).length, label).toBeGreaterThan(0);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => searchEmojis(s, EMOJIS.slice(0, 200)));
    fuzzToolFunction((s: string) => parseCodePoints(s));
    fuzzToolFunction((s: string) => codePoints(s));
    fuzzToolFunction((s: string) => htmlEscape(s));
    fuzzToolFunction((s: string) => jsEscape(s));
    fuzzToolFunction((s: string) => utf16Escape(s));
    fuzzToolFunction((s: string) => applySkinTone(s, 'medium', MODIFIER_BASES));
  });
});

import { ToolInputError } from '@handy-tools/ui/kit';

/** One emoji of unicode-emoji-json's `data-by-group.json`. */
export interface EmojiDataEntry {
  emoji: string;
  name: string;
  slug: string;
  skin_tone_support: boolean;
  unicode_version?: string;
  emoji_version: string;
}

/** One group of unicode-emoji-json's `data-by-group.json` (the groups of Unicode's emoji-test.txt). */
export interface EmojiDataGroup {
  name: string;
  slug: string;
  emojis: EmojiDataEntry[];
}

/** An emoji with its name, group and search keywords. */
export interface Emoji {
  /** The fully-qualified RGI emoji (UTS #51), without skin tone. */
  emoji: string;
  /** The CLDR short name, e.g. `thumbs up`. */
  name: string;
  /** Group name, e.g. `People & Body`. */
  group: string;
  /** Keywords from emojilib (lower case), without the name itself. */
  keywords: string[];
  /** Whether the emoji takes skin tone modifiers. */
  skinTones: boolean;
  /** Emoji version that introduced it, e.g. `1.0`. */
  version: string;
}

/** The five skin tone modifiers of Unicode (Fitzpatrick types, UTS #51 §2.4), or none. */
export type SkinTone = 'none' | 'light' | 'medium-light' | 'medium' | 'medium-dark' | 'dark';

/** The modifier character of each skin tone: U+1F3FB … U+1F3FF. */
export const SKIN_TONE_MODIFIERS: Readonly<Record<Exclude<SkinTone, 'none'>, string>> = {
  light: '\u{1F3FB}',
  'medium-light': '\u{1F3FC}',
  medium: '\u{1F3FD}',
  'medium-dark': '\u{1F3FE}',
  dark: '\u{1F3FF}',
};

const ZWJ = '\u200D';
const VS16 = '\uFE0F';
const MODIFIER = /[\u{1F3FB}-\u{1F3FF}]/gu;

/**
 * Joins unicode-emoji-json's groups with emojilib's keywords.
 *
 * @param groups - `data-by-group.json` of unicode-emoji-json.
 * @param keywords - emojilib's `emoji-en-US.json`: emoji → keywords (the first is the name as a slug).
 * @returns every emoji in Unicode's order.
 */
export function buildEmojis(groups: readonly EmojiDataGroup[], keywords: Readonly<Record<string, readonly string[]>>): Emoji[] {
  return groups.flatMap((g) =>
    g.emojis.map((e) => ({
      emoji: e.emoji,
      name: e.name,
      group: g.name,
      keywords: (keywords[e.emoji] ?? []).map((k) => k.toLowerCase().replaceAll('_', ' ')).filter((k) => k !== e.name.toLowerCase()),
      skinTones: e.skin_tone_support,
      version: e.emoji_version,
    })),
  );
}

/**
 * The set of single code points that take a skin tone (Emoji_Modifier_Base) according to the data:
 * the one-character emojis flagged `skinTones`.
 *
 * @param emojis - from {@link buildEmojis}.
 * @returns the code points.
 */
export function modifierBases(emojis: readonly Emoji[]): Set<number> {
  const bases = new Set<number>();
  for (const e of emojis) {
    if (!e.skinTones) continue;
    const points = [...e.emoji.replaceAll(VS16, '')];
    if (points.length === 1) bases.add(points[0]!.codePointAt(0)!);
  }
  return bases;
}

/**
 * Puts a skin tone on an emoji as UTS #51 §2.4 and its RGI sequences do: the modifier follows each
 * modifier base of the sequence (replacing a U+FE0F that followed it); in a ZWJ sequence the
 * handshake U+1F91D between two people stays untoned (people holding hands).
 *
 * @param emoji - an emoji without skin tone.
 * @param tone - the skin tone, or `none` to return the emoji unchanged.
 * @param bases - from {@link modifierBases}.
 * @returns the toned emoji.
 */
export function applySkinTone(emoji: string, tone: SkinTone, bases: ReadonlySet<number>): string {
  if (tone === 'none') return emoji;
  const modifier = SKIN_TONE_MODIFIERS[tone];
  const parts = emoji.split(ZWJ);
  return parts
    .map((part) => {
      const points = [...part];
      const first = points[0]?.codePointAt(0);
      if (first === undefined || !bases.has(first)) return part;
      if (parts.length > 1 && first === 0x1f91d) return part;
      const rest = points.slice(1);
      if (rest[0] === VS16) rest.shift();
      return [points[0], modifier, ...rest].join('');
    })
    .join(ZWJ);
}

/**
 * The code points of a text in Unicode notation.
 *
 * @param text - any text.
 * @returns e.g. `U+1F44D U+1F3FD` (upper-case hex, at least four digits, space separated).
 */
export function codePoints(text: string): string {
  return [...text].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');
}

/**
 * The HTML numeric character references of a text (HTML Living Standard §13.1.4).
 *
 * @param text - any text.
 * @returns e.g. `&#x1F44D;&#x1F3FD;`.
 */
export function htmlEscape(text: string): string {
  return [...text].map((c) => `&#x${c.codePointAt(0)!.toString(16).toUpperCase()};`).join('');
}

/**
 * The JavaScript code point escapes of a text (ECMAScript 2015 `\u{…}`).
 *
 * @param text - any text.
 * @returns e.g. `\u{1F44D}\u{1F3FD}`.
 */
export function jsEscape(text: string): string {
  return [...text].map((c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase()}}`).join('');
}

/**
 * The UTF-16 escapes of a text, as JSON (RFC 8259 §7), Java and C# write them: surrogate pairs
 * for characters above U+FFFF.
 *
 * @param text - any text.
 * @returns e.g. `\uD83D\uDC4D`.
 */
export function utf16Escape(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += `\\u${text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}`;
  return out;
}

/**
 * Reads code points written as `U+1F44D U+1F3FD`, `1F44D 1F3FD`, `0x1f44d` or `\u{1F44D}`.
 *
 * @param text - code points separated by spaces, commas or nothing (with `U+`, `0x` or `\u{`).
 * @returns the text they make.
 * @throws ToolInputError when a part is not a hex code point or is beyond U+10FFFF or a surrogate.
 */
export function parseCodePoints(text: string): string {
  const parts = text
    .trim()
    .split(/[\s,]+|(?=U\+)|(?=\\u\{)/i)
    .filter(Boolean);
  if (parts.length === 0) throw new ToolInputError('Enter code points such as U+1F600.');
  return parts
    .map((p) => {
      const m = /^(?:U\+|0x|\\u\{)?([0-9a-f]{1,6})\}?$/i.exec(p);
      const cp = m ? parseInt(m[1]!, 16) : NaN;
      if (!m || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
        throw new ToolInputError(`“${p}” is not a Unicode code point (U+0000 to U+10FFFF, no surrogates).`);
      return String.fromCodePoint(cp);
    })
    .join('');
}

// Emoji sequences of a text: the RGI_Emoji property of strings (ES2024 `v` flag) where the engine has
// it, else runs of pictographs, regional indicators, modifiers, ZWJ and variation selectors.
const EMOJI_SEQUENCE: RegExp = (() => {
  try {
    return new RegExp('\\p{RGI_Emoji}', 'gv');
  } catch {
    return /(?:[0-9#*]\uFE0F?\u20E3|\p{Regional_Indicator}{2}|\p{Extended_Pictographic}(?:[\u{1F3FB}-\u{1F3FF}]|\uFE0F)*(?:\u200D\p{Extended_Pictographic}(?:[\u{1F3FB}-\u{1F3FF}]|\uFE0F)*)*)/gu;
  }
})();

/** Strips skin tones and U+FE0F, so a pasted emoji finds its entry. */
const bare = (s: string) => s.replace(MODIFIER, '').replaceAll(VS16, '');

// The lower-case text searched for each emoji, built once per entry.
const HAYSTACKS = new WeakMap<Emoji, string>();
function haystack(e: Emoji): string {
  let hay = HAYSTACKS.get(e);
  if (hay === undefined) {
    hay = `${e.name.toLowerCase()}\n${e.keywords.join('\n')}\n${e.group.toLowerCase()}`;
    HAYSTACKS.set(e, hay);
  }
  return hay;
}

/** Filters of {@link searchEmojis}. */
export interface EmojiSearchOptions {
  /** Only this group; `all` by default. */
  group?: string;
}

/**
 * Searches emojis. A query holding emojis finds those emojis (skin tones and variation selectors
 * ignored); a query of code points (`U+1F44D`, `1f44d`) finds the emoji they spell; words find
 * emojis whose name, keywords or group contain every word. Order: name equal to the query, name
 * starting with it, a keyword equal to a word, then Unicode's order.
 *
 * @param query - the search; blank returns every emoji of the group.
 * @param emojis - from {@link buildEmojis}.
 * @param options - group filter.
 * @returns the matching emojis.
 */
export function searchEmojis(query: string, emojis: readonly Emoji[], options: EmojiSearchOptions = {}): Emoji[] {
  const group = options.group ?? 'all';
  const pool = group === 'all' ? emojis : emojis.filter((e) => e.group === group);
  const q = query.trim().toLowerCase();
  if (q === '') return [...pool];
  if (/\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3|\uFE0F/u.test(q)) {
    const wanted = new Set((q.match(EMOJI_SEQUENCE) ?? []).map(bare));
    return pool.filter((e) => wanted.has(bare(e.emoji)));
  }
  if (/^(?:(?:u\+|0x|\\u\{)?[0-9a-f]{4,6}\}?[\s,]*)+$/i.test(q) && /[0-9]/.test(q)) {
    try {
      const text = bare(parseCodePoints(q));
      const exact = pool.filter((e) => bare(e.emoji) === text);
      if (exact.length > 0 || /u\+|0x|\\u/.test(q)) return exact;
    } catch {
      // not code points after all: search as words
    }
  }
  const words = q.split(/\s+/);
  const found = pool.filter((e) => {
    const hay = haystack(e);
    return words.every((w) => hay.includes(w));
  });
  const score = (e: Emoji) => {
    const name = e.name.toLowerCase();
    if (name === q) return 0;
    if (name.startsWith(q)) return 1;
    if (words.some((w) => name.split(/[\s:,-]+/).includes(w))) return 2;
    if (words.some((w) => e.keywords.includes(w))) return 3;
    return 4;
  };
  return found
    .map((e, i) => ({ e, i, s: score(e) }))
    .sort((a, b) => a.s - b.s || a.i - b.i)
    .map((x) => x.e);
}

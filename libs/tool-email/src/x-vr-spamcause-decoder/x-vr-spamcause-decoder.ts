import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * The X-VR-SPAMCAUSE obfuscation (Vade Retro, the spam filter of OVHcloud's mail servers; also
 * written X-OVH-SPAMCAUSE and, in older Vade set-ups, X-VADE-SPAMCAUSE).
 *
 * There is no published specification. The algorithm was worked out publicly on Stack Overflow
 * ("Is it possible to decode a SPAMCAUSE field in a mail header?", question 41507130, answers by
 * lkraider and DoubleYouEl, 2017–2021): the value is a run of lowercase letter pairs, one pair per
 * byte; in every even-numbered pair (0, 2, 4…) the letters are swapped; in the (un-swapped) pair
 * `o x`, `o` is the "offset" letter and the byte is `o + x − 120 − 16 × (103 − o)` (character codes;
 * 103 is "g", 120 is "x"). The decoded bytes are ASCII, with Latin-1 (or UTF-8) in names.
 *
 * Newer Vade headers carry `vade1{…}` in base64 instead: that content is encrypted and cannot be
 * decoded without Vade's key.
 */

/** The header names that carry the obfuscated value (compared without case). */
export const SPAMCAUSE_HEADERS = ['X-VR-SPAMCAUSE', 'X-OVH-SPAMCAUSE', 'X-VADE-SPAMCAUSE'] as const;

/** One part of a decoded value (split at "; "). */
export interface SpamCausePart {
  /** The part as written, e.g. `Bailout: 300`, `^ForbiddenHdr (500)`, `Ip=0.0.0.0,82.64.250.170`. */
  text: string;
  /** For `Key: value` and `Key=value` parts: the key (`Bailout`, `Ip`); else null. */
  key: string | null;
  /** The value after the key; for a rule the rule's name. */
  value: string;
  /** For a rule with a score in parentheses, e.g. `(500)`: the score; else null. */
  score: number | null;
}

/** A decoded X-VR-SPAMCAUSE value. */
export interface SpamCauseDecoding {
  /** The header the value came from (`X-VR-SPAMCAUSE`…), or null when a bare value was given. */
  header: string | null;
  /** The obfuscated value, unfolded (white space removed). */
  encoded: string;
  /** The decoded text. */
  text: string;
  /** `text` split at "; " into its parts (the first is the engine's name, version and modules). */
  parts: SpamCausePart[];
}

const LETTER_PAIR = /^[a-z]*$/;

/** The longest value read (letters): real values are a few hundred to a few thousand letters; this bound keeps the page responsive (a 10 MB paste is refused at once). */
export const MAX_VALUE_LETTERS = 100_000;

/**
 * Decodes one obfuscated value (the letters only) to bytes.
 *
 * @param value - the header value, lowercase letters, white space already removed.
 * @param at - character offset of `value` in the user's input (for error positions).
 * @returns the decoded bytes, one per letter pair.
 * @throws ToolInputError when a character is not a lowercase letter, the length is odd, or a pair decodes outside 0–255.
 */
function decodeBytes(value: string, at: number): Uint8Array {
  if (!LETTER_PAIR.test(value)) {
    const i = value.search(/[^a-z]/);
    throw new ToolInputError(`"${value[i]}" at position ${at + i + 1} is not a lowercase letter: an X-VR-SPAMCAUSE value is made of letters a–z only.`, { position: at + i });
  }
  if (value.length % 2 !== 0) throw new ToolInputError(`The value has ${value.length} letters, an odd number: every character is encoded by a pair of letters (is the value cut?).`, { position: at + value.length });
  const bytes = new Uint8Array(value.length / 2);
  for (let pair = 0; pair < bytes.length; pair++) {
    let o = value.charCodeAt(pair * 2);
    let x = value.charCodeAt(pair * 2 + 1);
    if (pair % 2 === 0) [o, x] = [x, o];
    const byte = o + x - 120 - 16 * (103 - o);
    if (byte < 0 || byte > 255) {
      const p = at + pair * 2;
      throw new ToolInputError(`The letters "${value.slice(pair * 2, pair * 2 + 2)}" at position ${p + 1} do not encode a character: this is not an X-VR-SPAMCAUSE value, or it was changed.`, { position: p });
    }
    bytes[pair] = byte;
  }
  return bytes;
}

/** Bytes as text: UTF-8 when they are valid UTF-8, else Latin-1 (windows-1252), which Vade writes names in. */
function bytesToText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const KEY_VALUE = /^([A-Za-z][\w-]*)(?:: ?|=)([\s\S]*)$/;
const RULE_SCORE = /^([\s\S]*?)\s*\((-?\d+)\)$/;

/**
 * Splits a decoded value into its parts.
 *
 * @param text - a decoded value, e.g. `Vade Retro 01.394.21 AS+AV+AP+RT Profile: OVH; Bailout: 300; ^ForbiddenHdr (500)`.
 * @returns its parts, split at ";" (empty parts dropped); `Key: value`/`Key=value` parts get a key,
 *   rules written `name (score)` a score.
 */
export function splitSpamCause(text: string): SpamCausePart[] {
  return text
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((part) => {
      const score = RULE_SCORE.exec(part);
      if (score) return { text: part, key: null, value: score[1] ?? '', score: Number(score[2]) };
      const kv = KEY_VALUE.exec(part);
      // "Vade Retro 01.394.21 AS+AV Profile: OVH": the first part holds the engine then "Profile: …".
      if (kv && !/\s/.test(kv[1] ?? '')) return { text: part, key: kv[1] ?? null, value: (kv[2] ?? '').trim(), score: null };
      return { text: part, key: null, value: part, score: null };
    });
}

/**
 * Finds the X-VR-SPAMCAUSE values in a text: header lines (`X-VR-SPAMCAUSE: …`, `X-OVH-SPAMCAUSE: …`,
 * `X-VADE-SPAMCAUSE: …`, folded lines unfolded per RFC 5322 §2.2.3) anywhere in a header block or
 * a whole message; when there is none, the whole text is taken as one bare value.
 *
 * @returns the values with the header they came from and their offset in `input`.
 */
function findValues(input: string): { header: string | null; raw: string; at: number }[] {
  const found: { header: string | null; raw: string; at: number }[] = [];
  const line = /^(X-(?:VR|OVH|VADE)-SPAMCAUSE)[ \t]*:[ \t]*((?:.*)(?:\r?\n[ \t].*)*)/gim;
  // Only the header block is searched: it ends at the first empty line (RFC 5322 §2.1), so a whole message of megabytes is cheap.
  const end = input.search(/\r?\n[ \t]*\r?\n/);
  for (const m of (end < 0 ? input : input.slice(0, end)).matchAll(line)) {
    const header = (m[1] ?? '').toUpperCase();
    const raw = m[2] ?? '';
    found.push({ header, raw, at: (m.index ?? 0) + m[0].length - raw.length });
  }
  if (found.length > 0) return found;
  return [{ header: null, raw: input, at: 0 }];
}

/**
 * Decodes the X-VR-SPAMCAUSE header(s) in a text.
 *
 * @param input - a bare header value (folded or not), a header line (`X-VR-SPAMCAUSE: gggruggv…`),
 *   a header block or a whole message; X-OVH-SPAMCAUSE and X-VADE-SPAMCAUSE are read too.
 * @returns one decoding per header found (one when a bare value is given), in order.
 * @throws ToolInputError when the text is empty, when a value is Vade's encrypted `vade1` format, longer
 *   than {@link MAX_VALUE_LETTERS}, or not letter pairs that decode to bytes (the message gives the 1-based position).
 * @see Stack Overflow question 41507130 for the algorithm (described in this module's comment).
 */
export function decodeSpamCause(input: string): SpamCauseDecoding[] {
  if (input.trim() === '') throw new ToolInputError('Paste an X-VR-SPAMCAUSE header or its value.');
  return findValues(input).map(({ header, raw, at }) => {
    if (raw.length > 2 * MAX_VALUE_LETTERS) {
      throw new ToolInputError(`The ${header ?? 'X-VR-SPAMCAUSE'} value is ${raw.length} characters long; real values have a few thousand letters at most (${MAX_VALUE_LETTERS} are read). Paste the header alone.`, { position: at });
    }
    const lead = raw.length - raw.trimStart().length;
    const encoded = raw.replace(/\s+/g, '');
    if (encoded.length > MAX_VALUE_LETTERS) {
      throw new ToolInputError(`The ${header ?? 'X-VR-SPAMCAUSE'} value has ${encoded.length} letters; real values have a few thousand at most (${MAX_VALUE_LETTERS} are read). Paste the header alone.`, { position: at });
    }
    if (encoded === '') throw new ToolInputError(`The ${header ?? 'X-VR-SPAMCAUSE'} header is empty.`, { position: at });
    if (/^dmFkZT[A-Za-z0-9+/]/.test(encoded)) {
      throw new ToolInputError(`This value is Vade's newer format (base64 of "vade1{…}"): its content is encrypted and cannot be decoded without Vade's key.`, { position: at + lead });
    }
    // Positions are counted in the unfolded value when the value was folded; exact when it was not.
    const bytes = decodeBytes(encoded, at + lead);
    const text = bytesToText(bytes);
    return { header, encoded, text, parts: splitSpamCause(text) };
  });
}

/**
 * Obfuscates a text as Vade Retro does (the inverse of {@link decodeSpamCause}), e.g. to build test
 * values: each UTF-8 byte becomes a letter pair whose offset-free letter lies in f–v, as in real headers.
 *
 * @param text - the text to encode.
 * @returns lowercase letters, two per UTF-8 byte.
 */
export function encodeSpamCause(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let out = '';
  bytes.forEach((byte, pair) => {
    // byte = 17·o + x − 1768: the smallest o that keeps x ≤ "v" (118) puts x in 102–118 ("f"–"v").
    const o = Math.ceil((byte + 1650) / 17);
    const x = byte + 1768 - 17 * o;
    out += pair % 2 === 0 ? String.fromCharCode(x, o) : String.fromCharCode(o, x);
  });
  return out;
}

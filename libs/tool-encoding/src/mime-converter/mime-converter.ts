import { ToolInputError } from '@handy-tools/ui/kit';
import { decodeWords } from 'postal-mime';
import { charAt, describeLocation, inputErrorAt, showChar } from '../shared/text.js';
import { encodeUtf8 } from '../shared/utf8.js';
import { bytesToBase64 } from '@handy-tools/bytes';

/** The two encodings of RFC 2047 §4: `B` (Base64, §4.1) and `Q` (a quoted-printable variant, §4.2). */
export type MimeEncoding = 'B' | 'Q';

/** RFC 2047 §2: an encoded-word may not be more than 75 characters long, delimiters included. */
export const MAX_ENCODED_WORD_LENGTH = 75;

/** RFC 2047 §2 / RFC 5322 §2.1.1: lines holding encoded-words are at most 76 characters. */
export const MAX_LINE_LENGTH = 76;

// Compact aliases for labels mail clients write that the WHATWG Encoding Standard does not list
// (keys are normalized: lower case, no "x-"/"cs" prefix, no separators).
const CHARSET_ALIASES: Record<string, string> = {
  shiftjis: 'shift_jis',
  windows31j: 'shift_jis',
  mskanji: 'shift_jis',
  eucjp: 'euc-jp',
  iso2022jp: 'iso-2022-jp',
  euckr: 'euc-kr',
  uhc: 'euc-kr',
  tis620: 'windows-874',
  iso88598i: 'iso-8859-8-i',
};
const CODE_PAGES: Record<string, string> = { '932': 'shift_jis', '936': 'gbk', '949': 'euc-kr', '950': 'big5', '874': 'windows-874', '866': 'ibm866' };

function decoderName(label: string): string | null {
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null;
  }
}

/**
 * Finds the decoder for a MIME charset name (RFC 2047 §2 `charset`, an IANA name), as the browser's
 * `TextDecoder` knows it (WHATWG Encoding Standard labels: UTF-8, ISO-8859-x, windows-125x,
 * Shift_JIS, EUC-JP, KOI8-R, GB18030, Big5…). An RFC 2231 §5 language suffix (`US-ASCII*EN`) is
 * ignored; common spellings outside the standard (`cp932`, `x-sjis`, `windows-31j`, `cp1251`) are accepted.
 *
 * @param label - the charset as written in the encoded-word.
 * @returns the WHATWG name of the encoding, e.g. `windows-1252` for `ISO-8859-1` or `US-ASCII`.
 * @throws ToolInputError when no decoder exists for it (unknown, or the "replacement" encodings such as ISO-2022-KR).
 * @see https://encoding.spec.whatwg.org/#names-and-labels
 */
export function resolveCharset(label: string): string {
  const bare = label.split('*')[0]?.trim() ?? '';
  const direct = bare ? decoderName(bare) : null;
  if (direct) return direct;
  const normalized = bare.toLowerCase().replace(/^(?:x-ms-|x-|cs)/, '').replace(/[\s._-]+/g, '');
  const codePage = /^(?:cp|windows|ms|ibm)(\d+)$/.exec(normalized)?.[1];
  const candidates = [
    codePage ? (CODE_PAGES[codePage] ?? `windows-${codePage}`) : undefined,
    CHARSET_ALIASES[normalized],
    normalized,
  ];
  for (const candidate of candidates) {
    const found = candidate ? decoderName(candidate) : null;
    if (found) return found;
  }
  throw new ToolInputError(unknownCharset(label, ''));
}

const unknownCharset = (label: string, where: string) =>
  `Unknown charset "${label}"${where}: the browser has no decoder for it (use a name such as UTF-8, ISO-8859-1, windows-1252, Shift_JIS, KOI8-R or GB18030).`;

/**
 * Unfolds a header (RFC 5322 §2.2.3): removes each line break (CRLF, or a bare LF) that is
 * followed by a space or tab, keeping the space or tab.
 *
 * @param text - a possibly folded header or header value.
 * @returns the text on one logical line.
 * @see https://www.rfc-editor.org/rfc/rfc5322#section-2.2.3
 */
export function unfoldHeader(text: string): string {
  return text.replace(/\r?\n(?=[ \t])/g, '');
}

/**
 * Folds a header line (RFC 5322 §2.2.3): inserts CRLF before a space or tab so that lines stay
 * within `limit` characters where the text allows it (a run without spaces longer than the limit
 * stays whole). Never creates a line made only of whitespace. {@link unfoldHeader} undoes it.
 *
 * @param line - one logical header line.
 * @param limit - the longest line wanted, 76 by default (RFC 2047 §2).
 * @returns the folded text, lines separated by CRLF.
 * @see https://www.rfc-editor.org/rfc/rfc5322#section-2.2.3
 */
export function foldHeader(line: string, limit = MAX_LINE_LENGTH): string {
  const tokens = line.split(/(?=[ \t])/);
  const lines: string[] = [];
  let current = tokens[0] ?? '';
  for (const token of tokens.slice(1)) {
    if (current.length + token.length > limit && current.trim() !== '' && token.trim() !== '') {
      lines.push(current);
      current = token;
    } else {
      current += token;
    }
  }
  lines.push(current);
  return lines.join('\r\n');
}

// RFC 2047 §5 (3): in any header position, Q may leave only letters, digits and ! * + - / unencoded.
const Q_SAFE = /^[A-Za-z0-9!*+\-/]$/;
const qByte = (b: number) => (b === 0x20 ? '_' : Q_SAFE.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `=${b.toString(16).toUpperCase().padStart(2, '0')}`);
const base64Length = (bytes: number) => 4 * Math.ceil(bytes / 3);

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Splits text into UTF-8 encoded-words of at most `max` characters (the first at most `firstMax`),
 * never cutting a grapheme cluster, or, when one grapheme is too long for a word, a code point.
 */
function toEncodedWords(text: string, encoding: MimeEncoding, firstMax: number): string[] {
  const head = `=?UTF-8?${encoding}?`;
  const overhead = head.length + 2;
  const words: string[] = [];
  let bytes: number[] = [];
  let qText = '';
  const payloadMax = () => (words.length === 0 ? firstMax : MAX_ENCODED_WORD_LENGTH) - overhead;
  const size = (extra: Uint8Array) =>
    encoding === 'B' ? base64Length(bytes.length + extra.length) : qText.length + Array.from(extra, qByte).join('').length;
  const flush = () => {
    if (bytes.length === 0) return;
    words.push(`${head}${encoding === 'B' ? bytesToBase64(Uint8Array.from(bytes)) : qText}?=`);
    bytes = [];
    qText = '';
  };
  const add = (piece: Uint8Array) => {
    bytes.push(...piece);
    if (encoding === 'Q') qText += Array.from(piece, qByte).join('');
  };
  const take = (unit: string): boolean => {
    const piece = encodeUtf8(unit);
    if (size(piece) <= payloadMax()) {
      add(piece);
      return true;
    }
    flush();
    if (size(piece) <= payloadMax()) {
      add(piece);
      return true;
    }
    return false;
  };
  for (const { segment } of graphemes.segment(text)) {
    if (take(segment)) continue;
    // A grapheme longer than a word (long combining sequences): split it between code points.
    for (const codePoint of segment) take(codePoint);
  }
  flush();
  return words;
}

/** Options of {@link encodeMimeWords}. */
export interface MimeEncodeOptions {
  /** `B` (Base64, RFC 2047 §4.1) or `Q` (§4.2). Default `B`. */
  encoding?: MimeEncoding;
  /** Encode even pure printable ASCII text. Default false: only the part that needs it is encoded. */
  always?: boolean;
  /** Fold the result as a header field (lines of at most 76 characters joined with CRLF + space). Default false. */
  fold?: boolean;
  /** With `fold`: the header field name put in front, e.g. `Subject` (a `: ` is added). Default none. */
  headerName?: string;
}

const needsEncoding = (word: string) => /[^\x20-\x7e]/.test(word) || word.includes('=?');

/**
 * Encodes text as RFC 2047 encoded-words in UTF-8, as in a mail subject
 * (`Café` → `=?UTF-8?B?Q2Fmw6k=?=`). Each word is at most 75 characters (§2) and holds whole
 * characters (never half of a UTF-8 sequence, §5; grapheme clusters are kept whole when they fit).
 * Without `always`, pure printable ASCII stays as it is and only the span from the first to the
 * last space-separated word that needs encoding (non-ASCII, controls, or `=?`) is encoded.
 * Q leaves only letters, digits and `! * + - /` as they are, writes a space as `_` and every
 * other byte as `=XX` (§4.2 and §5 (3), so the words are valid in any header).
 *
 * @param text - any text.
 * @param options - see {@link MimeEncodeOptions}.
 * @returns the header value (or, with `fold` and `headerName`, the whole folded header line).
 * @throws ToolInputError when the text holds an unpaired UTF-16 surrogate, naming its position.
 * @see https://www.rfc-editor.org/rfc/rfc2047
 */
export function encodeMimeWords(text: string, options: MimeEncodeOptions = {}): string {
  const { encoding = 'B', always = false, fold = false } = options;
  const name = (options.headerName ?? '').trim().replace(/:$/, '').trim();
  const header = fold && name ? `${name}: ` : '';
  encodeUtf8(text); // refuses lone surrogates, naming their position in the whole text
  const parts = text.split(' ');
  let first = 0;
  let last = parts.length - 1;
  if (!always) {
    first = parts.findIndex(needsEncoding);
    if (first < 0) return fold ? foldHeader(header + text) : header + text;
    last = parts.findLastIndex(needsEncoding);
  }
  const prefix = parts.slice(0, first).join(' ') + (first > 0 ? ' ' : '');
  const middle = parts.slice(first, last + 1).join(' ');
  const suffix = (last < parts.length - 1 ? ' ' : '') + parts.slice(last + 1).join(' ');

  let firstMax = MAX_ENCODED_WORD_LENGTH;
  if (fold) {
    // Fit the first word on the line it starts (after the header name and any plain text).
    const before = foldHeader((header + prefix).trimEnd());
    const lineSoFar = before.length - (before.lastIndexOf('\n') + 1);
    const room = lineSoFar === 0 ? MAX_LINE_LENGTH : MAX_LINE_LENGTH - lineSoFar - 1;
    if (room >= 20) firstMax = Math.min(MAX_ENCODED_WORD_LENGTH, room);
  }
  const value = prefix + toEncodedWords(middle, encoding, firstMax).join(' ') + suffix;
  return fold ? foldHeader(header + value) : header + value;
}

/** The result of {@link decodeMimeWords}. */
export interface MimeDecoded {
  /** The decoded text. */
  text: string;
  /** How many encoded-words were found. */
  wordCount: number;
  /** The charsets the words use, as the decoder names them (e.g. `windows-1252` for ISO-8859-1). */
  charsets: string[];
  /** Non-fatal problems (bytes that are not valid in their charset, over-long words). */
  warnings: string[];
}

const WORD_START = /=\?([^?\s]+)\?([^?\s]*)\?/y;

function checkBase64(payload: string, text: string, at: number, start: number): void {
  const firstPad = payload.indexOf('=');
  for (let i = 0; i < payload.length; i++) {
    const c = payload[i] as string;
    const ok = /[A-Za-z0-9+/]/.test(c) ? firstPad < 0 || i < firstPad : c === '=';
    if (!ok) {
      const what = firstPad >= 0 && i > firstPad ? `${showChar(charAt(payload, i))} after the "=" padding` : showChar(charAt(payload, i));
      throw inputErrorAt(
        `Invalid Base64 in the encoded-word at ${describeLocation(text, start)}: ${what} at ${describeLocation(text, at + i)} (B encoding uses only A–Z, a–z, 0–9, "+", "/" and "=" padding, RFC 2047 §4.1).`,
        text,
        at + i,
      );
    }
  }
  const data = firstPad < 0 ? payload.length : firstPad;
  if (data % 4 === 1 || payload.length - data > 2) {
    throw inputErrorAt(
      `Truncated Base64 in the encoded-word at ${describeLocation(text, start)}: ${data} Base64 characters cannot encode whole bytes (RFC 2047 §4.1).`,
      text,
      start,
    );
  }
}

function checkQ(payload: string, text: string, at: number, start: number): void {
  for (let i = 0; i < payload.length; i++) {
    const c = payload.charCodeAt(i);
    if (c === 0x3d) {
      if (!/^[0-9A-Fa-f]{2}$/.test(payload.slice(i + 1, i + 3))) {
        throw inputErrorAt(
          `Invalid "=" escape at ${describeLocation(text, at + i)} in the encoded-word at ${describeLocation(text, start)}: "=" must be followed by two hex digits, as in =E9 (RFC 2047 §4.2).`,
          text,
          at + i,
        );
      }
      i += 2;
    } else if (c <= 0x20 || c >= 0x7f) {
      throw inputErrorAt(
        `Invalid character ${showChar(charAt(payload, i))} at ${describeLocation(text, at + i)} in the encoded-word at ${describeLocation(text, start)}: Q encoding writes spaces as "_" and other bytes as =XX (RFC 2047 §4.2).`,
        text,
        at + i,
      );
    }
  }
}

/**
 * Decodes the RFC 2047 encoded-words in a header (or header value), e.g.
 * `=?ISO-8859-1?Q?Andr=E9?= Pirard` → `André Pirard`, with postal-mime's `decodeWords`.
 * The header is unfolded first (RFC 5322 §2.2.3); whitespace between two adjacent encoded-words
 * is dropped (RFC 2047 §6.2); text around them stays as it is. Any charset the browser's
 * `TextDecoder` knows is accepted (see {@link resolveCharset}). Each word is checked first, so
 * malformed ones are reported instead of being decoded to garbage.
 *
 * @param text - a header value, possibly folded, with or without the field name.
 * @returns the decoded text and facts about the words; see {@link MimeDecoded}.
 * @throws ToolInputError for an unknown charset, an encoding other than B or Q, a word not closed
 *   by `?=`, invalid Base64 or Q data, naming the word's position (or line and column).
 * @see https://www.rfc-editor.org/rfc/rfc2047#section-6
 */
export function decodeMimeWords(text: string): MimeDecoded {
  let rewritten = '';
  let copied = 0;
  let wordCount = 0;
  const charsets = new Set<string>();
  const warnings: string[] = [];
  for (let at = text.indexOf('=?'); at >= 0; at = text.indexOf('=?', at + 2)) {
    if (at < copied) continue;
    WORD_START.lastIndex = at;
    const start = WORD_START.exec(text);
    if (!start) continue; // a plain "=?" in the text, not an encoded-word
    const [head, label = '', encodingLetter = ''] = start;
    const where = describeLocation(text, at);
    const encoding = encodingLetter.toUpperCase();
    if (encoding !== 'B' && encoding !== 'Q') {
      throw inputErrorAt(
        `Unknown encoding "${encodingLetter}" in the encoded-word at ${where}: RFC 2047 §4 defines only B (Base64) and Q.`,
        text,
        at + label.length + 3,
      );
    }
    const payloadAt = at + head.length;
    const end = text.indexOf('?', payloadAt);
    if (end < 0 || text[end + 1] !== '=') {
      throw inputErrorAt(`The encoded-word at ${where} is not closed by "?=" (RFC 2047 §2: =?charset?encoding?encoded-text?=).`, text, at);
    }
    const payload = text.slice(payloadAt, end);
    let charset: string;
    try {
      charset = resolveCharset(label);
    } catch (e) {
      throw inputErrorAt(unknownCharset(label, ` in the encoded-word at ${where}`), text, at + 2, e);
    }
    if (encoding === 'B') checkBase64(payload, text, payloadAt, at);
    else checkQ(payload, text, payloadAt, at);
    if (end + 2 - at > MAX_ENCODED_WORD_LENGTH) {
      warnings.push(`The encoded-word at ${where} is ${end + 2 - at} characters long; RFC 2047 §2 allows at most 75.`);
    }
    rewritten += `${text.slice(copied, at)}=?${charset}?${encoding}?${payload}?=`;
    copied = end + 2;
    wordCount++;
    charsets.add(charset);
  }
  rewritten += text.slice(copied);
  const unfolded = unfoldHeader(rewritten);
  let decoded: string;
  try {
    decoded = decodeWords(unfolded);
  } catch (cause) {
    throw new ToolInputError('The encoded-words could not be decoded.', { cause });
  }
  const replaced = (decoded.match(/\uFFFD/g)?.length ?? 0) - (unfolded.match(/\uFFFD/g)?.length ?? 0);
  if (replaced > 0) {
    warnings.push(`${replaced} byte sequence(s) are not valid in their charset and are shown as U+FFFD (�).`);
  }
  return { text: decoded, wordCount, charsets: [...charsets], warnings };
}

/**
 * Above this many characters (UTF-16 code units, as `string.length`) a multiline text field
 * shows a summary instead of a textarea holding the value. Measured in Chromium: a textarea
 * takes ~0.1 s to lay out 100 000 characters on one line, ~0.7 s for 500 000 and ~2 s for
 * 2 000 000, so longer values never go into one (the page would freeze while pasting).
 */
export const LARGE_TEXT_CHARS = 100_000;

/** Characters of a large value shown, read-only, in its summary (the tool uses all of it). */
export const LARGE_TEXT_PREVIEW_CHARS = 10_000;

/**
 * Whether a value is too long for a textarea ({@link LARGE_TEXT_CHARS}).
 *
 * @param text - the value.
 * @returns true when `text.length` exceeds {@link LARGE_TEXT_CHARS}.
 */
export function isLargeText(text: string): boolean {
  return text.length > LARGE_TEXT_CHARS;
}

/**
 * The length of a text in UTF-8 (WHATWG Encoding, as `TextEncoder` writes it: a lone surrogate
 * counts as U+FFFD, 3 bytes) without encoding it.
 *
 * @param text - any text.
 * @returns its size in bytes.
 */
export function utf8ByteLength(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) bytes += 1;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      // A surrogate pair: 4 bytes for its two code units.
      bytes += 2;
      i++;
    } else bytes += 2;
  }
  return bytes;
}

/**
 * A byte count for people: bytes below 1 000, then kB, MB or GB (decimal units, 1 MB =
 * 1 000 000 bytes) with at most one decimal, in the locale's number format.
 *
 * @param bytes - a size in bytes (≥ 0).
 * @param locale - a BCP 47 locale for `Intl.NumberFormat` (default: the runtime's).
 * @returns e.g. `2.1 MB` or `512 bytes`, as the locale writes them.
 */
export function formatByteSize(bytes: number, locale?: string): string {
  const units = [
    [1e9, 'gigabyte'],
    [1e6, 'megabyte'],
    [1e3, 'kilobyte'],
  ] as const;
  for (const [size, unit] of units) {
    if (bytes >= size) return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(bytes / size);
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes);
}

/**
 * The value of a text field after a paste: the pasted text replaces the selection.
 *
 * @param value - the field's value before the paste.
 * @param start - `selectionStart` (UTF-16 index; clamped to the value).
 * @param end - `selectionEnd` (clamped; at least `start`).
 * @param pasted - the clipboard's text.
 * @returns the new value.
 */
export function valueAfterPaste(value: string, start: number, end: number, pasted: string): string {
  const from = Math.max(0, Math.min(start, value.length));
  const to = Math.max(from, Math.min(end, value.length));
  return value.slice(0, from) + pasted + value.slice(to);
}

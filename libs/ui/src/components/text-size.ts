// Sizes of long texts for people, apart from large-text.ts: only the summary of a long value
// (LargeTextSummary, loaded on demand) needs them.

/**
 * The length of a text in UTF-8 (WHATWG Encoding, as `TextEncoder` writes it: a lone surrogate
 * counts as U+FFFD, 3 bytes) without encoding it.
 *
 * @param text - any text.
 * @returns its size in bytes.
 */
export function utf8ByteLength(text: string): number {
  // ASCII only (most long pastes: Base64, hex, JSON): one native scan instead of a loop in JS.
  // eslint-disable-next-line no-control-regex
  if (!/[^\u0000-\u007f]/.test(text)) return text.length;
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
    if (bytes >= size) return numberFormat(locale, unit).format(bytes / size);
  }
  return numberFormat(locale, 'byte').format(bytes);
}

/** Number formats by locale and unit: making one costs far more than formatting with it. */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string | undefined, unit: 'gigabyte' | 'megabyte' | 'kilobyte' | 'byte'): Intl.NumberFormat {
  const key = `${locale ?? ''}|${unit}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, unit === 'byte' ? { style: 'unit', unit, unitDisplay: 'long' } : { style: 'unit', unit, maximumFractionDigits: 1 });
    formats.set(key, format);
  }
  return format;
}

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

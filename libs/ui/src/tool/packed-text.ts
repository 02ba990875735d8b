/**
 * A large text moved from a worker to the page without a structured-clone copy: its UTF-8
 * bytes (whose buffer is transferred, not copied) and the first characters for display.
 * Cloning a 50 MB string blocks the receiving thread for seconds; transferring bytes does not.
 * Workers build one with `packText` (@handy-tools/compute); `LargeTextOutput` shows and
 * downloads it without decoding it all.
 */
export interface PackedText {
  /** The whole text, UTF-8. */
  bytes: Uint8Array;
  /** Its length in UTF-16 code units (as `string.length`). */
  length: number;
  /** Its first characters. */
  preview: string;
}

/**
 * Whether a value is a {@link PackedText} (rather than a plain string).
 *
 * @param value - a string or a packed text.
 * @returns true for a packed text.
 */
export function isPackedText(value: unknown): value is PackedText {
  return typeof value === 'object' && value !== null && (value as PackedText).bytes instanceof Uint8Array && typeof (value as PackedText).preview === 'string';
}

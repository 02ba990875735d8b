import { transfer } from 'comlink';
import type { PackedText } from '@handy-tools/ui/kit';

/** Characters a {@link PackedText} keeps for display by default. */
export const PACKED_PREVIEW_CHARS = 100_000;

/**
 * Packs a text for the trip back from a worker (call it in the worker, return its result).
 *
 * @param text - the text, any size.
 * @param previewChars - characters kept as `preview` (default {@link PACKED_PREVIEW_CHARS}).
 * @returns the packed text, marked for Comlink to transfer its buffer.
 */
export function packText(text: string, previewChars = PACKED_PREVIEW_CHARS): PackedText {
  const bytes = new TextEncoder().encode(text);
  return transfer({ bytes, length: text.length, preview: text.slice(0, previewChars) }, [bytes.buffer]);
}

/**
 * Reads a document given as text or as a file (a worker receives an opened file as a Blob,
 * which costs nothing to send, instead of its text, which would be copied).
 *
 * @param source - the text, or a Blob holding it in UTF-8.
 * @returns the text.
 * @throws Error when the Blob cannot be read.
 */
export async function textOfSource(source: string | Blob): Promise<string> {
  return typeof source === 'string' ? source : source.text();
}

/** Characters encoded per step by {@link textToBlob} (~25 ms each on a slow, busy machine). */
export const TEXT_BLOB_CHUNK_CHARS = 512 * 1024;

/** Resolves on a new task, so the page can paint and handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Encodes a text as UTF-8 into a Blob in steps, giving the page back between steps: `new Blob([text])`
 * on 5 MB takes a quarter of a second on a slow machine, one long task that freezes the page.
 * The steps cut between code points (never inside a surrogate pair), so the bytes equal
 * `new TextEncoder().encode(text)` (WHATWG Encoding; a lone surrogate becomes U+FFFD).
 * Send the Blob, not the text, to a worker: it crosses without a copy.
 *
 * @param text - any text.
 * @param options - `signal` to stop (rejects with its reason, an `AbortError` DOMException by
 *   default); `chunkChars`, the UTF-16 code units per step (default {@link TEXT_BLOB_CHUNK_CHARS}).
 * @param options.mimeType - the Blob's type (default `text/plain;charset=utf-8`).
 * @returns the Blob of the text's UTF-8 bytes.
 * @throws the signal's reason when aborted.
 */
export async function textToBlob(text: string, options: { signal?: AbortSignal; chunkChars?: number; mimeType?: string } = {}): Promise<Blob> {
  const { signal, chunkChars = TEXT_BLOB_CHUNK_CHARS, mimeType = 'text/plain;charset=utf-8' } = options;
  signal?.throwIfAborted();
  const step = Math.max(2, chunkChars);
  if (text.length <= step) return new Blob([text], { type: mimeType });
  const parts: Blob[] = [];
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + step);
    // Never end a step between a high and a low surrogate.
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    parts.push(new Blob([text.slice(start, end)]));
    start = end;
    if (start < text.length) {
      await nextTask();
      signal?.throwIfAborted();
    }
  }
  return new Blob(parts, { type: mimeType });
}

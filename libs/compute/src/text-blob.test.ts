import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textToBlob } from './text-blob.js';

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('textToBlob', () => {
  it('holds exactly the WHATWG UTF-8 encoding of the text, whatever the step size (surrogate pairs never cut)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 60 }), fc.integer({ min: 2, max: 9 }), async (text, chunkChars) => {
        expect(await bytesOf(await textToBlob(text, { chunkChars }))).toEqual(new TextEncoder().encode(text));
      }),
      { numRuns: 60 },
    );
  });

  it('keeps a pair at a step boundary whole and marks the type', async () => {
    const text = 'a😀b😀'; // a, D83D DE00, b, D83D DE00
    const blob = await textToBlob(text, { chunkChars: 2 });
    expect(new TextDecoder().decode(await bytesOf(blob))).toBe(text);
    expect(blob.type).toBe('text/plain;charset=utf-8');
  });

  it('stops with an AbortError when its signal aborts', async () => {
    const controller = new AbortController();
    const pending = textToBlob('x'.repeat(100), { chunkChars: 10, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

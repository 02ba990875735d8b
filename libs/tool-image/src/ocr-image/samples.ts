// The built-in samples of the examples: the letter is drawn in code (ocr-client.ts), the PDF is
// ./fixtures/sample.pdf, written by ./fixtures/make-sample-pdf.mjs.
import samplePdfUrl from './fixtures/sample.pdf?url';
import { drawSampleLetter } from './ocr-client.js';
import type { OCR_SAMPLES } from './state.js';

/**
 * A shipped file as a Blob. A bundler may inline a small file as a `data:` URL, which is decoded
 * here: the Content-Security-Policy's `connect-src` does not allow fetching it.
 */
async function assetBlob(url: string): Promise<Blob> {
  const inline = /^data:([^;,]+);base64,(.*)$/.exec(url);
  if (!inline) return (await fetch(url)).blob();
  return new Blob([Uint8Array.from(atob(inline[2] ?? ''), (c) => c.charCodeAt(0))], { type: inline[1] });
}

/** Each sample as a file: its name and how to make it. */
export const OCR_SAMPLE_FILES: Record<(typeof OCR_SAMPLES)[number], { name: string; load: () => Promise<Blob> }> = {
  letter: { name: 'sample-letter.png', load: drawSampleLetter },
  pdf: { name: 'sample.pdf', load: () => assetBlob(samplePdfUrl) },
};

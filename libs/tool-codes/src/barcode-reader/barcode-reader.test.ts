import { readFileSync } from 'node:fs';
import bwipjs from 'bwip-js/node';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
// @ts-expect-error -- a plain-JS script beside the samples; its helpers draw the test images.
import { page, photo, place, SAMPLE_PAYLOADS, tile } from '../shared/scan/samples/make-samples.mjs';
import { readCodes, type PixelImage } from '../shared/scan/zxing.js';
import { barcodeReaderTool } from './meta.js';
import { barcodeReaderState } from './state.js';
import { formatName, isbnOf, parseGs1, readerOptions } from './barcode-reader.js';

const sample = (name: string) => new Uint8Array(readFileSync(new URL(`../shared/scan/samples/${name}.png`, import.meta.url)));
function pixels(p: { width: number; height: number; grey: Uint8Array }): PixelImage {
  const data = new Uint8ClampedArray(p.width * p.height * 4);
  p.grey.forEach((v, i) => data.set([v, v, v, 255], i * 4));
  return { width: p.width, height: p.height, data };
}
const byFormat = (codes: { format: string; text: string }[]) => Object.fromEntries(codes.map((c) => [c.format, c.text]));

describe('reading barcodes (zxing-cpp)', () => {
  it('reads five symbologies on one label, each with its format', async () => {
    const codes = await readCodes(sample('barcodes-label'), readerOptions('All', true));
    expect(byFormat(codes)).toEqual({
      EAN13: SAMPLE_PAYLOADS.ean13,
      Code128: SAMPLE_PAYLOADS.code128,
      DataMatrix: SAMPLE_PAYLOADS.datamatrix,
      PDF417: SAMPLE_PAYLOADS.pdf417,
      QRCode: SAMPLE_PAYLOADS.qr,
    });
  });

  it('reads only the formats asked for', async () => {
    const linear = await readCodes(sample('barcodes-label'), readerOptions('AllLinear', true));
    expect(linear.map((c) => c.format).sort()).toEqual(['Code128', 'EAN13']);
    const matrix = await readCodes(sample('barcodes-label'), readerOptions('DataMatrix', true));
    expect(byFormat(matrix)).toEqual({ DataMatrix: SAMPLE_PAYLOADS.datamatrix });
  });

  it('reads the noisy, turned photo', async () => {
    const codes = await readCodes(sample('barcodes-photo'), readerOptions('All', true));
    expect(byFormat(codes)).toEqual({ EAN13: SAMPLE_PAYLOADS.ean13, QRCode: SAMPLE_PAYLOADS.qr });
  });

  it('reads a Code 128 drawn at small angles with noise (made here)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -8, max: 8 }), fc.stringMatching(/^[0-9A-Z]{4,12}$/), fc.integer({ min: 1, max: 1000 }), async (angle, text, seed) => {
        const p = page(720, 260);
        const t = tile('code128', text, { module: 3, barHeight: 70, quiet: 12 });
        const r = Math.ceil(Math.hypot(t.width, t.height) / 2);
        place(p, t, 360 - r, 130 - r, angle); // centred on the page
        const codes = await readCodes(pixels(photo(p, { seed, amplitude: 15, levels: 16 })), readerOptions('AllLinear', true));
        expect(codes.map((c) => c.text)).toEqual([text]);
      }),
      { numRuns: 10 },
    );
  });

  it('reads GS1 codes as bracketed element strings', async () => {
    const png = await bwipjs.toBuffer({ bcid: 'gs1-128', text: '(01)09521234543213(17)261231(10)ABC123', scale: 2, height: 12, backgroundcolor: 'FFFFFF', padding: 10 });
    const [code] = await readCodes(new Uint8Array(png));
    expect(code?.contentType).toBe('GS1');
    expect(parseGs1(code!.text)).toEqual([
      { ai: '01', name: 'GTIN', value: '09521234543213' },
      { ai: '17', name: 'Expiration date (YYMMDD)', value: '261231' },
      { ai: '10', name: 'Batch or lot number', value: 'ABC123' },
    ]);
  });
});

describe('readings', () => {
  it('names formats as zxing does', () => {
    expect(formatName('EAN13')).toBe('EAN-13');
    expect(formatName('DataMatrix')).toBe('Data Matrix');
    expect(formatName('Nope')).toBe('Nope');
  });

  it('gives the ISBN of a Bookland EAN (ISO 2108 examples)', () => {
    // ISBN 978-0-306-40615-7 ↔ ISBN-10 0-306-40615-2 (Wikipedia "ISBN", check digit examples).
    expect(isbnOf('9780306406157')).toEqual({ isbn13: '9780306406157', isbn10: '0306406152' });
    // ISBN 0-8044-2957-X (Wikipedia "ISBN-10 check digit" example) = 978-0-8044-2957-3.
    expect(isbnOf('9780804429573')?.isbn10).toBe('080442957X');
    expect(isbnOf('9791034304040')).toEqual({ isbn13: '9791034304040', isbn10: null });
    expect(isbnOf('4006381333931')).toBeNull();
  });

  it('names measure AIs with their decimals and refuses other text', () => {
    expect(parseGs1('(3103)000750')).toEqual([{ ai: '3103', name: 'Measure 310 (3 decimal places)', value: '000750' }]);
    expect(() => parseGs1('0109521234543213')).toThrow(ToolInputError);
  });
});

describe('tool contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(barcodeReaderTool, barcodeReaderState);
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => parseGs1(s));
    fuzzToolFunction((s: string) => isbnOf(s));
    fuzzToolFunction((s: string) => formatName(s));
    // Any bytes: a ToolInputError (not an image) or a list, never another error.
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 64 }), fc.constantFrom([0x89, 0x50, 0x4e, 0x47], [0xff, 0xd8, 0xff], [0x47, 0x49, 0x46, 0x38], []), async (bytes, head) => {
        try {
          expect(Array.isArray(await readCodes(new Uint8Array([...head, ...bytes])))).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(ToolInputError);
        }
      }),
      { numRuns: 60 },
    );
  });
});

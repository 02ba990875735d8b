import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { decodeQrRaster } from '../shared/qr/qr-decode.test-support.js';
import { qrcodeGeneratorTool } from './meta.js';
import { qrcodeGeneratorState } from './state.js';
import { qrcodeGenerator, qrImageModules, qrToRaster, QR_EC_LEVELS, type QrEcLevel } from './qrcode-generator.js';

const draw = { margin: 4, foreground: '#000000', background: '#ffffff' };

describe('qrcodeGenerator', () => {
  it('encodes "01234567" at 1-M like ISO/IEC 18004 Annex I, and reads it back', async () => {
    const qr = qrcodeGenerator({ text: '01234567', ecLevel: 'M', version: 0 });
    expect(qr.version).toBe(1);
    const [read] = await decodeQrRaster(qrToRaster(qr, draw, qrImageModules(qr, 4) * 4));
    expect(read?.text).toBe('01234567');
    expect(read?.ecLevel).toBe('M');
    // Symbology identifier ]Q1: QR Code model 2, no ECI (ISO/IEC 18004 Annex F).
    expect(read?.symbologyIdentifier).toBe(']Q1');
  });

  it('keeps a fixed version, and reads it back', async () => {
    const qr = qrcodeGenerator({ text: 'https://example.com/', ecLevel: 'Q', version: 7 });
    expect(qr.version).toBe(7);
    expect(qr.size).toBe(45);
    const [read] = await decodeQrRaster(qrToRaster(qr, draw, qrImageModules(qr, 4) * 3));
    expect(read?.version).toBe('7');
    expect(read?.text).toBe('https://example.com/');
  });

  it('reads back any URL or text at any level and version (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
        ),
        fc.constantFrom<QrEcLevel>(...QR_EC_LEVELS),
        fc.integer({ min: 0, max: 12 }),
        async (text, ecLevel, version) => {
          let qr;
          try {
            qr = qrcodeGenerator({ text, ecLevel, version });
          } catch {
            return; // a fixed version too small for the text: its message is tested below
          }
          const read = await decodeQrRaster(qrToRaster(qr, draw, qrImageModules(qr, 4) * 3));
          expect(read.map((r) => r.text)).toEqual([text]);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('explains a text too long, or a version too small', () => {
    expect(expectToolInputError(() => qrcodeGenerator({ text: 'x'.repeat(3000), ecLevel: 'M', version: 0 })).message).toMatch(
      /too long for a QR code at error-correction level M: it takes 3,000 bytes.*2,953 at level L/,
    );
    expect(expectToolInputError(() => qrcodeGenerator({ text: 'x'.repeat(50), ecLevel: 'M', version: 1 })).message).toMatch(
      /does not fit in a version 1 QR code at level M \(50 bytes; it holds 14\)/,
    );
    expectToolInputError(() => qrcodeGenerator({ text: 'x', ecLevel: 'M', version: 41 }));
    expectToolInputError(() => qrcodeGenerator({ text: '', ecLevel: 'M', version: 0 }));
  });

  it('has examples that are valid states, and each encodes', () => {
    expectExamplesMatchState(qrcodeGeneratorTool, qrcodeGeneratorState);
    for (const example of qrcodeGeneratorTool.examples ?? []) {
      const state = { text: 'https://example.com/', ecLevel: 'M' as QrEcLevel, version: 0, ...example.state };
      expect(qrcodeGenerator(state).version).toBeGreaterThan(0);
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => qrcodeGenerator({ text: s, ecLevel: 'M', version: 0 }), undefined, 60);
    fuzzToolFunction((n: number) => qrcodeGenerator({ text: 'abc', ecLevel: 'H', version: n }), fc.oneof(fc.integer(), fc.double()), 60);
  });
});

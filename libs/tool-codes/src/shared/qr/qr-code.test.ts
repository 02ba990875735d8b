import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import {
  contrastRatio,
  encodeQr,
  parseHexColor,
  qrByteCapacity,
  qrColorWarnings,
  QR_EC_LEVELS,
  QR_MODULE_STYLES,
  relativeLuminance,
} from './qr-code.js';
import { qrImageModules, qrLogoBox, qrLogoFits, qrPathData, qrShapes, qrToRaster, qrToSvg, qrToText } from './qr-render.js';
import { decodeQrRaster } from './qr-decode.test-support.js';

const black = '#000000';
const white = '#ffffff';

describe('encodeQr', () => {
  it('encodes "01234567" as ISO/IEC 18004 Annex I does: version 1-M, one Numeric segment of 41 bits, 16 data codewords', () => {
    const qr = encodeQr('01234567', { ecLevel: 'M' });
    expect(qr.version).toBe(1);
    expect(qr.size).toBe(21);
    expect(qr.segments).toEqual([{ mode: 'Numeric', length: 8 }]);
    // 0001 (mode) 0000001000 (count 8) 0000001100 0101011001 1000011 → 4 + 10 + 10 + 10 + 7
    expect(qr.dataBits).toBe(41);
    expect(qr.capacityBits).toBe(16 * 8);
  });

  it('encodes "HELLO WORLD" at 1-Q as the thonky.com QR tutorial does: Alphanumeric, 74 bits of 104', () => {
    const qr = encodeQr('HELLO WORLD', { ecLevel: 'Q' });
    expect(qr.version).toBe(1);
    expect(qr.segments).toEqual([{ mode: 'Alphanumeric', length: 11 }]);
    expect(qr.dataBits).toBe(4 + 9 + 5 * 11 + 6);
    expect(qr.capacityBits).toBe(13 * 8);
  });

  it('has the byte capacities of ISO/IEC 18004 Table 7', () => {
    expect(QR_EC_LEVELS.map((l) => qrByteCapacity(40, l))).toEqual([2953, 2331, 1663, 1273]);
    expect(QR_EC_LEVELS.map((l) => qrByteCapacity(1, l))).toEqual([17, 14, 11, 7]);
    expect(qrByteCapacity(10, 'M')).toBe(213);
  });

  it('picks the smallest version, and sizes the symbol 17 + 4 × version', () => {
    expect(encodeQr('a'.repeat(14), { ecLevel: 'M' }).version).toBe(1);
    expect(encodeQr('a'.repeat(15), { ecLevel: 'M' }).version).toBe(2);
    const big = encodeQr('a'.repeat(2953), { ecLevel: 'L' });
    expect(big.version).toBe(40);
    expect(big.size).toBe(177);
    expect(big.modules.length).toBe(177 * 177);
    expect(encodeQr('abc', { version: 5 }).size).toBe(37);
  });

  it('explains a text that is too long, with its size and what would fit', () => {
    const error = expectToolInputError(() => encodeQr('a'.repeat(2000), { ecLevel: 'H' }));
    expect(error.message).toContain('2,000 bytes');
    expect(error.message).toContain('1,273 bytes of text at level H');
    expect(error.message).toContain('2,331 at level M: choose a lower level');
    expect(expectToolInputError(() => encodeQr('a'.repeat(3000), { ecLevel: 'L' })).message).toMatch(
      /holds 2,953 bytes of text at level L\. Shorten the text\.$/,
    );
    expect(expectToolInputError(() => encodeQr('€'.repeat(1000), { ecLevel: 'L' })).message).toContain('3,000 bytes');
    expect(expectToolInputError(() => encodeQr('a'.repeat(100), { version: 2 })).message).toMatch(/does not fit in a version 2 QR code/);
  });

  it('rejects empty text, lone surrogates and bad versions', () => {
    expectToolInputError(() => encodeQr(''));
    expect(expectToolInputError(() => encodeQr('ab\uD800c')).message).toContain('position 3');
    expectToolInputError(() => encodeQr('a', { version: 41 }));
    expectToolInputError(() => encodeQr('a', { version: 0 }));
  });

  it('only ever throws ToolInputError', () => {
    fuzzToolFunction((s: string) => encodeQr(s), undefined, 60);
  });
});

describe('drawing and reading back', () => {
  it('reads back what it draws (ZXing), at every level and module style', async () => {
    for (const ecLevel of QR_EC_LEVELS) {
      for (const moduleStyle of QR_MODULE_STYLES) {
        const qr = encodeQr('https://example.com/?q=Grüße&x=1', { ecLevel });
        const raster = qrToRaster(qr, { margin: 4, foreground: black, background: white, moduleStyle }, qrImageModules(qr, 4) * 4);
        const [read] = await decodeQrRaster(raster);
        expect(read?.text, `${ecLevel} ${moduleStyle}`).toBe('https://example.com/?q=Grüße&x=1');
        expect(read?.ecLevel).toBe(ecLevel);
        expect(read?.version).toBe(String(qr.version));
      }
    }
  });

  it('reads back any text, with any level, style, margin and colours that contrast (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: fc.oneof(fc.constant('grapheme'), fc.constant('grapheme-ascii')) as never, minLength: 1, maxLength: 120 }),
        fc.constantFrom(...QR_EC_LEVELS),
        fc.constantFrom(...QR_MODULE_STYLES),
        fc.integer({ min: 2, max: 6 }),
        fc.constantFrom(['#000', '#fff'], ['#1a237e', '#fffde7'], ['#000000ff', '#ffffff00']),
        async (text, ecLevel, moduleStyle, margin, [foreground, background]) => {
          const qr = encodeQr(text, { ecLevel });
          const raster = qrToRaster(qr, { margin, foreground, background, moduleStyle }, qrImageModules(qr, margin) * 3);
          const read = await decodeQrRaster(raster);
          expect(read.map((r) => r.text)).toEqual([text]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('reads back the largest code (version 40-L, 2,953 bytes)', async () => {
    const text = Array.from({ length: 2953 }, (_, i) => String.fromCharCode(97 + (i % 26))).join('');
    const qr = encodeQr(text, { ecLevel: 'L' });
    const [read] = await decodeQrRaster(qrToRaster(qr, { margin: 4, foreground: black, background: white }, qrImageModules(qr, 4) * 3));
    expect(read?.text).toBe(text);
  });

  it('writes an SVG whose path is the shapes, in a viewBox of one unit per module', () => {
    const qr = encodeQr('HELLO WORLD', { ecLevel: 'Q' });
    const svg = qrToSvg(qr, { margin: 4, foreground: '#102030', background: '#ffffff80' }, 300);
    expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('width="300" height="300" viewBox="0 0 29 29"');
    expect(svg).toContain('<rect width="29" height="29" fill="#ffffff" fill-opacity="0.5"/>');
    expect(svg).toContain(`<path fill="#102030" d="${qrPathData(qrShapes(qr, 4))}"/>`);
    // Every dark module is covered by exactly one rectangle, and no light one.
    const covered = new Uint8Array(21 * 21);
    for (const m of qrPathData(qrShapes(qr, 4)).matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let x = Number(m[1]); x < Number(m[1]) + Number(m[3]); x++) covered[(Number(m[2]) - 4) * 21 + x - 4]! += 1;
    }
    expect([...covered]).toEqual([...qr.modules]);
    expect(qrToSvg(qr, { margin: 0, foreground: black, background: '#fff0' })).toContain('fill="none"');
  });

  it('draws text with block characters, one or two rows of modules per line', () => {
    const qr = encodeQr('01234567');
    const full = qrToText(qr, { margin: 1, compact: false, invert: false }).split('\n');
    expect(full).toHaveLength(23);
    expect(full[1]).toBe(`  ${'██'.repeat(7)}${[...qr.modules.slice(7, 14)].map((m) => (m ? '██' : '  ')).join('')}${'██'.repeat(7)}  `);
    const compact = qrToText(qr, { margin: 2, compact: true, invert: true }).split('\n');
    expect(compact).toHaveLength(13);
    expect(compact[0]).toBe('█'.repeat(25));
    // Inverted, rows 0–1 of the finder pattern: dark over (dark, light × 5, dark) → ' ', '▄' × 5, ' '.
    expect(compact[1]).toMatch(/^██ ▄{5} /);
  });

  it('leaves the modules under a logo out, and still reads back at level H with noise drawn there', async () => {
    const text = 'https://example.com/a-fairly-long-address?with=query&and=more';
    const qr = encodeQr(text, { ecLevel: 'H' });
    const box = qrLogoBox(qr.size, 0.25);
    expect(Math.abs(box.modules - qr.size) % 2).toBe(0); // centred on whole modules
    expect(qrLogoFits(qr.size, 0.25, 30).fits).toBe(true);
    expect(qrLogoFits(qr.size, 0.25, 7).fits).toBe(false);
    const scale = 4;
    const raster = qrToRaster(qr, { margin: 4, foreground: black, background: white, logo: { size: 0.25 } }, qrImageModules(qr, 4) * scale);
    // The hole is blank…
    const at = (x: number, y: number) => raster.data[(y * raster.width + x) * 4];
    const first = (box.start + 4) * scale;
    const last = (box.start + box.modules + 4) * scale - 1;
    for (let y = first; y <= last; y += scale) for (let x = first; x <= last; x += scale) expect(at(x, y)).toBe(255);
    // …then covered with a busy "logo" (a checkerboard of 2-pixel squares): the code still reads.
    for (let y = first; y <= last; y++)
      for (let x = first; x <= last; x++)
        raster.data.fill((x >> 1) % 2 === (y >> 1) % 2 ? 0 : 255, (y * raster.width + x) * 4, (y * raster.width + x) * 4 + 3);
    const [read] = await decodeQrRaster(raster);
    expect(read?.text).toBe(text);
    const svg = qrToSvg(qr, {
      margin: 4,
      foreground: black,
      background: white,
      logo: { size: 0.25, href: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    expect(svg).toContain(
      `<image x="${box.start + 4}" y="${box.start + 4}" width="${box.modules}" height="${box.modules}" preserveAspectRatio="xMidYMid meet" xlink:href="data:image/png;base64,iVBORw0KGgo="/>`,
    );
    expectToolInputError(() =>
      qrToSvg(qr, { margin: 4, foreground: black, background: white, logo: { size: 0.25, href: 'javascript:alert(1)' } }),
    );
    expectToolInputError(() => qrLogoBox(21, 0.5));
  });

  it('rejects bad margins, sizes and colours', () => {
    const qr = encodeQr('x');
    expectToolInputError(() => qrShapes(qr, -1));
    expectToolInputError(() => qrToRaster(qr, { margin: 4, foreground: black, background: white }, 5000));
    expect(expectToolInputError(() => qrToSvg(qr, { margin: 4, foreground: 'blue', background: white })).message).toMatch(
      /^Foreground colour: "blue" is not a hex colour/,
    );
  });
});

describe('colours', () => {
  it('parses CSS hex colours', () => {
    expect(parseHexColor('#1a2B3c')).toEqual({ r: 26, g: 43, b: 60, a: 255 });
    expect(parseHexColor('fff8')).toEqual({ r: 255, g: 255, b: 255, a: 136 });
    expect(parseHexColor(' #00000000 ')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
    expectToolInputError(() => parseHexColor('#12345'));
    fuzzToolFunction((s: string) => parseHexColor(s));
  });

  it('computes the WCAG 2.2 contrast ratio (21:1 black on white; #777 on white is 4.48:1, WebAIM)', () => {
    expect(contrastRatio(parseHexColor(black), parseHexColor(white))).toBeCloseTo(21, 5);
    expect(contrastRatio(parseHexColor('#777777'), parseHexColor(white))).toBeCloseTo(4.48, 2);
    expect(relativeLuminance(parseHexColor('#808080'))).toBeCloseTo(0.2159, 4);
  });

  it('warns about weak contrast, inverted and transparent codes', () => {
    expect(qrColorWarnings(parseHexColor(black), parseHexColor(white))).toEqual([]);
    expect(qrColorWarnings(parseHexColor('#999'), parseHexColor(white)).map((w) => w.kind)).toEqual(['low-contrast']);
    expect(qrColorWarnings(parseHexColor(white), parseHexColor(black)).map((w) => w.kind)).toEqual(['inverted']);
    expect(qrColorWarnings(parseHexColor(black), parseHexColor('#fff0')).map((w) => w.kind)).toEqual(['transparent']);
  });
});

import { execFileSync } from 'node:child_process';
import bwipjsNode from 'bwip-js/node';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { readCodes } from '../shared/scan/zxing.js';
import { BARCODE_WORKER_CHARS, drawInWorker, drawsInWorker } from './barcode-client.js';
import { barcodeGeneratorTool } from './meta.js';
import { barcodeGeneratorState } from './state.js';
import {
  barcodeRenderOptions,
  barcodeSvg,
  bwipError,
  checkBarcodeData,
  DEFAULT_SETTINGS,
  expandUpcE,
  gs1CheckDigit,
  SYMBOLOGIES,
  SYMBOLOGY_INFO,
  type BarcodeSettings,
  type Symbology,
} from './barcode-generator.js';

const settings = (over: Partial<BarcodeSettings>): BarcodeSettings => ({ ...DEFAULT_SETTINGS, ...over });

/** Draws with bwip-js's own PNG renderer (Node), as the page's canvas does, and reads it back with zxing-cpp. */
async function readBack(s: BarcodeSettings) {
  const { options } = barcodeRenderOptions(s);
  const png = await bwipjsNode.toBuffer(options);
  return readCodes(new Uint8Array(png));
}

describe('GS1 check digits', () => {
  // GS1 General Specifications §7.9.1 worked example and published GTINs: EAN-13 4006381333931
  // (Wikipedia "International Article Number"), 5901234123457 (GS1 sample), EAN-8 96385074,
  // UPC-A 036000291452 (Wikipedia "Universal Product Code"), ITF-14 15400141288763.
  it.each([
    ['400638133393', 1],
    ['590123412345', 7],
    ['9638507', 4],
    ['03600029145', 2],
    ['1540014128876', 3],
    ['629104150021', 3], // GS1 General Specifications §7.9.1 example, GTIN-13 6291041500213
  ])('%s → %i', (digits, check) => expect(gs1CheckDigit(digits)).toBe(check));

  it('expands UPC-E as the zero-suppression table says', () => {
    // Wikipedia "Universal Product Code", UPC-E 01234565 = UPC-A 012345000065; GS1 GenSpecs §5.2.2.4.2 cases.
    expect(expandUpcE('0123456')).toBe('01234500006');
    expect(expandUpcE('0123450')).toBe('01200000345');
    expect(expandUpcE('0123453')).toBe('01230000045');
    expect(expandUpcE('0123454')).toBe('01234000005');
    expect(gs1CheckDigit(expandUpcE('0123456'))).toBe(5);
  });

  it('a GTIN with its computed check digit always verifies, and any other last digit is refused', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{12}$/), fc.integer({ min: 1, max: 9 }), (d, shift) => {
        const full = checkBarcodeData(d, 'ean13').data;
        expect(checkBarcodeData(full, 'ean13').data).toBe(full);
        const wrong = d + ((Number(full.at(-1)) + shift) % 10);
        expect(() => checkBarcodeData(wrong, 'ean13')).toThrow(ToolInputError);
      }),
    );
  });
});

describe('data rules', () => {
  it('adds and verifies check digits with a note', () => {
    expect(checkBarcodeData('590123412345', 'ean13')).toEqual({ data: '5901234123457', note: 'Check digit 7 added: 5901234123457.' });
    expect(checkBarcodeData('5901234123457', 'ean13').note).toBeNull();
    expect(checkBarcodeData('0123456', 'upce').data).toBe('01234565');
  });

  it.each<[Symbology, string, RegExp]>([
    ['ean13', '5901234123458', /check digit of this EAN-13 should be 7, not 8 \(position 13\)/],
    ['ean13', '59012341234', /needs 12 digits .* or 13 digits; this has 11/],
    ['ean13', '59012341234A', /cannot encode "A" at position 12: digits only/],
    ['ean8', '96385075', /should be 4, not 5/],
    ['upca', '036000291453', /should be 2, not 3/],
    ['upce', '2123456', /number system, 0 or 1, not 2/],
    ['code39', 'abc', /Code 39 cannot encode "a" at position 1/],
    ['code93', 'A_B', /Code 93 cannot encode "_" at position 2/],
    ['code39ext', 'Grüße', /cannot encode U\+00FC at position 3: ASCII/],
    ['code128', 'a€', /cannot encode U\+20AC at position 2/],
    ['interleaved2of5', '123', /even number of digits; this has 3/],
    ['itf14', '15400141288764', /should be 3, not 4/],
    ['rationalizedCodabar', '40156', /starts with A, B, C or D/],
    ['rationalizedCodabar', 'A40X56B', /cannot encode "X" at position 4/],
    ['gs1-128', '0109521234543213', /element strings like/],
  ])('%s refuses %s', (symbology, text, message) => {
    expect(() => checkBarcodeData(text, symbology)).toThrow(message);
  });

  it('Interleaved 2 of 5 with its check digit takes an odd count', () => {
    expect(checkBarcodeData('1234567', 'interleaved2of5', true).data).toBe('1234567');
    expect(() => checkBarcodeData('12345670', 'interleaved2of5', true)).toThrow(/odd number/);
  });

  it('refuses bad colours and empty data', () => {
    expect(() => barcodeRenderOptions(settings({ text: 'x', foreground: 'red' }))).toThrow(/bar colour must be #rrggbb/);
    expect(() => barcodeRenderOptions(settings({ text: '' }))).toThrow(/Enter the data/);
  });

  it('reports what bwip-js refuses without its internal prefix', () => {
    expect(bwipError(new Error('bwipp.ean13badCheckDigit#6915: Incorrect EAN-13 check digit provided')).message).toBe('Incorrect EAN-13 check digit provided');
    // More data than a version 40-H QR code holds (ISO/IEC 18004 Table 7: 1,852 8-bit bytes at H).
    expect(() => barcodeSvg(settings({ symbology: 'qrcode', qrEcLevel: 'H', text: '€'.repeat(700) }))).toThrow(ToolInputError);
  });
});

describe('every symbology is read back by zxing-cpp', () => {
  it.each(SYMBOLOGIES.map((s) => [s] as const))('%s', async (symbology) => {
    const info = SYMBOLOGY_INFO[symbology];
    const s = settings({ symbology, text: info.sample });
    const codes = await readBack(s);
    expect(codes).toHaveLength(1);
    expect(codes[0]!.format.startsWith(info.zxingFormat) || (info.zxingFormat === 'ITF' && codes[0]!.format === 'ITF14')).toBe(true);
    const expected = checkBarcodeData(info.sample, symbology).data;
    if (symbology === 'gs1-128') expect(codes[0]!.text.replace(/[()]/g, '').replaceAll(String.fromCharCode(29), '')).toBe(expected.replace(/[()]/g, ''));
    // zxing-cpp reads UPC-A as its GTIN-13 (a leading 0) and reports UPC-E as printed, with the GTIN-13 beside.
    else if (symbology === 'upca') expect(codes[0]!.text).toBe(`0${expected}`);
    else expect(codes[0]!.text).toBe(expected);
    if (symbology === 'upce') expect(codes[0]!.gtin13).toBe(`0${expandUpcE(expected.slice(0, 7))}${expected[7]}`);
  });

  it('reads the check character it adds (Code 39 mod 43, Interleaved 2 of 5)', async () => {
    // ISO/IEC 16388 Annex A: the mod 43 sum of the character values, as the character of that value.
    const table = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-. $/+%';
    const mod43 = (s: string) => table[Array.from(s).reduce((sum, c) => sum + table.indexOf(c), 0) % 43];
    expect(mod43('CODE 39')).toBe('R'); // 12+24+13+14+38+3+9 = 113; 113 mod 43 = 27 = "R"
    const c39 = await readBack(settings({ symbology: 'code39', text: 'CODE 39', check: true }));
    expect(c39[0]!.text).toBe(`CODE 39${mod43('CODE 39')}`);
    const itf = await readBack(settings({ symbology: 'interleaved2of5', text: '1234567', check: true }));
    expect(itf[0]!.text).toBe(`1234567${(10 - ((3 * (1 + 3 + 5 + 7) + (2 + 4 + 6)) % 10)) % 10}`);
  });

  it('reads rotated, coloured and light-on-dark codes', async () => {
    for (const rotation of ['R', 'I', 'L'] as const) {
      const codes = await readBack(settings({ symbology: 'ean13', text: '4006381333931', rotation }));
      expect(codes[0]?.text).toBe('4006381333931');
    }
    const blue = await readBack(settings({ symbology: 'qrcode', text: 'colours', foreground: '#1a237e', background: '#fff8e1' }));
    expect(blue[0]?.text).toBe('colours');
    const inverted = await readBack(settings({ symbology: 'datamatrix', text: 'inverted', foreground: '#ffffff', background: '#000000' }));
    expect(inverted[0]?.text).toBe('inverted');
  });

  it('round-trips arbitrary text through Code 128 and QR', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[ -~]{1,40}$/), async (text) => {
        const [c128] = await readBack(settings({ symbology: 'code128', text }));
        expect(c128?.text).toBe(text);
        const [qr] = await readBack(settings({ symbology: 'qrcode', text }));
        expect(qr?.text).toBe(text);
      }),
      { numRuns: 15 },
    );
  });
});

describe('SVG output', () => {
  it('is an SVG with the colours asked for and its size', () => {
    const out = barcodeSvg(settings({ symbology: 'ean13', text: '590123412345', foreground: '#123456', background: '#fedcba' }));
    expect(out.svg.startsWith('<svg')).toBe(true);
    expect(out.svg).toContain('#123456');
    expect(out.svg).toContain('#FEDCBA'.toLowerCase() === '#fedcba' ? 'fedcba' : '');
    expect(out.width).toBeGreaterThan(50);
    expect(out.note).toMatch(/Check digit 7/);
  });

  it.skipIf(!hasCommand('xmllint'))('is well-formed XML (xmllint)', () => {
    const { svg } = barcodeSvg(settings({ symbology: 'pdf417', text: 'xml <&> check' }));
    execFileSync('xmllint', ['--noout', '-'], { input: svg });
  });
});

describe('worker path', () => {
  it('sends long 2D data to the worker, and draws the same SVG there (here: no Worker in Node)', async () => {
    const long = settings({ symbology: 'qrcode', text: 'x'.repeat(BARCODE_WORKER_CHARS) });
    expect(drawsInWorker(long)).toBe(true);
    expect(drawsInWorker(settings({ symbology: 'qrcode', text: 'short' }))).toBe(false);
    expect(drawsInWorker(settings({ symbology: 'code128', text: 'x'.repeat(500) }))).toBe(false);
    expect((await drawInWorker(long)).svg).toBe(barcodeSvg(long).svg);
    await expect(drawInWorker(settings({ symbology: 'ean13', text: 'nope' }))).rejects.toThrow(ToolInputError);
  });
});

describe('tool contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(barcodeGeneratorTool, barcodeGeneratorState);
  });

  it('examples draw without error', () => {
    for (const example of barcodeGeneratorTool.examples ?? []) {
      const state = barcodeGeneratorState.schema.parse(example.state);
      expect(barcodeSvg(state).svg).toContain('<svg');
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => checkBarcodeData(s, 'ean13'));
    fuzzToolFunction((s: string) => barcodeSvg(settings({ text: s, symbology: 'code128' })));
    fuzzToolFunction((s: string) => barcodeRenderOptions(settings({ text: s, symbology: 'rationalizedCodabar' })));
    fuzzToolFunction((s: string) => gs1CheckDigit(s));
    fuzzToolFunction((s: string) => expandUpcE(s));
    fuzzToolFunction((s: string) => bwipError(new Error(s)).message);
  });
});

function hasCommand(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

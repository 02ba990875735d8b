import ExifReader from 'exifreader';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { crc32 as zlibCrc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { imageDataBytes, metadataSkeleton, stripMetadata } from './blocks.js';
import { crc32, sniffContainer } from './bytes.js';
import { jpegMarkerName, jpegSegmentKind, walkJpeg } from './jpeg.js';
import { pngChunk, walkPng } from './png.js';
import { ANNEX_K_CHROMINANCE, ANNEX_K_LUMINANCE, estimateJpegQuality, readQuantTables, scaleQuantTable } from './quality.js';
import { orientationOnlyTiff, readTiffSummary } from './tiff.js';
import { walkWebp } from './webp.js';

// Samples made by ./samples/make-samples.mjs (jpeg-js for the JPEG coding, metadata written after the specifications).
const sample = (name: string) => new Uint8Array(readFileSync(new URL(`./samples/${name}`, import.meta.url)));
const JPEG = sample('sample-photo.jpg');
const PNG = sample('sample-drawing.png');
const WEBP = sample('sample-tiny.webp');
type Tags = Record<string, Record<string, { value: unknown; description: string }>>;
const exif = async (b: Uint8Array): Promise<Tags> => (await ExifReader.load(b.slice().buffer, { expanded: true, async: true })) as unknown as Tags;
/** One group of tags, failing the test when it is missing. */
const group = (tags: Tags, name: string) => {
  const g = tags[name];
  if (!g) throw new Error(`no ${name} group`);
  return g;
};
const fuzzBytes = fc.uint8Array({ maxLength: 300 });

describe('crc32', () => {
  it('gives the CRC-32 check value of "123456789" (0xCBF43926, the catalogue of parametrised CRCs)', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
  it("agrees with zlib's crc32", () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 500 }), (b) => crc32(b) === zlibCrc32(b)));
  });
});

describe('sniffContainer', () => {
  it('recognises the samples', () => {
    expect([sniffContainer(JPEG), sniffContainer(PNG), sniffContainer(WEBP), sniffContainer(new Uint8Array(12))]).toEqual(['jpeg', 'png', 'webp', 'unknown']);
  });
});

describe('walkJpeg', () => {
  it('walks every segment of a real JPEG, from SOI to EOI, covering every byte', () => {
    const { segments, trailer } = walkJpeg(JPEG);
    // jpeg-js (encoder.js writeDQT / writeDHT) writes both quantisation tables in one DQT and the four Huffman tables in one DHT.
    expect(segments.map((s) => s.name)).toEqual(['SOI', 'APP0', 'APP1', 'APP1', 'APP2', 'APP13', 'COM', 'DQT', 'SOF0', 'DHT', 'SOS', 'EOI']);
    expect(segments.map((s) => jpegSegmentKind(JPEG, s)).slice(1, 7)).toEqual(['jfif', 'exif', 'xmp', 'icc', 'iptc', 'comment']);
    expect(trailer).toBeNull();
    expect(segments.reduce((n, s) => n + s.length, 0)).toBe(JPEG.length);
  });
  it('names markers after T.81 Table B.1', () => {
    expect([0xd8, 0xc0, 0xc2, 0xc4, 0xdb, 0xda, 0xe1, 0xed, 0xfe, 0xd3].map(jpegMarkerName)).toEqual(['SOI', 'SOF0', 'SOF2', 'DHT', 'DQT', 'SOS', 'APP1', 'APP13', 'COM', 'RST3']);
  });
  it('reports bytes after EOI as a trailer', () => {
    const withTail = new Uint8Array([...JPEG, 1, 2, 3]);
    expect(walkJpeg(withTail).trailer).toEqual({ offset: JPEG.length, length: 3 });
  });
  it('rejects a file that is not a JPEG, or cut inside a segment, with the position', () => {
    expectToolInputError(() => walkJpeg(PNG));
    expect(expectToolInputError(() => walkJpeg(JPEG.subarray(0, 100))).message).toMatch(/APP1 segment at byte 20/);
  });
  it('only ever throws ToolInputError', () => {
    fuzzToolFunction((b: Uint8Array) => walkJpeg(new Uint8Array([0xff, 0xd8, ...b])), fuzzBytes);
  });
});

describe('walkPng', () => {
  it('walks and CRC-checks every chunk of a real PNG', () => {
    const { chunks, trailer } = walkPng(PNG);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'iCCP', 'pHYs', 'tEXt', 'tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME', 'IDAT', 'IDAT', 'IEND']);
    expect(trailer).toBeNull();
  });
  it('names the chunk whose CRC does not match', () => {
    const bad = PNG.slice();
    const text = walkPng(PNG).chunks[3]!;
    bad[text.dataOffset] = bad[text.dataOffset]! ^ 1;
    expect(expectToolInputError(() => walkPng(bad)).message).toMatch(new RegExp(`tEXt chunk at byte ${text.offset} has CRC`));
  });
  it('writes chunks that zlib agrees with, and walks them back', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (data) => {
        const c = pngChunk('tEXt', data);
        return new DataView(c.buffer).getUint32(8 + data.length) === zlibCrc32(c.subarray(4, 8 + data.length));
      }),
    );
  });
  it('rejects a cut file', () => {
    expectToolInputError(() => walkPng(PNG.subarray(0, PNG.length - 20)));
    expectToolInputError(() => walkPng(JPEG));
  });
  it('only ever throws ToolInputError', () => {
    fuzzToolFunction((b: Uint8Array) => walkPng(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...b])), fuzzBytes);
  });
});

describe('walkWebp', () => {
  it('walks the RIFF chunks', () => {
    expect(walkWebp(WEBP).map((c) => c.type)).toEqual(['VP8X', 'ICCP', 'VP8L', 'EXIF', 'XMP ']);
  });
  it('only ever throws ToolInputError', () => {
    fuzzToolFunction((b: Uint8Array) => walkWebp(new Uint8Array([...new TextEncoder().encode('RIFF'), 200, 0, 0, 0, ...new TextEncoder().encode('WEBP'), ...b])), fuzzBytes);
  });
});

describe('TIFF', () => {
  it('reads what the sample EXIF block holds', () => {
    const c = walkPng(PNG).chunks[7]!;
    const s = readTiffSummary(PNG.subarray(c.dataOffset, c.dataOffset + c.dataLength));
    expect(s).toMatchObject({ make: 'Handy Camera Co.', model: 'HT-1 Sample', orientation: 6, hasGps: true, hasThumbnail: true, artist: 'Ada Lovelace', dateTime: '2026:11:28 10:30:00' });
  });
  it('writes an orientation-only block that reads back', () => {
    for (let o = 1; o <= 8; o++) {
      const tiff = orientationOnlyTiff(o);
      expect(readTiffSummary(tiff)).toMatchObject({ orientation: o, hasGps: false, tagCount: 1 });
    }
  });
  it('returns null for something that is not TIFF', () => {
    expect(readTiffSummary(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]))).toBeNull();
  });
});

describe('JPEG quality', () => {
  it('scales Annex K as IJG does: quality 50 is the table itself, 100 is all ones', () => {
    expect(scaleQuantTable(ANNEX_K_LUMINANCE, 50)).toEqual(ANNEX_K_LUMINANCE);
    expect(scaleQuantTable(ANNEX_K_CHROMINANCE, 100)).toEqual(new Array(64).fill(1));
    // libjpeg jcparam.c: quality 75 → scale 50 → ⌊(16·50+50)/100⌋ = 8 for the DC luminance value.
    expect(scaleQuantTable(ANNEX_K_LUMINANCE, 75)[0]).toBe(8);
    expect(scaleQuantTable(ANNEX_K_LUMINANCE, 10)[0]).toBe(80);
  });
  it.each([10, 50, 75, 90, 100])('finds quality %i in a JPEG encoded at that quality by jpeg-js', (q) => {
    const e = estimateJpegQuality(sample(`quality-${q}.jpg`))!;
    expect(e.exact).toBe(true);
    expect(e.low).toBeLessThanOrEqual(q);
    expect(e.high).toBeGreaterThanOrEqual(q);
    if (q < 95) expect(e.quality).toBe(q);
  });
  it('reads the tables in natural order (de-zig-zagged)', () => {
    const [lum, chroma] = readQuantTables(sample('quality-50.jpg'));
    expect(lum?.values).toEqual(ANNEX_K_LUMINANCE);
    expect(chroma?.values).toEqual(ANNEX_K_CHROMINANCE);
  });
  it('gives the nearest quality for non-standard tables', () => {
    const b = sample('quality-75.jpg');
    const dqt = walkJpeg(b).segments.find((s) => s.name === 'DQT')!;
    const bent = b.slice();
    bent[dqt.payloadOffset + 10] = bent[dqt.payloadOffset + 10]! + 1;
    const e = estimateJpegQuality(bent)!;
    expect(e.exact).toBe(false);
    expect(e.quality).toBe(75);
  });
});

describe('stripMetadata', () => {
  it('JPEG: removes EXIF, XMP, IPTC and the comment, keeps JFIF and the ICC profile, image data byte-identical', async () => {
    const r = stripMetadata(JPEG);
    expect(r.removed.map((b) => `${b.name} ${b.kind}`)).toEqual(['APP1 EXIF', 'APP1 XMP', 'APP13 IPTC / Photoshop', 'COM Comment']);
    expect(r.removed[0]?.held).toEqual(expect.arrayContaining(['camera: Handy Camera Co. HT-1 Sample', 'GPS position', 'thumbnail', 'author: Ada Lovelace']));
    expect(r.removed[1]?.held).toEqual(expect.arrayContaining(['author: Ada Lovelace', 'software: Handy Tools sample maker']));
    expect(r.kept.map((b) => b.kind)).toEqual(['JFIF header', 'ICC profile']);
    expect(imageDataBytes(r.output)).toEqual(imageDataBytes(JPEG));
    expect(r.output.length).toBe(JPEG.length - r.removed.reduce((n, b) => n + b.size, 0));
    // An independent reader finds no EXIF, GPS, IPTC or XMP any more.
    const tags = await exif(r.output);
    expect(Object.keys(tags).sort()).toEqual(['file', 'icc', 'jfif']);
  });
  it('JPEG: drops the colour profile when asked, and keeps only the orientation when asked', async () => {
    const r = stripMetadata(JPEG, { keepColourProfile: false, keepOrientation: true });
    expect(r.orientation).toBe(6);
    const tags = await exif(r.output);
    expect(tags.icc).toBeUndefined();
    expect(Object.keys(group(tags, 'exif'))).toEqual(['Orientation']);
    expect(group(tags, 'exif').Orientation?.value).toBe(6);
    expect(walkJpeg(r.output).segments.map((s) => s.name).slice(0, 3)).toEqual(['SOI', 'APP0', 'APP1']);
    expect(imageDataBytes(r.output)).toEqual(imageDataBytes(JPEG));
  });
  it('JPEG: removes data after EOI', () => {
    const r = stripMetadata(new Uint8Array([...JPEG, 9, 9, 9]));
    expect(r.removed.at(-1)).toMatchObject({ name: 'after EOI', size: 3 });
  });
  it('PNG: removes text, EXIF and time chunks, keeps iCCP by default, pixels unchanged', async () => {
    const r = stripMetadata(PNG);
    expect(r.removed.map((b) => b.name)).toEqual(['tEXt', 'tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);
    expect(r.removed.map((b) => b.held[0])).toEqual(['Author: Ada Lovelace', 'Software: Handy Tools sample maker', 'Comment', 'Title: Dégradé', 'camera: Handy Camera Co. HT-1 Sample', '2026-11-28 10:30:00 UTC']);
    expect(walkPng(r.output).chunks.map((c) => c.type)).toEqual(['IHDR', 'iCCP', 'pHYs', 'IDAT', 'IDAT', 'IEND']);
    expect(imageDataBytes(r.output)).toEqual(imageDataBytes(PNG));
    expect(inflateSync(imageDataBytes(r.output))).toEqual(inflateSync(imageDataBytes(PNG)));
    const tags = await exif(r.output);
    expect(tags.exif).toBeUndefined();
    expect(tags.pngText).toBeUndefined();
  });
  it('PNG: iCCP removed and orientation kept on request', async () => {
    const r = stripMetadata(PNG, { keepColourProfile: false, keepOrientation: true });
    expect(walkPng(r.output).chunks.map((c) => c.type)).toEqual(['IHDR', 'pHYs', 'eXIf', 'IDAT', 'IDAT', 'IEND']);
    const tags = await exif(r.output);
    expect(group(tags, 'exif').Orientation?.value).toBe(6);
  });
  it('WebP: removes EXIF and XMP chunks and clears their VP8X flags', () => {
    const r = stripMetadata(WEBP);
    const chunks = walkWebp(r.output);
    expect(chunks.map((c) => c.type)).toEqual(['VP8X', 'ICCP', 'VP8L']);
    expect(r.output[20]! & 0x2c).toBe(0x20);
    expect(new DataView(r.output.buffer).getUint32(4, true)).toBe(r.output.length - 8);
    const r2 = stripMetadata(WEBP, { keepColourProfile: false, keepOrientation: true });
    expect(walkWebp(r2.output).map((c) => c.type)).toEqual(['VP8X', 'VP8L', 'EXIF']);
    expect(r2.output[20]! & 0x2c).toBe(0x08);
  });
  it('is idempotent: stripping a stripped file removes nothing more', () => {
    fc.assert(
      fc.property(fc.constantFrom(JPEG, PNG, WEBP), fc.boolean(), fc.boolean(), (file, keepColourProfile, keepOrientation) => {
        const once = stripMetadata(file, { keepColourProfile, keepOrientation });
        const twice = stripMetadata(once.output, { keepColourProfile, keepOrientation });
        return twice.output.length === once.output.length && twice.output.every((b, i) => b === once.output[i]);
      }),
    );
  });
  it('rejects other formats with a message for users', () => {
    expect(() => stripMetadata(new TextEncoder().encode('GIF89a......'))).toThrow(/GIF files are not supported/);
    expect(() => stripMetadata(new Uint8Array(20))).toThrow(ToolInputError);
  });
  it('only ever throws ToolInputError, even on damaged samples', () => {
    fuzzToolFunction((b: Uint8Array) => stripMetadata(b), fuzzBytes);
    fuzzToolFunction(
      ([file, at, value]: [Uint8Array, number, number]) => {
        const bad = file.slice();
        bad[at % bad.length] = value;
        stripMetadata(bad, { keepOrientation: true });
      },
      fc.tuple(fc.constantFrom(JPEG, PNG, WEBP), fc.nat(), fc.integer({ min: 0, max: 255 })),
    );
  });
});

describe('metadataSkeleton', () => {
  it('keeps every tag of the JPEG and PNG samples while dropping the image data', async () => {
    for (const file of [JPEG, PNG]) {
      const skeleton = metadataSkeleton(file);
      expect(skeleton.length).toBeLessThan(file.length);
      const [a, b] = [await exif(file), await exif(skeleton)];
      expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
      expect(group(b, 'exif').Model?.description).toBe('HT-1 Sample');
    }
  });
});

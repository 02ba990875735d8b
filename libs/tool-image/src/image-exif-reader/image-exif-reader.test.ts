import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { stripMetadata } from '../shared/image-metadata/blocks.js';
import { imageExifReaderTool } from './meta.js';
import { imageExifReaderState } from './state.js';
import { buildReport, filterGroups, gpsPosition, inspectImage, readImageMetadata, reportToJson, spacedTagName, toDms } from './image-exif-reader.js';

// Samples made by ../shared/image-metadata/samples/make-samples.mjs: the photo's EXIF puts it at the
// Eiffel Tower, 48° 51′ 29.82″ N, 2° 17′ 40.20″ E, 35 m.
const sample = (name: string) => new Uint8Array(readFileSync(new URL(`../shared/image-metadata/samples/${name}`, import.meta.url)));
const PHOTO = sample('sample-photo.jpg');

describe('readImageMetadata', () => {
  it('reads every group of the sample photo, in order, with the GPS position in decimal degrees', async () => {
    const r = await readImageMetadata(PHOTO);
    expect(r.container).toBe('jpeg');
    expect(r.groups.map((g) => g.id)).toEqual(['file', 'jfif', 'exif', 'gps', 'iptc', 'xmp', 'icc', 'Thumbnail']);
    const exif = Object.fromEntries(r.groups.find((g) => g.id === 'exif')!.rows.map((x) => [x.tag, x.value]));
    expect(exif).toMatchObject({ Make: 'Handy Camera Co.', Model: 'HT-1 Sample', 'Date Time Original': '2026:11:28 10:30:00', Artist: 'Ada Lovelace' });
    // 48 + 51/60 + 29.82/3600 and 2 + 17/60 + 40.20/3600.
    expect(r.gps!.latitude).toBeCloseTo(48 + 51 / 60 + 29.82 / 3600, 9);
    expect(r.gps!.longitude).toBeCloseTo(2 + 17 / 60 + 40.2 / 3600, 9);
    expect(r.gps!.altitude).toBe(35);
    expect(r.gps!.osmUrl).toBe('https://www.openstreetmap.org/?mlat=48.858283&mlon=2.294500#map=16/48.858283/2.294500');
    expect(r.thumbnail?.type).toBe('image/jpeg');
    expect(atob(r.thumbnail!.base64).slice(0, 2)).toBe('\xff\xd8');
    const iptc = Object.fromEntries(r.groups.find((g) => g.id === 'iptc')!.rows.map((x) => [x.tag, x.value]));
    expect(iptc['Caption/Abstract']).toBe('A generated sample image');
    expect(r.quality).toMatchObject({ quality: 82, exact: true });
    // ICC header fields of zero bytes and NUL-padded strings: no control characters reach the page.
    const icc = Object.fromEntries(r.groups.find((g) => g.id === 'icc')!.rows.map((x) => [x.tag, x.value]));
    expect(icc['ICC Description']).toBe('Sample sRGB');
    const control = (v: string) => Array.from(v).some((c) => c.charCodeAt(0) < 0x20 && c !== '\n' && c !== '\t');
    expect(r.groups.every((g) => g.rows.every((row) => !control(row.value)))).toBe(true);
  });

  it('lists the file structure, covering every byte of the file', async () => {
    const r = await readImageMetadata(PHOTO);
    expect(r.structure.map((e) => `${e.name} ${e.kind}`).slice(0, 8)).toEqual([
      'SOI Start of image',
      'APP0 JFIF header',
      'APP1 EXIF',
      'APP1 XMP',
      'APP2 ICC profile',
      'APP13 IPTC / Photoshop',
      'COM Comment',
      'DQT Quantisation tables',
    ]);
    expect(r.structure.reduce((n, e) => n + e.size, 0)).toBe(PHOTO.length);
    const png = sample('sample-drawing.png');
    expect((await readImageMetadata(png)).structure.reduce((n, e) => n + e.size, 8)).toBe(png.length);
  });

  it('reads PNG text chunks', async () => {
    const r = await readImageMetadata(sample('sample-drawing.png'));
    const text = Object.fromEntries(r.groups.find((g) => g.id === 'pngText')!.rows.map((x) => [x.tag, x.value]));
    expect(text).toMatchObject({ Author: 'Ada Lovelace', Comment: 'A generated sample image' });
    expect(r.quality).toBeNull();
  });

  it('finds no EXIF, GPS or thumbnail once Remove EXIF has cleaned the photo', async () => {
    const r = await readImageMetadata(stripMetadata(PHOTO).output);
    expect(r.gps).toBeNull();
    expect(r.thumbnail).toBeNull();
    expect(r.groups.map((g) => g.id)).toEqual(['file', 'jfif', 'icc']);
  });

  it('rejects a file that is not an image', async () => {
    await expect(readImageMetadata(new TextEncoder().encode('not an image at all'))).rejects.toThrow(ToolInputError);
    expect(() => inspectImage(new Uint8Array())).toThrow(/empty/);
  });
});

describe('report helpers', () => {
  it('spaces camel-case tag names and keeps spaced ones', () => {
    expect(spacedTagName('DateTimeOriginal')).toBe('Date Time Original');
    expect(spacedTagName('GPSLatitudeRef')).toBe('GPS Latitude Ref');
    expect(spacedTagName('Image Width')).toBe('Image Width');
  });
  it('writes degrees, minutes and seconds', () => {
    expect(toDms(48 + 51 / 60 + 29.82 / 3600, 'lat')).toBe('48° 51′ 29.82″ N');
    expect(toDms(-(73 + 59 / 60 + 8.5 / 3600), 'lon')).toBe('73° 59′ 8.50″ W');
  });
  it('round-trips decimal degrees through DMS within a hundredth of a second', () => {
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), (v) => {
        const m = /^(\d+)° (\d+)′ ([\d.]+)″ ([NS])$/.exec(toDms(v, 'lat'))!;
        const back = (Number(m[1]) + Number(m[2]) / 60 + Number(m[3]) / 3600) * (m[4] === 'S' ? -1 : 1);
        return Math.abs(back - v) <= 0.006 / 3600 || (v === 0 && back === 0);
      }),
    );
  });
  it('rejects a position off the Earth', () => {
    expect(() => gpsPosition(91, 0)).toThrow(ToolInputError);
    expect(() => gpsPosition(0, Number.NaN)).toThrow(ToolInputError);
  });
  it('filters groups by title, tag or value, and copies all as JSON', async () => {
    const r = await readImageMetadata(PHOTO);
    const found = filterGroups(r.groups, 'lovelace');
    expect(found.map((g) => g.id)).toEqual(expect.arrayContaining(['exif', 'iptc']));
    expect(found.every((g) => g.rows.every((row) => `${row.tag} ${row.value}`.toLowerCase().includes('lovelace')))).toBe(true);
    expect(filterGroups(r.groups, 'GPS').find((g) => g.id === 'gps')!.rows.length).toBe(r.groups.find((g) => g.id === 'gps')!.rows.length);
    expect(filterGroups(r.groups, '  ')).toEqual(r.groups);
    const json = JSON.parse(reportToJson(r));
    expect(json.EXIF.Model).toBe('HT-1 Sample');
    expect(json.jpegQuality.quality).toBe(82);
    expect(json.gps.altitude).toBe(35);
  });
  it('builds a report from any tag shape without throwing', () => {
    fuzzToolFunction((s: string) => buildReport({ exif: { A: { description: s }, B: { value: [s, 1] } }, gps: { Latitude: s.length, Longitude: 1 } }, 'jpeg', null));
  });
});

describe('tool', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(imageExifReaderTool, imageExifReaderState);
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => inspectImage(new TextEncoder().encode(s)));
    fuzzToolFunction((b: Uint8Array) => inspectImage(new Uint8Array([0xff, 0xd8, 0xff, ...b])), fc.uint8Array({ maxLength: 200 }));
  });
});

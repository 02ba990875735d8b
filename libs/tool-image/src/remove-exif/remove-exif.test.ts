import ExifReader from 'exifreader';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { imageDataBytes } from '../shared/image-metadata/blocks.js';
import { removeExifTool } from './meta.js';
import { removeExifState } from './state.js';
import { cleanFileName, formatSize, removeExif } from './remove-exif.js';

// Samples made by ../shared/image-metadata/samples/make-samples.mjs.
const sample = (name: string) => new Uint8Array(readFileSync(new URL(`../shared/image-metadata/samples/${name}`, import.meta.url)));

describe('removeExif', () => {
  it('cleans the sample photo: sizes, MIME type, image data unchanged, nothing left for exifreader', () => {
    const photo = sample('sample-photo.jpg');
    const r = removeExif(photo);
    expect(r).toMatchObject({ container: 'JPEG', mimeType: 'image/jpeg', originalSize: photo.length, outputSize: r.output.length });
    expect(r.outputSize).toBeLessThan(r.originalSize);
    expect(imageDataBytes(r.output)).toEqual(imageDataBytes(photo));
    const tags = ExifReader.load(r.output.slice().buffer, { expanded: true }) as unknown as Record<string, unknown>;
    expect(tags.exif).toBeUndefined();
    expect(tags.gps).toBeUndefined();
    expect(tags.iptc).toBeUndefined();
    expect(tags.xmp).toBeUndefined();
  });

  it('cleans the sample PNG and WebP', () => {
    expect(removeExif(sample('sample-drawing.png')).mimeType).toBe('image/png');
    expect(removeExif(sample('sample-tiny.webp')).mimeType).toBe('image/webp');
  });

  it('never grows a file when nothing is kept back', () => {
    fc.assert(
      fc.property(fc.constantFrom('sample-photo.jpg', 'sample-drawing.png', 'sample-tiny.webp', 'quality-75.jpg'), fc.boolean(), (name, keepColourProfile) => {
        const r = removeExif(sample(name), { keepColourProfile });
        return r.outputSize <= r.originalSize;
      }),
    );
  });

  it('rejects empty and non-image input with a message for users', () => {
    expect(() => removeExif(new Uint8Array())).toThrow(ToolInputError);
    expect(() => removeExif(new TextEncoder().encode('hello world, not an image'))).toThrow(/JPEG, PNG or WebP/);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(removeExifTool, removeExifState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => removeExif(new TextEncoder().encode(s)));
    fuzzToolFunction((b: Uint8Array) => removeExif(b), fc.uint8Array({ maxLength: 200 }));
  });
});

describe('cleanFileName', () => {
  it('adds -clean before the extension, or the original tool\'s noexif_ prefix', () => {
    expect(cleanFileName('IMG_0001.JPG')).toBe('IMG_0001-clean.JPG');
    expect(cleanFileName('holiday.photo.png')).toBe('holiday.photo-clean.png');
    expect(cleanFileName('README')).toBe('README-clean');
    expect(cleanFileName('IMG_0001.JPG', 'prefix')).toBe('noexif_IMG_0001.JPG');
    expect(cleanFileName('  ')).toBe('image-clean');
  });
  it('only ever throws ToolInputError', () => {
    fuzzToolFunction((s: string) => cleanFileName(s));
  });
});

describe('formatSize', () => {
  it('uses SI units', () => {
    expect([formatSize(0), formatSize(999), formatSize(1000), formatSize(5432), formatSize(12_345_678)]).toEqual(['0 B', '999 B', '1.0 kB', '5.4 kB', '12.3 MB']);
  });
  it('only ever throws ToolInputError', () => {
    fuzzToolFunction((n: number) => formatSize(n), fc.nat());
  });
});

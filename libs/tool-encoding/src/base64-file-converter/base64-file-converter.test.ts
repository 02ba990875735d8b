import { crc32, deflateSync } from 'node:zlib';
import { expectExamplesMatchState, expectToolInputError, fuzzAsyncToolFunction, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToBase64, bytesToBase64Async, ENCODE_CHUNK_BYTES } from '../shared/base64.js';
import {
  decodeBase64Input,
  detectFileType,
  encodeFile,
  extensionForMimeType,
  isDataUrl,
  parseDataUrl,
  suggestFileName,
  toDataUrl,
  truncateForDisplay,
} from './base64-file-converter.js';
import { base64FileConverter } from './meta.js';
import { base64FileConverterState } from './state.js';

const inputError = expectToolInputError;

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));
const b64 = (bytes: number[] | Uint8Array) => Buffer.from(bytes).toString('base64');

/** A PNG chunk (PNG spec, W3C 3rd ed. §5.3): length, type, data, CRC-32 of type and data. */
function pngChunk(type: string, data: number[] | Uint8Array): number[] {
  const body = Buffer.from([...ascii(type), ...data]);
  const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
  return [...u32(data.length), ...body, ...u32(crc32(body))];
}

// PNG spec §5.2: the signature is 89 50 4E 47 0D 0A 1A 0A; then IHDR (§11.2.2), IDAT, IEND.
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_1x1 = [
  ...PNG_SIGNATURE,
  ...pngChunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]), // 1×1, 8-bit RGBA
  ...pngChunk('IDAT', deflateSync(Buffer.from([0, 0x18, 0xa0, 0x58, 0xff]))),
  ...pngChunk('IEND', []),
];
// ISO 32000-1 §7.5.2: a PDF file starts with the header "%PDF-1.n".
const PDF = ascii('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<<>>\nendobj\n');
// PKWARE APPNOTE 6.3.10 §4.3.16: an empty ZIP is only the end of central directory record,
// signature 50 4B 05 06 followed by 18 bytes of zeros.
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)];
// GIF89a spec: header "GIF89a"; JPEG (ITU T.81 B.1.1.3): SOI marker FF D8 then a marker FF E0.
const GIF = ascii('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];

describe('detectFileType — magic numbers (file-type)', () => {
  it.each([
    ['PNG', PNG_1x1, 'image/png', 'png'],
    ['PDF', PDF, 'application/pdf', 'pdf'],
    ['ZIP', ZIP_EMPTY, 'application/zip', 'zip'],
    ['GIF', GIF, 'image/gif', 'gif'],
    ['JPEG', JPEG, 'image/jpeg', 'jpg'],
  ])('finds %s from Base64 of its published signature', async (_name, bytes, mimeType, extension) => {
    const { bytes: decoded } = decodeBase64Input(b64(bytes));
    expect(Array.from(decoded)).toEqual(Array.from(bytes));
    expect(await detectFileType(decoded)).toEqual({ mimeType, extension, source: 'content' });
  });

  it('prefers the content over a wrong declaration, then the declaration, then octet-stream', async () => {
    expect((await detectFileType(new Uint8Array(PNG_1x1), 'image/jpeg')).mimeType).toBe('image/png');
    const text = new TextEncoder().encode('hello');
    expect(await detectFileType(text, 'text/plain;charset=utf-8')).toEqual({ mimeType: 'text/plain', extension: 'txt', source: 'declared' });
    expect(await detectFileType(text)).toEqual({ mimeType: 'application/octet-stream', extension: 'bin', source: 'default' });
    expect(await detectFileType(new Uint8Array(), undefined)).toEqual({ mimeType: 'application/octet-stream', extension: 'bin', source: 'default' });
  });

  it('never rejects, whatever the bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 64 }), async (bytes) => {
        const found = await detectFileType(bytes);
        expect(found.mimeType).toMatch(/^[a-z]+\/[\w.+-]+$/);
      }),
      { numRuns: 50 },
    );
  });
});

describe('parseDataUrl — RFC 2397', () => {
  it('§4 example: a GIF in Base64', async () => {
    const gif = 'data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAwAAAC8IyPqcvt3wCcDkiLc7C0qwyGHhSWpjQu5yqmCYsapyuvUUlvONmOZtfzgFzByTB10QgxOR0TqBQejhRNzOfkVJ+5YiUqrXF5Y5lKh/DeuNcP5yLWGsEbtLiOSpa/TPg7JpJHxyendzWTBfX0cxOnKPjgBzi4diinWGdkF8kjdfnycQZXZeYGejmJlZeGl9i2icVqaXVERxCtE1uYsMJuqm3eaKcz19uYdxkJmjbdW1u1ZdqdCLfp0QSqHZ5mHcn1oHNnNsgXZOOMeaN9jNuPYQIAOw==';
    const url = parseDataUrl(gif);
    expect(url.mimeType).toBe('image/gif');
    expect(url.hasMediaType).toBe(true);
    expect(url.base64).toBe(true);
    expect(url.data.startsWith('R0lGODdh')).toBe(true);
    // The bytes are a GIF87a file (header "GIF87a", trailer 0x3B).
    const { bytes, declaredType } = decodeBase64Input(gif);
    expect(String.fromCharCode(...bytes.subarray(0, 6))).toBe('GIF87a');
    expect(bytes[bytes.length - 1]).toBe(0x3b);
    expect(await detectFileType(bytes, declaredType)).toEqual({ mimeType: 'image/gif', extension: 'gif', source: 'content' });
  });

  it('§4 example: parameters, and percent-encoded data', () => {
    const url = parseDataUrl('data:text/plain;charset=iso-8859-7,%be%fg%be');
    expect(url).toMatchObject({ mimeType: 'text/plain', parameters: { charset: 'iso-8859-7' }, base64: false, data: '%be%fg%be' });
    // %be is byte 0xBE; "%fg" is not an escape and stays as the three bytes "%fg" (WHATWG percent-decode).
    expect(Array.from(decodeBase64Input('data:text/plain;charset=iso-8859-7,%be%fg%be').bytes)).toEqual([0xbe, ...ascii('%fg'), 0xbe]);
  });

  it('§2: no media type means text/plain;charset=US-ASCII', () => {
    expect(parseDataUrl('data:,A%20brief%20note')).toMatchObject({ mimeType: 'text/plain', hasMediaType: false, base64: false, data: 'A%20brief%20note' });
    expect(new TextDecoder().decode(decodeBase64Input('data:,A%20brief%20note').bytes)).toBe('A brief note');
    expect(parseDataUrl('data:;charset=utf-8;base64,SGk=')).toMatchObject({ mimeType: 'text/plain', hasMediaType: false, parameters: { charset: 'utf-8' }, base64: true });
  });

  it('is case-insensitive where RFC 2045/3986 say so and ignores surrounding whitespace', () => {
    expect(parseDataUrl('  DATA:Image/PNG;BASE64,iVBORw0KGgo=\n')).toMatchObject({ mimeType: 'image/png', base64: true, data: 'iVBORw0KGgo=' });
    expect(isDataUrl('\n data:x/y,1')).toBe(true);
    expect(isDataUrl('ZGF0YTo=')).toBe(false);
  });

  it('decodes the Base64 of a data URL and keeps its declared type', () => {
    const decoded = decodeBase64Input(`data:image/png;base64,${b64(PNG_1x1)}`);
    expect(decoded.declaredType).toBe('image/png');
    expect(Array.from(decoded.bytes)).toEqual(PNG_1x1);
    // Percent-encoded Base64 ("=" as %3D) decodes too.
    expect(new TextDecoder().decode(decodeBase64Input('data:text/plain;base64,Zm8%3D').bytes)).toBe('fo');
  });

  it('names malformed parts and their position', () => {
    expect(inputError(() => parseDataUrl('data:image/png;base64')).message).toMatch(/no "," after its header.*position 6/);
    expect(inputError(() => parseDataUrl('data:image;base64,AAAA')).message).toBe('Invalid media type "image" at position 6: expected type/subtype, such as image/png.');
    expect(inputError(() => parseDataUrl('data:text/plain;utf8,hi')).message).toMatch(/^Invalid parameter "utf8" at position 17/);
  });

  it('points Base64 errors into the whole input', () => {
    const err = inputError(() => decodeBase64Input('data:image/png;base64,iVBO*w0K'));
    expect(err.message).toMatch(/Invalid character "\*" at position 27/);
    expect(err.position).toBe(26);
    // After percent-decoding, positions still refer to what the user typed.
    expect(inputError(() => decodeBase64Input('data:;base64,Zm%3D%3D!')).message).toMatch(/Invalid character "!" at position 22/);
    expect(inputError(() => decodeBase64Input('data:;base64,Zm8%3D%3D')).message).toMatch(/Wrong padding at position 17/);
  });
});

describe('plain Base64 input', () => {
  it('decodes Base64 with line breaks and names bad characters', () => {
    expect(Array.from(decodeBase64Input(`${b64(PDF).slice(0, 20)}\n${b64(PDF).slice(20)}`).bytes)).toEqual(PDF);
    expect(inputError(() => decodeBase64Input('Zm9v.mFy')).message).toMatch(/Invalid character "\." at position 5/);
  });
});

describe('encoding files', () => {
  it('makes Base64 and a data URL (RFC 2397) from bytes', async () => {
    const file = await encodeFile(new Uint8Array(ascii('foobar')), 'text/plain');
    // RFC 4648 §10: BASE64("foobar") = "Zm9vYmFy".
    expect(file).toEqual({ base64: 'Zm9vYmFy', dataUrl: 'data:text/plain;base64,Zm9vYmFy', mimeType: 'text/plain' });
    expect((await encodeFile(new Uint8Array(PNG_1x1))).mimeType).toBe('image/png');
    expect((await encodeFile(new Uint8Array([1, 2, 3]))).dataUrl).toBe('data:application/octet-stream;base64,AQID');
  });

  it('encodes in chunks exactly like in one go', async () => {
    const bytes = new Uint8Array(ENCODE_CHUNK_BYTES * 2 + 5).map((_, i) => (i * 31) & 0xff);
    const progress: number[] = [];
    const base64 = await bytesToBase64Async(bytes, { onProgress: (done) => progress.push(done) });
    expect(base64).toBe(Buffer.from(bytes).toString('base64'));
    expect(progress).toEqual([ENCODE_CHUNK_BYTES, ENCODE_CHUNK_BYTES * 2, bytes.length]);
    expect(await bytesToBase64Async(new Uint8Array())).toBe('');
  });

  it('round-trips any bytes through a data URL', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async (bytes) => {
        const { dataUrl } = await encodeFile(bytes, 'application/octet-stream');
        expect(Array.from(decodeBase64Input(dataUrl).bytes)).toEqual(Array.from(bytes));
        expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
      }),
      { numRuns: 50 },
    );
  });

  it('can be cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(bytesToBase64Async(new Uint8Array(10), { signal: controller.signal })).rejects.toThrow(/abort/i);
  });
});

describe('helpers', () => {
  it('suggests names with the right extension', () => {
    expect(suggestFileName('png')).toBe('file.png');
    expect(suggestFileName('pdf', 'report')).toBe('report.pdf');
    expect(extensionForMimeType('text/plain;charset=utf-8')).toBe('txt');
    expect(extensionForMimeType('image/svg+xml')).toBe('svg');
    expect(extensionForMimeType('image/avif')).toBe('avif');
    expect(extensionForMimeType('application/vnd.ms-excel')).toBe('bin');
    expect(toDataUrl('AQID', '')).toBe('data:application/octet-stream;base64,AQID');
  });

  it('cuts long outputs for display only', () => {
    expect(truncateForDisplay('abcdef', 4)).toEqual({ text: 'abcd', truncated: true });
    expect(truncateForDisplay('abc', 4)).toEqual({ text: 'abc', truncated: false });
  });
});

describe('base64 file converter: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(base64FileConverter, base64FileConverterState);
  });

  it('has examples that decode to a file of a known type without error', async () => {
    const found: string[] = [];
    for (const example of base64FileConverter.examples ?? []) {
      const { base64 } = base64FileConverterState.schema.parse(example.state);
      const decoded = decodeBase64Input(base64);
      expect(decoded.bytes.length, example.label).toBeGreaterThan(0);
      found.push((await detectFileType(decoded.bytes, decoded.declaredType)).mimeType);
    }
    // The PNG example starts with the PNG signature (PNG spec §5.2); the data URL declares text/plain.
    expect(found).toEqual(['image/png', 'text/plain']);
    expect(Array.from(decodeBase64Input(base64FileConverterState.schema.parse(base64FileConverter.examples![0]!.state).base64).bytes.subarray(0, 8))).toEqual(PNG_SIGNATURE);
    expect(new TextDecoder().decode(decodeBase64Input('data:text/plain;charset=utf-8;base64,SGVsbG8sIHdvcmxkIQ==').bytes)).toBe('Hello, world!');
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    // Text shaped like a data URL, so the fuzz goes past the "data:" check.
    const dataUrlish = fc
      .tuple(
        fc.constantFrom('data:', 'DATA:', ' data:', 'data:;base64,', 'data:image/png;base64,', 'data:text/plain;charset=x,', 'data:a/b;c=d;base64,'),
        hostileText,
      )
      .map(([head, rest]) => head + rest);
    const text = fc.oneof(hostileText, dataUrlish);
    fuzzToolFunction((s: string) => isDataUrl(s), text);
    fuzzToolFunction((s: string) => parseDataUrl(s), text);
    fuzzToolFunction((s: string) => decodeBase64Input(s), text, 400);
    fuzzToolFunction((s: string) => extensionForMimeType(s));
    fuzzToolFunction(([ext, stem]: [string, string]) => suggestFileName(ext, stem), fc.tuple(hostileText, hostileText));
    fuzzToolFunction(([b64text, type]: [string, string]) => toDataUrl(b64text, type), fc.tuple(hostileText, hostileText));
    fuzzToolFunction(([s, limit]: [string, number]) => truncateForDisplay(s, limit), fc.tuple(hostileText, fc.integer({ min: 0, max: 300_000 })));
    const bytesAndType = fc.tuple(fc.uint8Array({ maxLength: 512 }), fc.option(hostileText, { nil: undefined }));
    await fuzzAsyncToolFunction(([bytes, type]: [Uint8Array, string | undefined]) => detectFileType(bytes, type), bytesAndType);
    await fuzzAsyncToolFunction(([bytes, type]: [Uint8Array, string | undefined]) => encodeFile(bytes, type), bytesAndType, 50);
  });
});

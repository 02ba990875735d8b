// Makes the small sample and test images of the image-metadata tools (run from the repository root:
// `node libs/tool-image/src/shared/image-metadata/samples/make-samples.mjs`). The JPEGs are encoded by
// jpeg-js (IJG quality scaling of the ITU-T T.81 Annex K tables, the same as libjpeg's `cjpeg -quality`);
// the metadata blocks are written here by hand after their specifications (EXIF 2.32 / TIFF 6.0, XMP,
// IPTC IIM in a Photoshop 3.0 resource, ICC.1 header, PNG 1.2 / 3rd edition chunks).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';

const here = dirname(fileURLToPath(import.meta.url));

function pixels(width, height) {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = (x * 255) / (width - 1);
      data[i + 1] = (y * 255) / (height - 1);
      data[i + 2] = ((x + y) % 16) * 16;
      data[i + 3] = 255;
    }
  return { data, width, height };
}

const encode = (w, h, q) => new Uint8Array(jpeg.encode(pixels(w, h), q).data);

// --- TIFF (big-endian) writer: IFDs of { tag, type, count, data (Buffer) } ---
const ascii = (s) => ({ type: 2, count: s.length + 1, data: Buffer.from(`${s}\0`, 'latin1') });
const short = (...v) => ({ type: 3, count: v.length, data: Buffer.concat(v.map((n) => Buffer.from([n >> 8, n & 255]))) });
const long = (...v) => ({ type: 4, count: v.length, data: Buffer.concat(v.map((n) => { const b = Buffer.alloc(4); b.writeUInt32BE(n); return b; })) });
const rational = (...pairs) => ({ type: 5, count: pairs.length, data: Buffer.concat(pairs.map(([a, b]) => { const x = Buffer.alloc(8); x.writeUInt32BE(a); x.writeUInt32BE(b, 4); return x; })) });
const bytes = (arr) => ({ type: 1, count: arr.length, data: Buffer.from(arr) });

/** Lays out a TIFF: ifds = [{ name, entries: [[tag, value]] }], pointers resolved by name. */
function tiff(ifds, thumbnail) {
  // Pass 1: offsets of every IFD and its out-of-line data.
  let offset = 8;
  const layout = [];
  for (const ifd of ifds) {
    const size = 2 + ifd.entries.length * 12 + 4;
    const start = offset;
    offset += size;
    const extra = [];
    for (const [, v] of ifd.entries) if (v.data && v.data.length > 4) { extra.push(offset); offset += v.data.length + (v.data.length % 2); } else extra.push(null);
    layout.push({ start, extra });
  }
  const thumbOffset = offset;
  const total = offset + (thumbnail ? thumbnail.length : 0);
  const out = Buffer.alloc(total);
  out.write('MM', 0, 'latin1');
  out.writeUInt16BE(42, 2);
  out.writeUInt32BE(8, 4);
  const at = Object.fromEntries(ifds.map((d, i) => [d.name, layout[i].start]));
  ifds.forEach((ifd, n) => {
    let p = layout[n].start;
    out.writeUInt16BE(ifd.entries.length, p);
    p += 2;
    ifd.entries.forEach(([tag, raw], k) => {
      const v = typeof raw === 'string' ? long(raw === 'thumb' ? thumbOffset : at[raw]) : raw;
      out.writeUInt16BE(tag, p);
      out.writeUInt16BE(v.type, p + 2);
      out.writeUInt32BE(v.count, p + 4);
      if (v.data.length > 4) { out.writeUInt32BE(layout[n].extra[k], p + 8); v.data.copy(out, layout[n].extra[k]); }
      else v.data.copy(out, p + 8);
      p += 12;
    });
    out.writeUInt32BE(ifd.next ? at[ifd.next] : 0, p);
  });
  if (thumbnail) Buffer.from(thumbnail).copy(out, thumbOffset);
  return out;
}

function exifTiff(thumbnail) {
  return tiff(
    [
      { name: 'ifd0', next: 'ifd1', entries: [
        [0x010f, ascii('Handy Camera Co.')], [0x0110, ascii('HT-1 Sample')], [0x0112, short(6)],
        [0x011a, rational([72, 1])], [0x011b, rational([72, 1])], [0x0128, short(2)],
        [0x0131, ascii('Handy Tools sample maker')], [0x0132, ascii('2026:11:28 10:30:00')],
        [0x013b, ascii('Ada Lovelace')], [0x8769, 'exif'], [0x8825, 'gps'] ] },
      { name: 'exif', entries: [
        [0x829a, rational([1, 250])], [0x829d, rational([28, 10])], [0x8827, short(200)],
        [0x9000, { type: 7, count: 4, data: Buffer.from('0232') }], [0x9003, ascii('2026:11:28 10:30:00')],
        [0x920a, rational([35, 1])] ] },
      // Eiffel Tower: 48° 51' 29.82" N, 2° 17' 40.20" E, 35 m.
      { name: 'gps', entries: [
        [0x0000, bytes([2, 3, 0, 0])], [0x0001, ascii('N')], [0x0002, rational([48, 1], [51, 1], [2982, 100])],
        [0x0003, ascii('E')], [0x0004, rational([2, 1], [17, 1], [4020, 100])], [0x0005, bytes([0])], [0x0006, rational([35, 1])] ] },
      { name: 'ifd1', entries: [[0x0103, short(6)], [0x0201, 'thumb'], [0x0202, long(thumbnail.length)]] },
    ],
    thumbnail,
  );
}

const segment = (marker, payload) => { const b = Buffer.alloc(4); b[0] = 0xff; b[1] = marker; b.writeUInt16BE(payload.length + 2, 2); return Buffer.concat([b, payload]); };

const XMP = `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><dc:creator><rdf:Seq><rdf:li>Ada Lovelace</rdf:li></rdf:Seq></dc:creator><xmp:CreatorTool>Handy Tools sample maker</xmp:CreatorTool><xmp:Rating>4</xmp:Rating></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

function iptc() {
  const ds = (n, s) => { const v = Buffer.from(s, 'utf8'); return Buffer.concat([Buffer.from([0x1c, 2, n, v.length >> 8, v.length & 255]), v]); };
  const data = Buffer.concat([ds(0x78, 'A generated sample image'), ds(0x19, 'sample'), ds(0x19, 'gradient'), ds(0x50, 'Ada Lovelace'), ds(0x5a, 'Paris')]);
  const res = Buffer.alloc(12);
  res.write('8BIM', 0, 'latin1');
  res.writeUInt16BE(0x0404, 4); // IPTC-NAA record; empty Pascal name (2 bytes)
  res.writeUInt32BE(data.length, 8);
  const pad = data.length % 2 ? Buffer.from([0]) : Buffer.alloc(0);
  return Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), res, data, pad]);
}

/** A minimal ICC v2 display profile: a valid 128-byte header and a tag table with one 'desc' tag. */
function icc() {
  const desc = Buffer.alloc(12 + 14 + 4 + 4 + 67);
  desc.write('desc', 0, 'latin1');
  desc.writeUInt32BE(14, 8); // ASCII count incl. NUL
  desc.write('Sample sRGB\0\0\0', 12, 'latin1');
  const size = 128 + 4 + 12 + desc.length;
  const h = Buffer.alloc(size);
  h.writeUInt32BE(size, 0);
  h.write('none', 4, 'latin1');
  h.writeUInt32BE(0x02100000, 8);
  h.write('mntr', 12, 'latin1');
  h.write('RGB ', 16, 'latin1');
  h.write('XYZ ', 20, 'latin1');
  h.writeUInt16BE(2026, 24); h.writeUInt16BE(11, 26); h.writeUInt16BE(28, 28);
  h.write('acsp', 36, 'latin1');
  h.writeInt32BE(63190, 68); h.writeInt32BE(65536, 72); h.writeInt32BE(54061, 76); // D50
  h.writeUInt32BE(1, 128);
  h.write('desc', 132, 'latin1');
  h.writeUInt32BE(144, 136);
  h.writeUInt32BE(desc.length, 140);
  desc.copy(h, 144);
  return h;
}

function sampleJpeg() {
  const base = Buffer.from(encode(96, 64, 82));
  const thumb = encode(24, 16, 60);
  // jpeg-js writes SOI, APP0 JFIF, DQT…: put the metadata after APP0 as cameras and editors do.
  const app0Len = base.readUInt16BE(4) + 2;
  const head = base.subarray(0, 2 + app0Len);
  const rest = base.subarray(2 + app0Len);
  return Buffer.concat([
    head,
    segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), exifTiff(thumb)])),
    segment(0xe1, Buffer.concat([Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1'), Buffer.from(XMP, 'utf8')])),
    segment(0xe2, Buffer.concat([Buffer.from('ICC_PROFILE\0', 'latin1'), Buffer.from([1, 1]), icc()])),
    segment(0xed, iptc()),
    segment(0xfe, Buffer.from('Made by Handy Tools for its metadata tools', 'latin1')),
    rest,
  ]);
}

// --- PNG ---
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
const crc32 = (buf) => { let c = 0xffffffff; for (const b of buf) c = CRC_TABLE[(c ^ b) & 255] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
const chunk = (type, data) => { const len = Buffer.alloc(4); len.writeUInt32BE(data.length); const td = Buffer.concat([Buffer.from(type, 'latin1'), data]); const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(td)); return Buffer.concat([len, td, crc]); };

function samplePng() {
  const { data, width, height } = pixels(64, 48);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) for (let c = 0; c < 3; c++) raw[y * (width * 3 + 1) + 1 + x * 3 + c] = data[(y * width + x) * 4 + c];
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width); ihdr.writeUInt32BE(height, 4); ihdr[8] = 8; ihdr[9] = 2;
  const time = Buffer.from([0x07, 0xea, 11, 28, 10, 30, 0]);
  const idat = deflateSync(raw);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('iCCP', Buffer.concat([Buffer.from('Sample sRGB\0\0', 'latin1'), deflateSync(icc())])),
    chunk('pHYs', Buffer.from([0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1])),
    chunk('tEXt', Buffer.from('Author\0Ada Lovelace', 'latin1')),
    chunk('tEXt', Buffer.from('Software\0Handy Tools sample maker', 'latin1')),
    chunk('zTXt', Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), deflateSync(Buffer.from('A generated sample image', 'latin1'))])),
    chunk('iTXt', Buffer.concat([Buffer.from('Title\0\0\0en\0Titel\0', 'latin1'), Buffer.from('Dégradé', 'utf8')])),
    chunk('eXIf', exifTiff(encode(16, 12, 50))),
    chunk('tIME', time),
    chunk('IDAT', idat.subarray(0, 100)),
    chunk('IDAT', idat.subarray(100)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- WebP (lossless 'VP8L' is not made here: a RIFF container with VP8X + a 1x1 VP8L image) ---
function sampleWebp() {
  // The smallest lossless 1×1 image (a published example bitstream: 1×1 opaque pixel).
  const vp8l = Buffer.from([0x2f, 0x00, 0x00, 0x00, 0x00, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00]);
  const riffChunk = (type, data) => { const h = Buffer.alloc(8); h.write(type, 0, 'latin1'); h.writeUInt32LE(data.length, 4); return Buffer.concat([h, data, data.length % 2 ? Buffer.from([0]) : Buffer.alloc(0)]); };
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x20 | 0x08 | 0x04; // ICC, EXIF, XMP
  const body = Buffer.concat([
    Buffer.from('WEBP', 'latin1'),
    riffChunk('VP8X', vp8x),
    riffChunk('ICCP', icc()),
    riffChunk('VP8L', vp8l),
    riffChunk('EXIF', exifTiff(encode(16, 12, 50))),
    riffChunk('XMP ', Buffer.from(XMP, 'utf8')),
  ]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}

writeFileSync(join(here, 'sample-photo.jpg'), sampleJpeg());
// Cut inside its EXIF segment: for the error cases.
writeFileSync(join(here, 'damaged.jpg'), sampleJpeg().subarray(0, 300));
writeFileSync(join(here, 'sample-drawing.png'), samplePng());
writeFileSync(join(here, 'sample-tiny.webp'), sampleWebp());
for (const q of [10, 50, 75, 90, 100]) writeFileSync(join(here, `quality-${q}.jpg`), encode(32, 24, q));
console.log('samples written to', here);

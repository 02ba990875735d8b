// Draws the sample images of the QR code decoder and the barcode reader (their examples), with
// bwip-js's symbol matrices/bar widths rasterised here, composed on one page, optionally rotated
// and with seeded noise (a "photo"), and written as 8-bit greyscale PNGs.
// Run from the repository root: bash tools/scripts/with-node24.sh node libs/tool-codes/src/shared/scan/samples/make-samples.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync, crc32 } from 'node:zlib';
import bwipjs from 'bwip-js/node';

/** A greyscale page: width, height, one byte per pixel (255 = white). */
export function page(width, height) {
  return { width, height, grey: new Uint8Array(width * height).fill(255) };
}

/** Rasterises one bwip-js symbol (raw) into a greyscale tile: `module` px per module, `barHeight` px for 1D. */
export function tile(bcid, text, { module = 3, barHeight = 60, quiet = 10, ...rest } = {}) {
  const [sym] = bwipjs.raw({ bcid, text, ...rest });
  if (sym.pixs) {
    const w = (sym.pixx + 2 * quiet) * module;
    const h = (sym.pixy + 2 * quiet) * module;
    const t = page(w, h);
    for (let y = 0; y < sym.pixy; y++)
      for (let x = 0; x < sym.pixx; x++)
        if (sym.pixs[y * sym.pixx + x]) fill(t, (x + quiet) * module, (y + quiet) * module, module, module, 0);
    return t;
  }
  const total = sym.sbs.reduce((a, b) => a + b, 0);
  const t = page((total + 2 * quiet) * module, barHeight + 2 * quiet);
  let x = quiet;
  sym.sbs.forEach((width, i) => {
    if (i % 2 === 0) fill(t, x * module, quiet, width * module, barHeight, 0);
    x += width;
  });
  return t;
}

function fill(p, x0, y0, w, h, v) {
  for (let y = y0; y < y0 + h; y++) p.grey.fill(v, y * p.width + x0, y * p.width + x0 + w);
}

/** Copies tile `t` onto page `p` at (x, y), rotated by `degrees` about its centre (bilinear). */
export function place(p, t, x, y, degrees = 0) {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const r = Math.ceil(Math.hypot(t.width, t.height) / 2);
  const cx = x + r;
  const cy = y + r;
  for (let py = cy - r; py < cy + r; py++)
    for (let px = cx - r; px < cx + r; px++) {
      if (px < 0 || py < 0 || px >= p.width || py >= p.height) continue;
      const dx = px - cx;
      const dy = py - cy;
      const sx = cos * dx + sin * dy + t.width / 2;
      const sy = -sin * dx + cos * dy + t.height / 2;
      if (sx < 0 || sy < 0 || sx >= t.width - 1 || sy >= t.height - 1) continue;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const g = (xx, yy) => t.grey[yy * t.width + xx];
      const v = g(x0, y0) * (1 - fx) * (1 - fy) + g(x0 + 1, y0) * fx * (1 - fy) + g(x0, y0 + 1) * (1 - fx) * fy + g(x0 + 1, y0 + 1) * fx * fy;
      p.grey[py * p.width + px] = Math.min(p.grey[py * p.width + px], Math.round(v));
    }
  return 2 * r;
}

/** Adds seeded noise (±amplitude) and lowers the contrast, like a phone photo of a label. */
export function photo(p, { seed = 1, amplitude = 40, low = 40, high = 215, levels = 8 } = {}) {
  const step = 255 / (levels - 1);
  let s = seed >>> 0;
  const rand = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  for (let i = 0; i < p.grey.length; i++) {
    const v = low + ((high - low) * p.grey[i]) / 255 + (rand() + rand() - 1) * amplitude;
    // Quantised to a few grey levels: the sample PNGs stay small (noise does not compress).
    p.grey[i] = Math.max(0, Math.min(255, Math.round(Math.round(v / step) * step)));
  }
  return p;
}

/** Encodes a greyscale page as a PNG (8-bit greyscale, filter 0, zlib). */
export function png(p) {
  const raw = new Uint8Array((p.width + 1) * p.height);
  for (let y = 0; y < p.height; y++) raw.set(p.grey.subarray(y * p.width, (y + 1) * p.width), y * (p.width + 1) + 1);
  const chunk = (type, data) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    Buffer.from(data).copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(p.width, 0);
  ihdr.writeUInt32BE(p.height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', new Uint8Array())]);
}

/** The payloads of the samples (the tests read them back against these). */
export const SAMPLE_PAYLOADS = {
  wifi: 'WIFI:T:WPA;S:Handy Café;P:correct horse\\;battery;H:false;;',
  vcard: ['BEGIN:VCARD', 'VERSION:3.0', 'N:Lovelace;Ada;;;', 'FN:Ada Lovelace', 'ORG:Analytical Engines Ltd', 'TEL;TYPE=CELL:+44 20 7946 0958', 'EMAIL:ada@example.com', 'URL:https://example.com/ada', 'ADR;TYPE=WORK:;;12 St James\'s Square;London;;SW1Y 4JH;United Kingdom', 'END:VCARD'].join('\r\n'),
  event: ['BEGIN:VEVENT', 'SUMMARY:Handy Tools meetup', 'DTSTART:20261205T180000Z', 'DTEND:20261205T200000Z', 'LOCATION:Room 4', 'END:VEVENT'].join('\r\n'),
  geo: 'geo:48.85837,2.294481?q=Eiffel%20Tower',
  url: 'https://example.com/handy-tools',
  ean13: '4006381333931',
  code128: 'HT-2026-0042',
  datamatrix: 'Lot 42 / best before 2027-06',
  pdf417: 'PDF417 sample: Handy Tools',
  qr: 'https://example.com/',
};

function main() {
  const dir = new URL('./', import.meta.url);
  const write = (name, p) => writeFileSync(new URL(name, dir), png(p));
  // QR code decoder: a Wi-Fi QR; a vCard QR; three QR codes (URL, geo, event), two of them turned.
  {
    const t = tile('qrcode', SAMPLE_PAYLOADS.wifi, { module: 4, quiet: 4, eclevel: 'M' });
    const side = Math.ceil(Math.hypot(t.width, t.height));
    const p = page(side, side);
    place(p, t, 0, 0);
    write('qr-wifi.png', p);
  }
  {
    const t = tile('qrcode', SAMPLE_PAYLOADS.vcard, { module: 3, quiet: 4, eclevel: 'L' });
    const side = Math.ceil(Math.hypot(t.width, t.height));
    const p = page(side, side);
    place(p, t, 0, 0);
    write('qr-vcard.png', p);
  }
  {
    const p = page(600, 240);
    place(p, tile('qrcode', SAMPLE_PAYLOADS.url, { module: 4, quiet: 2 }), 10, 40);
    place(p, tile('qrcode', SAMPLE_PAYLOADS.geo, { module: 4, quiet: 2 }), 190, 10, 15);
    place(p, tile('qrcode', SAMPLE_PAYLOADS.event, { module: 2, quiet: 2 }), 400, 20, -10);
    write('qr-several.png', photo(p, { seed: 7, amplitude: 20, low: 30, high: 230 }));
  }
  // Barcode reader: five symbologies on one label; a noisy, turned "photo" of an EAN-13 and a QR code.
  {
    const p = page(900, 420);
    place(p, tile('ean13', SAMPLE_PAYLOADS.ean13, { module: 2, barHeight: 70, quiet: 12 }), 10, 0);
    place(p, tile('code128', SAMPLE_PAYLOADS.code128, { module: 2, barHeight: 70, quiet: 12 }), 10, 200);
    place(p, tile('datamatrix', SAMPLE_PAYLOADS.datamatrix, { module: 5, quiet: 2 }), 330, 20);
    place(p, tile('pdf417', SAMPLE_PAYLOADS.pdf417, { module: 2, quiet: 4 }), 320, 190);
    place(p, tile('qrcode', SAMPLE_PAYLOADS.qr, { module: 5, quiet: 2 }), 720, 10);
    write('barcodes-label.png', p);
  }
  {
    const p = page(540, 240);
    place(p, tile('ean13', SAMPLE_PAYLOADS.ean13, { module: 3, barHeight: 80, quiet: 12 }), -20, -60, 4);
    place(p, tile('qrcode', SAMPLE_PAYLOADS.qr, { module: 4, quiet: 2 }), 390, 40, -20);
    write('barcodes-photo.png', photo(p, { seed: 42, amplitude: 35 }));
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) main();

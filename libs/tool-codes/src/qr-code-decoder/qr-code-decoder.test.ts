import { readFileSync } from 'node:fs';
import bwipjs from 'bwip-js/node';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
// @ts-expect-error -- a plain-JS script beside the samples; its helpers draw the test images.
import { page, photo, place, SAMPLE_PAYLOADS, tile } from '../shared/scan/samples/make-samples.mjs';
import { readCodes, type PixelImage } from '../shared/scan/zxing.js';
import { qrCodeDecoderTool } from './meta.js';
import { qrCodeDecoderState } from './state.js';
import { parseEmail, parseEvent, parseGeo, parseMecard, parseQrPayload, parseSms, parseVcard, parseWifi, type Payload } from './qr-code-decoder.js';

const fields = (p: Payload) => Object.fromEntries(p.fields.map((f) => [f.key, f.value]));
const sample = (name: string) => new Uint8Array(readFileSync(new URL(`../shared/scan/samples/${name}.png`, import.meta.url)));

/** A greyscale page from make-samples.mjs as RGBA pixels. */
function pixels(p: { width: number; height: number; grey: Uint8Array }): PixelImage {
  const data = new Uint8ClampedArray(p.width * p.height * 4);
  p.grey.forEach((v, i) => data.set([v, v, v, 255], i * 4));
  return { width: p.width, height: p.height, data };
}

describe('payloads', () => {
  it('reads Wi-Fi codes with escapes (ZXing "Barcode Contents" wiki: WIFI:T:WPA;S:mynetwork;P:mypass;;)', () => {
    expect(fields(parseQrPayload('WIFI:T:WPA;S:mynetwork;P:mypass;;'))).toEqual({ ssid: 'mynetwork', security: 'WPA', password: 'mypass', hidden: 'no' });
    expect(fields(parseWifi('WIFI:S:My\\;Net\\:work;T:WEP;P:\\"quoted\\\\";H:true;;'))).toEqual({ ssid: 'My;Net:work', security: 'WEP', password: '"quoted\\"', hidden: 'yes' });
    expect(fields(parseWifi('WIFI:T:WPA2-EAP;S:corp;E:PEAP;PH2:MSCHAPV2;A:anon;I:ada;P:pw;;'))).toMatchObject({ eapMethod: 'PEAP', phase2: 'MSCHAPV2', identity: 'ada', anonymousIdentity: 'anon' });
    expect(() => parseWifi('WIFI:T:WPA;P:x;;')).toThrow(/no network name/);
  });

  it('round-trips any network name and password through the escaping', () => {
    const escape = (s: string) => s.replace(/([\\;,:"])/g, '\\$1');
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 32 }), fc.string({ maxLength: 63 }), (ssid, password) => {
        const f = fields(parseWifi(`WIFI:T:WPA;S:${escape(ssid)};P:${escape(password)};;`));
        expect(f.ssid).toBe(ssid);
        expect(f.password ?? '').toBe(password);
      }),
    );
  });

  it('reads a vCard 4.0 (RFC 6350 §8 example, folded and escaped)', () => {
    const card = [
      'BEGIN:VCARD',
      'VERSION:4.0',
      'FN:Simon Perreault',
      'N:Perreault;Simon;;;ing. jr,M.Sc.',
      'BDAY:--0203',
      'TEL;VALUE=uri;PREF=1;TYPE="voice,home":tel:+1-555-555-555',
      '5;ext=5555',
      'EMAIL;TYPE=work:simon.perreault@viagenie.ca',
      'ADR;TYPE=work:;Suite D2-630;2875 Laurier;Quebec;QC;G1V 2M2;Canada',
      'NOTE:line one\\nline two\\, still',
      'END:VCARD',
    ].join('\r\n');
    const f = parseVcard(card.replace('5555-555-555\r\n5', '5555-555-555\r\n 5'));
    expect(f.fields.find((x) => x.key === 'formattedName')?.value).toBe('Simon Perreault');
    expect(f.fields.find((x) => x.key === 'name')?.value).toBe('Simon Perreault ing. jr,M.Sc.');
    expect(f.fields.find((x) => x.key === 'email')?.value).toBe('simon.perreault@viagenie.ca (work)');
    expect(f.fields.find((x) => x.key === 'address')?.value).toBe('Suite D2-630, 2875 Laurier, Quebec, QC, G1V 2M2, Canada (work)');
    expect(f.fields.find((x) => x.key === 'note')?.value).toBe('line one\nline two, still');
    expect(() => parseVcard('BEGIN:VCARD\r\nFN:Cut')).toThrow(/END:VCARD is missing/);
  });

  it('unfolds a folded line (RFC 6350 §3.2)', () => {
    const f = parseVcard('BEGIN:VCARD\r\nVERSION:4.0\r\nTEL;TYPE=cell:tel:+1-555-555-\r\n 5555\r\nEND:VCARD');
    expect(f.fields).toEqual([{ key: 'phone', value: '+1-555-555-5555 (cell)' }]);
  });

  it('reads MECARD (NTT DoCoMo example)', () => {
    expect(fields(parseMecard('MECARD:N:Owen,Sean;ADR:76 9th Avenue, 4th Floor, New York, NY 10011;TEL:12125551212;EMAIL:srowen@example.com;;'))).toEqual({
      name: 'Sean Owen',
      address: '76 9th Avenue, 4th Floor, New York, NY 10011',
      phone: '12125551212',
      email: 'srowen@example.com',
    });
  });

  it('reads events (RFC 5545 §3.6.1 example) with their time zones', () => {
    const cal = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//hacksw/handcal//NONSGML v1.0//EN',
      'BEGIN:VEVENT',
      'UID:19970610T172345Z-AF23B2@example.com',
      'DTSTAMP:19970610T172345Z',
      'DTSTART:19970714T170000Z',
      'DTEND:19970715T040000Z',
      'SUMMARY:Bastille Day Party',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(fields(parseQrPayload(cal))).toEqual({ start: '1997-07-14 17:00:00 UTC', end: '1997-07-15 04:00:00 UTC', summary: 'Bastille Day Party' });
    expect(fields(parseEvent('BEGIN:VEVENT\nDTSTART;TZID=Europe/Paris:20261205T180000\nDTEND;VALUE=DATE:20261206\nLOCATION:Salle 4\\, 2e\nEND:VEVENT'))).toEqual({
      start: '2026-12-05 18:00:00 (Europe/Paris)',
      end: '2026-12-06',
      location: 'Salle 4, 2e',
    });
    expect(() => parseEvent('BEGIN:VCALENDAR\nEND:VCALENDAR')).toThrow(/no event/);
  });

  it('reads mailto (RFC 6068 §6.1 examples), MATMSG and SMTP', () => {
    expect(fields(parseEmail('mailto:infobot@example.com?subject=current-issue'))).toEqual({ to: 'infobot@example.com', subject: 'current-issue' });
    expect(fields(parseEmail('mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E&body=send%20current-issue%0D%0Asend%20index'))).toEqual({
      to: 'list@example.org',
      body: 'send current-issue\r\nsend index',
    });
    expect(fields(parseEmail('mailto:?to=joe@example.com&cc=bob@example.com&body=hello'))).toEqual({ to: 'joe@example.com', cc: 'bob@example.com', body: 'hello' });
    expect(fields(parseQrPayload('MATMSG:TO:ada@example.com;SUB:Hi;BODY:See you;;'))).toEqual({ to: 'ada@example.com', subject: 'Hi', body: 'See you' });
    expect(fields(parseQrPayload('SMTP:ada@example.com:Hi:Body: with colon'))).toEqual({ to: 'ada@example.com', subject: 'Hi', body: 'Body: with colon' });
  });

  it('reads geo (RFC 5870 §6.2 examples), tel (RFC 3966) and SMS (RFC 5724)', () => {
    expect(fields(parseGeo('geo:13.4125,103.8667'))).toMatchObject({ latitude: '13.4125', longitude: '103.8667' });
    expect(fields(parseGeo('geo:48.2010,16.3695,183'))).toMatchObject({ altitude: '183' });
    expect(fields(parseGeo('geo:48.198634,16.371648;crs=wgs84;u=40'))).toMatchObject({ uncertainty: '40' });
    expect(fields(parseQrPayload(SAMPLE_PAYLOADS.geo))).toMatchObject({ query: 'Eiffel Tower' });
    expect(() => parseGeo('geo:91,0')).toThrow(/latitude 91/);
    expect(fields(parseQrPayload('tel:+1-201-555-0123'))).toEqual({ number: '+1-201-555-0123' });
    expect(fields(parseSms('sms:+15105550101?body=hello%20there'))).toEqual({ number: '+15105550101', message: 'hello there' });
    expect(fields(parseQrPayload('SMSTO:+15105550101:Running late'))).toEqual({ number: '+15105550101', message: 'Running late' });
  });

  it('reads URLs (showing the host in ASCII) and leaves other text alone', () => {
    expect(fields(parseQrPayload('https://bücher.example/x'))).toMatchObject({ host: 'xn--bcher-kva.example' });
    expect(fields(parseQrPayload('http://example.com/'))).toHaveProperty('warning');
    expect(parseQrPayload('Just words')).toEqual({ kind: 'text', fields: [{ key: 'text', value: 'Just words' }] });
    expect(() => parseQrPayload('')).toThrow(ToolInputError);
  });
});

describe('reading QR codes from images (zxing-cpp)', () => {
  it('reads the sample images with their payloads, versions and error-correction levels', async () => {
    const [wifi] = await readCodes(sample('qr-wifi'));
    expect(wifi).toMatchObject({ format: 'QRCode', text: SAMPLE_PAYLOADS.wifi, ecLevel: 'M' });
    expect(fields(parseQrPayload(wifi!.text))).toMatchObject({ ssid: 'Handy Café', password: 'correct horse;battery' });
    const [vcard] = await readCodes(sample('qr-vcard'));
    expect(vcard?.ecLevel).toBe('L');
    expect(fields(parseQrPayload(vcard!.text))).toMatchObject({ formattedName: 'Ada Lovelace', organization: 'Analytical Engines Ltd' });
    const several = await readCodes(sample('qr-several'), { formats: ['QRCode'] });
    expect(several.map((c) => c.text).sort()).toEqual([SAMPLE_PAYLOADS.url, SAMPLE_PAYLOADS.geo, SAMPLE_PAYLOADS.event].sort());
    expect(several.find((c) => c.text === SAMPLE_PAYLOADS.geo)?.rotation).toBe(15);
  });

  it('reads a QR code drawn at any angle with noise (a "photo" made here)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -180, max: 180 }), fc.stringMatching(/^[ -~]{1,30}$/), fc.integer({ min: 1, max: 1000 }), async (angle, text, seed) => {
        const p = page(260, 260);
        place(p, tile('qrcode', text, { module: 5, quiet: 2, eclevel: 'Q' }), 20, 20, angle);
        const codes = await readCodes(pixels(photo(p, { seed, amplitude: 25 })), { formats: ['QRCode'] });
        expect(codes.map((c) => c.text)).toEqual([text]);
      }),
      { numRuns: 12 },
    );
  });

  it('gives the QR version (ISO/IEC 18004: 21 modules = version 1)', async () => {
    // BWIPP's qrcode options `eclevel` and `version` are not in bwip-js's typings.
    const options = { bcid: 'qrcode', text: 'HELLO', eclevel: 'H', version: '1', scale: 4, backgroundcolor: 'FFFFFF', paddingwidth: 4, paddingheight: 4 };
    const png = await bwipjs.toBuffer(options as Parameters<typeof bwipjs.toBuffer>[0]);
    const [code] = await readCodes(new Uint8Array(png));
    expect(code).toMatchObject({ text: 'HELLO', version: '1', ecLevel: 'H', symbologyIdentifier: ']Q1' });
  });

  it('finds nothing in a blank image and refuses what is not an image', async () => {
    expect(await readCodes(pixels(page(50, 50)))).toEqual([]);
    await expect(readCodes(new TextEncoder().encode('not an image'))).rejects.toThrow(ToolInputError);
    await expect(readCodes(new Uint8Array())).rejects.toThrow(/empty/);
    // A PNG signature with nothing after it: damaged.
    await expect(readCodes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0]))).resolves.toEqual([]);
  });
});

describe('tool contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(qrCodeDecoderTool, qrCodeDecoderState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseQrPayload(s));
    for (const prefix of ['WIFI:', 'BEGIN:VCARD\n', 'MECARD:', 'BEGIN:VEVENT\n', 'mailto:', 'MATMSG:', 'SMTP:', 'tel:', 'geo:', 'sms:', 'smsto:', 'https://'])
      fuzzToolFunction((s: string) => parseQrPayload(prefix + s), undefined, 40);
  });
});

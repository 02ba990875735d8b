import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { appendIncrementalUpdate, makeSignedPdf } from './fixtures/make-signed-pdf.js';
import { pdfSignatureCheckerTool } from './meta.js';
import { checkPdfSignatures, parsePdfDate } from './pdf-signature-checker.js';
import { sampleSignedPdf } from './sample-signed.js';
import { pdfSignatureCheckerState } from './state.js';

function hasCommand(command: string, args = ['version']): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const hasOpenssl = hasCommand('openssl');
const hasQpdf = hasCommand('qpdf', ['--version']);
const dir = mkdtempSync(join(tmpdir(), 'pdf-sig-'));
const path = (name: string) => join(dir, name);
const fixture = () => new Uint8Array(readFileSync(new URL('./fixtures/signed.pdf', import.meta.url)));

/** What openssl says about a certificate: RFC 2253 subject and issuer, serial, dates. */
function opensslCert(certPem: string) {
  writeFileSync(path('cert.pem'), certPem);
  const out = execFileSync('openssl', ['x509', '-in', path('cert.pem'), '-noout', '-subject', '-issuer', '-serial', '-startdate', '-enddate', '-nameopt', 'RFC2253,-esc_msb'], { encoding: 'utf8' });
  const field = (k: string) => new RegExp(`^${k}=\\s*(.*)$`, 'm').exec(out)?.[1] ?? '';
  return { subject: field('subject'), issuer: field('issuer'), serial: field('serial'), notBefore: new Date(field('notBefore')), notAfter: new Date(field('notAfter')) };
}

describe('checkPdfSignatures on PDFs signed by openssl cms -sign over the /ByteRange', () => {
  it('the committed fixture (and the sample): one intact adbe.pkcs7.detached signature covering the whole file', async () => {
    for (const pdf of [fixture(), sampleSignedPdf()]) {
      const [sig, ...rest] = await checkPdfSignatures(pdf);
      expect(rest).toEqual([]);
      expect(sig).toMatchObject({
        subFilter: 'adbe.pkcs7.detached',
        filter: 'Adobe.PPKLite',
        name: 'Handy Tools Test Signer',
        reason: 'Testing (fixture)',
        location: 'Paris',
        byteRangeWellFormed: true,
        coversWholeFile: true,
        updatesAfter: 0,
        digestAlgorithm: 'SHA-256',
        digestMatches: true,
        signatureValid: true,
        signingTimeSource: 'signed attribute',
        intact: true,
      });
      expect(sig!.byteRange[2] + sig!.byteRange[3]).toBe(pdf.length);
      expect(sig!.signer).toMatchObject({ subject: 'C=FR, O=Handy Tools, CN=Handy Tools Test Signer', serial: '1234ABCD', selfIssued: true });
    }
  });

  it.skipIf(!hasQpdf)('the fixture is a sound PDF for qpdf', () => {
    writeFileSync(path('fixture.pdf'), fixture());
    expect(execFileSync('qpdf', ['--check', path('fixture.pdf')], { encoding: 'utf8' })).toMatch(/No syntax or stream encoding errors found/);
  });

  it.skipIf(!hasOpenssl)('agrees with openssl: certificate fields, signature over the byte range (RSA, EC; SHA-256/384/512; CAdES)', async () => {
    const cases: { key: 'ec' | 'rsa'; digest: 'sha256' | 'sha384' | 'sha512'; subFilter?: 'ETSI.CAdES.detached'; subject?: string }[] = [
      { key: 'ec', digest: 'sha256' },
      { key: 'rsa', digest: 'sha384' },
      { key: 'ec', digest: 'sha512', subFilter: 'ETSI.CAdES.detached' },
      { key: 'rsa', digest: 'sha256', subFilter: 'ETSI.CAdES.detached', subject: '/C=DE/O=Beispiel GmbH/OU=Signing/CN=Jürgen Müller' },
    ];
    for (const c of cases) {
      const signed = makeSignedPdf(c);
      const [sig] = await checkPdfSignatures(signed.pdf);
      // openssl verifies the same CMS over the same bytes (-noverify: no trust store, as we do).
      const [a, b, cc, d] = signed.byteRange;
      writeFileSync(path('sig.der'), signed.cms);
      writeFileSync(path('covered.bin'), Buffer.concat([signed.pdf.subarray(a, a + b), signed.pdf.subarray(cc, cc + d)]));
      execFileSync('openssl', ['cms', '-verify', '-binary', '-inform', 'DER', '-in', path('sig.der'), '-content', path('covered.bin'), '-noverify', '-out', '/dev/null'], { stdio: 'ignore' });
      expect(sig).toMatchObject({ subFilter: c.subFilter ?? 'adbe.pkcs7.detached', digestMatches: true, signatureValid: true, intact: true });
      expect(sig!.digestAlgorithm).toBe({ sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' }[c.digest]);
      expect(sig!.signatureAlgorithm).toMatch(c.key === 'rsa' ? /^RSA/ : /^ECDSA/);
      const ref = opensslCert(signed.certPem);
      // openssl's RFC 2253 form joins the parts with ","; ours with ", " (RFC 4514 allows either to be read).
      expect(sig!.signer?.subject.replaceAll(', ', ',')).toBe(ref.subject);
      expect(sig!.signer?.issuer.replaceAll(', ', ',')).toBe(ref.issuer);
      expect(sig!.signer?.serial).toBe(ref.serial);
      expect(sig!.signer?.notBefore.getTime()).toBe(ref.notBefore.getTime());
      expect(sig!.signer?.notAfter.getTime()).toBe(ref.notAfter.getTime());
      expect(sig!.signer?.pem.trim()).toBe(signed.certPem.trim());
    }
  });

  it.skipIf(!hasOpenssl)('without signed attributes (openssl cms -noattr): no digest attribute, the signature is over the bytes; time from /M', async () => {
    const [sig] = await checkPdfSignatures(makeSignedPdf({ key: 'rsa', noAttributes: true, m: "D:20250102030405Z" }).pdf);
    expect(sig).toMatchObject({ digestMatches: null, signatureValid: true, intact: true, signingTimeSource: '/M' });
    expect(sig!.signingTime?.toISOString()).toBe('2025-01-02T03:04:05.000Z');
  });

  it.skipIf(!hasOpenssl)('finds the signer named by its subject key identifier (openssl cms -keyid, RFC 5652 §5.3)', async () => {
    const [sig] = await checkPdfSignatures(makeSignedPdf({ keyId: true, subject: '/CN=Key Id Signer' }).pdf);
    expect(sig).toMatchObject({ signatureValid: true, intact: true });
    expect(sig!.signer?.subject).toBe('CN=Key Id Signer');
  });

  it('an incremental update after signing: the range no longer covers the file, the signature itself still holds', async () => {
    const [sig] = await checkPdfSignatures(appendIncrementalUpdate(fixture()));
    expect(sig).toMatchObject({ coversWholeFile: false, updatesAfter: 1, digestMatches: true, signatureValid: true });
  });

  it('a byte changed inside the signed range: the digest and the signature fail', async () => {
    const pdf = fixture();
    const at = new TextDecoder('latin1').decode(pdf).indexOf('(Paris)') + 1;
    pdf[at] = 'B'.charCodeAt(0);
    const [sig] = await checkPdfSignatures(pdf);
    expect(sig).toMatchObject({ location: 'Baris', digestMatches: false, signatureValid: false, intact: false });
  });

  it('a byte range that does not match the /Contents hole is reported, not trusted', async () => {
    const text = new TextDecoder('latin1').decode(fixture());
    const m = /\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\]/.exec(text)!;
    const shifted = text.replace(m[0], `/ByteRange [${m[1]} ${String(Number(m[2]) - 5).padStart(m[2]!.length, '0')} ${m[3]} ${m[4]}]`);
    const [sig] = await checkPdfSignatures(Uint8Array.from(shifted, (ch) => ch.charCodeAt(0)));
    expect(sig).toMatchObject({ byteRangeWellFormed: false, intact: false });
  });

  it('a PDF without signatures: none; not a PDF: an error for users', async () => {
    expect(await checkPdfSignatures(new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n'))).toEqual([]);
    await expect(checkPdfSignatures(new TextEncoder().encode('hello'))).rejects.toThrow(ToolInputError);
    await expect(checkPdfSignatures(new Uint8Array())).rejects.toThrow(ToolInputError);
  });
});

describe('parsePdfDate (ISO 32000-2 §7.9.4)', () => {
  it('reads the standard’s example and partial dates', () => {
    // The standard's example: December 23, 1998, at 7:52 PM, U.S. Pacific Standard Time.
    expect(parsePdfDate("D:199812231952-08'00'")?.toISOString()).toBe('1998-12-24T03:52:00.000Z');
    expect(parsePdfDate('D:2026')?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(parsePdfDate("D:20261128120000+01'00'")?.toISOString()).toBe('2026-11-28T11:00:00.000Z');
    expect(parsePdfDate('yesterday')).toBeNull();
  });
  it('round-trips any date to the second (fast-check)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }), (date) => {
        const p = (n: number, w = 2) => String(n).padStart(w, '0');
        const s = `D:${p(date.getUTCFullYear(), 4)}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())}${p(date.getUTCHours())}${p(date.getUTCMinutes())}${p(date.getUTCSeconds())}Z`;
        return parsePdfDate(s)?.getTime() === Math.floor(date.getTime() / 1000) * 1000;
      }),
    );
  });
});

describe('contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(pdfSignatureCheckerTool, pdfSignatureCheckerState);
  });
  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => parsePdfDate(s));
    await fuzzAsyncToolFunction((s: string) => checkPdfSignatures(new TextEncoder().encode(s)), undefined, 50);
    await fuzzAsyncToolFunction((s: string) => checkPdfSignatures(new TextEncoder().encode(`%PDF-1.7\n/ByteRange [0 10 20 5] /Contents <${s}> ${s}`)), undefined, 50);
    await fuzzAsyncToolFunction(
      (s: string) => {
        const pdf = fixture();
        const text = new TextDecoder('latin1').decode(pdf);
        const at = text.indexOf('/Contents <') + 11 + (s.length % 200);
        pdf.set(new TextEncoder().encode(s).subarray(0, 40), at);
        return checkPdfSignatures(pdf);
      },
      undefined,
      30,
    );
  });
});

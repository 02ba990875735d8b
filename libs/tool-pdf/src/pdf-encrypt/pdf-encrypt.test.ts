import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { pdfEncryptTool } from './meta.js';
import { pdfEncryptState } from './state.js';
import { DEFAULT_PDF_ENCRYPT_OPTIONS, encryptedPdfName, encryptPdf, pdfEncryptArgs, qpdfCommandLine, type PdfEncryptOptions } from './pdf-encrypt.js';
import { assertPdfHeader, encryptionLabel, parseShowEncryption, qpdfMessage, QPDF_IN, runQpdf } from './qpdf.js';
import { formatFileSize } from './pdf-files.js';
import { samplePdf } from './sample-pdf.js';

function hasCommand(command: string): boolean {
  try {
    execFileSync(command, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const hasQpdf = hasCommand('qpdf');
const dir = mkdtempSync(join(tmpdir(), 'pdf-encrypt-'));
/** Runs the system's qpdf on bytes; returns stdout (throws on exit code 2). */
function systemQpdf(args: string[], pdf: Uint8Array): string {
  const file = join(dir, `in-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('qpdf', args.map((a) => (a === 'IN' ? file : a)), { encoding: 'utf8' });
}
const opts = (o: Partial<PdfEncryptOptions>): PdfEncryptOptions => ({ ...DEFAULT_PDF_ENCRYPT_OPTIONS, ...o });

describe('samplePdf', () => {
  it.skipIf(!hasQpdf)('is a valid PDF for the system qpdf (no warnings)', () => {
    const out = systemQpdf(['--check', 'IN'], samplePdf());
    expect(out).toMatch(/No syntax or stream encoding errors found/);
    expect(out).not.toMatch(/WARNING/);
  });
  it('escapes PDF string delimiters', () => {
    const text = new TextDecoder('latin1').decode(samplePdf('a (b) \\ é'));
    expect(text).toContain('(a \\(b\\) \\\\ ?) Tj');
  });
});

describe('pdfEncryptArgs (qpdf manual, "Encryption")', () => {
  it('builds the AES-256 command with every permission spelled out', () => {
    expect(pdfEncryptArgs(opts({ userPassword: 'u', ownerPassword: 'o' }))).toEqual([
      '--encrypt', '--user-password=u', '--owner-password=o', '--bits=256',
      '--print=full', '--modify-other=y', '--extract=y', '--annotate=y', '--form=y', '--assemble=y', '--accessibility=y',
      '--', '/in.pdf', '/out.pdf',
    ]);
  });
  it('uses AES for 128 bits, RC4 only with --allow-weak-crypto', () => {
    expect(pdfEncryptArgs(opts({ userPassword: 'u', cipher: 'aes-128' }))).toContain('--use-aes=y');
    const rc4 = pdfEncryptArgs(opts({ userPassword: 'u', cipher: 'rc4-128', cleartextMetadata: true }));
    expect(rc4).toContain('--use-aes=n');
    expect(rc4).toContain('--allow-weak-crypto');
    expect(rc4).not.toContain('--cleartext-metadata');
  });
  it('uses the user password as owner password when the owner one is empty', () => {
    expect(pdfEncryptArgs(opts({ userPassword: 'u' }))).toContain('--owner-password=u');
  });
  it('rejects empty passwords with a message for users', () => {
    expect(() => pdfEncryptArgs(opts({}))).toThrow(ToolInputError);
    expect(() => pdfEncryptArgs(opts({ userPassword: 'a\0b' }))).toThrow(/NUL/);
  });
});

describe('qpdfCommandLine', () => {
  it('masks passwords and quotes names', () => {
    const line = qpdfCommandLine(pdfEncryptArgs(opts({ userPassword: 'secretU', ownerPassword: 'hunter2' })), { input: "my file's.pdf", output: 'out.pdf' });
    expect(line).not.toMatch(/secretU|hunter2/);
    expect(line).toContain("--user-password=*** --owner-password=***");
    expect(line).toContain(`'my file'\\''s.pdf' out.pdf`);
  });
  it('names the output', () => {
    expect(encryptedPdfName('Report.PDF')).toBe('Report-protected.pdf');
    expect(encryptedPdfName('')).toBe('document-protected.pdf');
  });
});

describe('parseShowEncryption and qpdfMessage', () => {
  // Output format of `qpdf --show-encryption` (qpdf 11/12, QPDFJob::showEncryption).
  it('reads qpdf --show-encryption', () => {
    const info = parseShowEncryption('R = 4\nP = -3904\nUser password = \nSupplied password is owner password\nextract for accessibility: allowed\nprint high resolution: not allowed\nstream encryption method: AESv2\n');
    expect(info).toMatchObject({ encrypted: true, revision: 4, permissionsValue: -3904, method: 'AESv2', suppliedPassword: 'owner' });
    expect(info.permissions).toEqual([{ name: 'extract for accessibility', allowed: true }, { name: 'print high resolution', allowed: false }]);
    expect(encryptionLabel(info)).toBe('AES-128 (R4)');
    expect(parseShowEncryption('File is not encrypted\n').encrypted).toBe(false);
  });
  it('cleans qpdf errors', () => {
    expect(qpdfMessage('this.program: /in.pdf: invalid password\n')).toBe('invalid password');
  });
  it('refuses files without a PDF header', () => {
    expect(() => assertPdfHeader(new Uint8Array())).toThrow(ToolInputError);
    expect(() => assertPdfHeader(new TextEncoder().encode('hello'))).toThrow(/not a PDF/);
  });
});

describe('encryptPdf (qpdf 12 WebAssembly), checked by the system qpdf', () => {
  it.skipIf(!hasQpdf)('AES-256 (R6) by default: opens with either password, and qpdf --check passes', async () => {
    const { pdf, encryption } = await encryptPdf(samplePdf(), opts({ userPassword: 'user pw', ownerPassword: 'owner pw' }));
    expect(encryption).toMatchObject({ encrypted: true, revision: 6, method: 'AESv3' });
    const shown = systemQpdf(['--show-encryption', '--password=user pw', 'IN'], pdf);
    expect(shown).toMatch(/R = 6/);
    expect(shown).toMatch(/stream encryption method: AESv3/);
    expect(shown).toMatch(/Supplied password is user password/);
    expect(systemQpdf(['--show-encryption', '--password=owner pw', 'IN'], pdf)).toMatch(/Supplied password is owner password/);
    expect(systemQpdf(['--check', '--password=user pw', 'IN'], pdf)).toMatch(/No syntax or stream encoding errors found/);
    expect(() => systemQpdf(['--check', '--password=wrong', 'IN'], pdf)).toThrow(/invalid password/);
    // Decrypted by qpdf: the page's text is back (QDF mode leaves content streams uncompressed).
    const plain = join(dir, 'plain.pdf');
    systemQpdf(['--decrypt', '--password=user pw', '--qdf', '--object-streams=disable', 'IN', plain], pdf);
    expect(readFileSync(plain, 'latin1')).toContain('(Hello from Handy Tools) Tj');
  });

  it.skipIf(!hasQpdf)('AES-128 (R4) and RC4 128-bit (R3) on request', async () => {
    const aes = await encryptPdf(samplePdf(), opts({ userPassword: 'a', cipher: 'aes-128' }));
    expect(systemQpdf(['--show-encryption', '--password=a', 'IN'], aes.pdf)).toMatch(/R = 4[\s\S]*stream encryption method: AESv2/);
    const rc4 = await encryptPdf(samplePdf(), opts({ userPassword: 'a', cipher: 'rc4-128' }));
    const shown = systemQpdf(['--show-encryption', '--password=a', 'IN'], rc4.pdf);
    expect(shown).toMatch(/^R = 3$/m);
    expect(shown).not.toMatch(/AES/);
    expect(rc4.encryption.method).toBe('RC4');
  });

  it.skipIf(!hasQpdf)('writes the permissions (ISO 32000-2 Table 22) that qpdf reads back', async () => {
    const { pdf } = await encryptPdf(
      samplePdf(),
      opts({ ownerPassword: 'owner', print: 'low', extract: false, modify: false, annotate: false, form: true, assemble: false }),
    );
    // No user password: qpdf opens it without one, and reports the restrictions.
    const shown = systemQpdf(['--show-encryption', 'IN'], pdf);
    expect(shown).toMatch(/print low resolution: allowed/);
    expect(shown).toMatch(/print high resolution: not allowed/);
    expect(shown).toMatch(/extract for any purpose: not allowed/);
    expect(shown).toMatch(/modify other: not allowed/);
    expect(shown).toMatch(/modify annotations: not allowed/);
    expect(shown).toMatch(/modify forms: allowed/);
    expect(shown).toMatch(/modify document assembly: not allowed/);
    const none = await encryptPdf(samplePdf(), opts({ userPassword: 'u', ownerPassword: 'o', print: 'none' }));
    expect(systemQpdf(['--show-encryption', '--password=u', 'IN'], none.pdf)).toMatch(/print low resolution: not allowed/);
  });

  it('round-trips any password: qpdf opens the result with it (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !s.includes('\0')), async (password) => {
        const { pdf } = await encryptPdf(samplePdf(), opts({ userPassword: password, ownerPassword: `${password}!` }));
        const back = await runQpdf(['--show-encryption', `--password=${password}`, QPDF_IN], { [QPDF_IN]: pdf }, []);
        expect(back.code).toBe(0);
        expect(parseShowEncryption(back.stdout).suppliedPassword).toBe('user');
      }),
      { numRuns: 6 },
    );
  });

  it('refuses an encrypted PDF, a non-PDF and empty passwords', async () => {
    const { pdf } = await encryptPdf(samplePdf(), opts({ userPassword: 'x' }));
    await expect(encryptPdf(pdf, opts({ userPassword: 'y' }))).rejects.toThrow(/already encrypted/);
    await expect(encryptPdf(new TextEncoder().encode('not a pdf'), opts({ userPassword: 'y' }))).rejects.toThrow(ToolInputError);
    await expect(encryptPdf(new TextEncoder().encode('%PDF-1.4 garbage'), opts({ userPassword: 'y' }))).rejects.toThrow(ToolInputError);
    await expect(encryptPdf(samplePdf(), opts({}))).rejects.toThrow(ToolInputError);
  });

  it('reports progress while writing', async () => {
    const seen: number[] = [];
    await encryptPdf(samplePdf(), opts({ userPassword: 'p' }), { onProgress: (p) => seen.push(p) });
    expect(seen.at(-1)).toBe(100);
  });
});

describe('formatFileSize', () => {
  it('uses powers of 1024', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(Number.NaN)).toBe('0 B');
  });
  it('never throws', () => {
    fc.assert(fc.property(fc.double(), (n) => typeof formatFileSize(n) === 'string'));
  });
});

describe('contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(pdfEncryptTool, pdfEncryptState);
  });
  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => pdfEncryptArgs(opts({ userPassword: s })));
    fuzzToolFunction((s: string) => qpdfCommandLine([s, `--password=${s}`]));
    fuzzToolFunction((s: string) => encryptedPdfName(s));
    fuzzToolFunction((s: string) => parseShowEncryption(s));
    fuzzToolFunction((s: string) => qpdfMessage(s));
    fuzzToolFunction((s: string) => samplePdf(s));
    await fuzzAsyncToolFunction((s: string) => encryptPdf(new TextEncoder().encode(`%PDF-1.7\n${s}`), opts({ userPassword: 'p' })), undefined, 8);
  });
});

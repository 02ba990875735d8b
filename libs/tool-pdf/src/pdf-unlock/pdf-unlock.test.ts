import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { DEFAULT_PDF_ENCRYPT_OPTIONS, encryptPdf } from '../pdf-encrypt/pdf-encrypt.js';
import { samplePdf } from '../pdf-encrypt/sample-pdf.js';
import { pdfUnlockTool } from './meta.js';
import { pdfUnlockState } from './state.js';
import { unlockedPdfName, unlockPdf } from './pdf-unlock.js';
import { SAMPLE_LOCKED_PASSWORD, sampleLockedPdf } from './sample-locked.js';

function hasCommand(command: string): boolean {
  try {
    execFileSync(command, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const hasQpdf = hasCommand('qpdf');
const dir = mkdtempSync(join(tmpdir(), 'pdf-unlock-'));
const path = (name: string) => join(dir, name);

describe('unlockPdf (qpdf 12 WebAssembly)', () => {
  it.skipIf(!hasQpdf)('decrypts a PDF that the system qpdf encrypted (AES-256, AES-128, RC4), with the user or the owner password', () => {
    writeFileSync(path('plain.pdf'), samplePdf('Unlock me'));
    const cases = [
      ['256', [], 'AESv3', 6],
      ['128', ['--use-aes=y'], 'AESv2', 4],
      ['128', ['--use-aes=n'], 'RC4', 3],
    ] as const;
    return Promise.all(
      cases.map(async ([bits, extra, method, revision], i) => {
        const file = path(`enc-${i}.pdf`);
        execFileSync('qpdf', ['--allow-weak-crypto', '--encrypt', 'user', 'owner', bits, ...extra, '--', path('plain.pdf'), file]);
        const encrypted = readFileSync(file);
        for (const [password, supplied] of [['user', 'user'], ['owner', 'owner']] as const) {
          const { pdf, encryption } = await unlockPdf(encrypted, password);
          expect(encryption).toMatchObject({ encrypted: true, method, revision, suppliedPassword: supplied });
          const out = path(`out-${i}-${password}.pdf`);
          writeFileSync(out, pdf);
          // The system qpdf (11.3 on the dev machine, so the positional --encrypt form): not encrypted any more, and sound.
          expect(execFileSync('qpdf', ['--show-encryption', out], { encoding: 'utf8' })).toMatch(/File is not encrypted/);
          expect(execFileSync('qpdf', ['--check', out], { encoding: 'utf8' })).toMatch(/No syntax or stream encoding errors found/);
          const qdf = path(`qdf-${i}-${password}.pdf`);
          execFileSync('qpdf', ['--qdf', '--object-streams=disable', out, qdf]);
          expect(readFileSync(qdf, 'latin1')).toContain('(Unlock me) Tj');
        }
      }),
    );
  });

  it.skipIf(!hasQpdf)('unlocks a PDF with an owner password only (restrictions) without a password', async () => {
    writeFileSync(path('plain2.pdf'), samplePdf());
    execFileSync('qpdf', ['--encrypt', '', 'owner', '256', '--print=none', '--extract=n', '--', path('plain2.pdf'), path('restricted.pdf')]);
    const { pdf, encryption } = await unlockPdf(readFileSync(path('restricted.pdf')), '');
    expect(encryption.permissions).toContainEqual({ name: 'print high resolution', allowed: false });
    writeFileSync(path('free.pdf'), pdf);
    expect(execFileSync('qpdf', ['--show-encryption', path('free.pdf')], { encoding: 'utf8' })).toMatch(/File is not encrypted/);
  });

  it('says so for a wrong password, a missing one, and a PDF without encryption', async () => {
    const { pdf } = await encryptPdf(samplePdf(), { ...DEFAULT_PDF_ENCRYPT_OPTIONS, userPassword: 'right' });
    await expect(unlockPdf(pdf, 'wrong')).rejects.toThrow(/Wrong password/);
    await expect(unlockPdf(pdf, '')).rejects.toThrow(/needs a password/);
    await expect(unlockPdf(samplePdf(), 'x')).rejects.toThrow(/not encrypted/);
    await expect(unlockPdf(new Uint8Array(), 'x')).rejects.toThrow(ToolInputError);
  });

  it('round-trips: whatever we encrypt with a password, unlocking with it gives the page back (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 16 }).filter((s) => !s.includes('\0')), fc.constantFrom('aes-256', 'aes-128', 'rc4-128' as const), async (password, cipher) => {
        const { pdf } = await encryptPdf(samplePdf('Round trip'), { ...DEFAULT_PDF_ENCRYPT_OPTIONS, userPassword: password, cipher });
        const back = await unlockPdf(pdf, password);
        expect(back.encryption.encrypted).toBe(true);
        expect(new TextDecoder('latin1').decode(back.pdf)).toMatch(/^%PDF-/);
        await expect(unlockPdf(back.pdf, password)).rejects.toThrow(/not encrypted/);
      }),
      { numRuns: 5 },
    );
  });

  it('the built-in locked sample (made by the system qpdf) opens with its password', async () => {
    const { encryption } = await unlockPdf(sampleLockedPdf(), SAMPLE_LOCKED_PASSWORD);
    expect(encryption).toMatchObject({ revision: 6, method: 'AESv3', suppliedPassword: 'user' });
    expect(sampleLockedPdf()).toEqual(new Uint8Array(readFileSync(new URL('./fixtures/locked.pdf', import.meta.url))));
  });

  it('names the output', () => {
    expect(unlockedPdfName('a-protected.pdf')).toBe('a-unlocked.pdf');
    expect(unlockedPdfName('')).toBe('document-unlocked.pdf');
  });
});

describe('contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(pdfUnlockTool, pdfUnlockState);
  });
  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => unlockedPdfName(s));
    await fuzzAsyncToolFunction((s: string) => unlockPdf(new TextEncoder().encode(`%PDF-1.4\n${s}`), s), undefined, 8);
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { DEFAULT_PDF_ENCRYPT_OPTIONS, encryptPdf } from '../pdf-encrypt/pdf-encrypt.js';
import { samplePdf } from '../pdf-encrypt/sample-pdf.js';
import { pdfLinearizeTool } from './meta.js';
import { pdfLinearizeState } from './state.js';
import { checkLinearization, linearizedPdfName, linearizePdf, parseLinearizationCheck } from './pdf-linearize.js';

function hasCommand(command: string): boolean {
  try {
    execFileSync(command, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const hasQpdf = hasCommand('qpdf');
const dir = mkdtempSync(join(tmpdir(), 'pdf-linearize-'));
const path = (name: string) => join(dir, name);
/** `qpdf --check-linearization` by the system's qpdf: [exit code, output]. */
function systemCheck(file: string, extra: string[] = []): [number, string] {
  try {
    return [0, execFileSync('qpdf', ['--check-linearization', ...extra, file], { encoding: 'utf8' })];
  } catch (e) {
    const err = e as { status: number; stdout: string; stderr: string };
    return [err.status, `${err.stdout}${err.stderr}`];
  }
}

describe('linearizePdf (qpdf 12 WebAssembly), checked by the system qpdf', () => {
  it.skipIf(!hasQpdf)('linearizes: qpdf --check-linearization finds no error, and the input was not linearized', async () => {
    writeFileSync(path('plain.pdf'), samplePdf());
    expect(systemCheck(path('plain.pdf'))[1]).toMatch(/is not linearized/);
    const result = await linearizePdf(samplePdf());
    expect(result.before).toEqual({ linearized: false, valid: false, messages: [] });
    expect(result.after).toMatchObject({ linearized: true, valid: true });
    expect(result.sizeBefore).toBe(samplePdf().length);
    expect(result.sizeAfter).toBe(result.pdf.length);
    writeFileSync(path('lin.pdf'), result.pdf);
    const [code, out] = systemCheck(path('lin.pdf'));
    expect(code).toBe(0);
    expect(out).toMatch(/no linearization errors/);
  });

  it.skipIf(!hasQpdf)('sees a file the system qpdf linearized as linearized', async () => {
    writeFileSync(path('p2.pdf'), samplePdf('two'));
    execFileSync('qpdf', ['--linearize', path('p2.pdf'), path('l2.pdf')]);
    expect(await checkLinearization(readFileSync(path('l2.pdf')))).toMatchObject({ linearized: true, valid: true });
  });

  it.skipIf(!hasQpdf)('keeps the encryption of an encrypted PDF (with its password) and can generate object streams', async () => {
    const { pdf } = await encryptPdf(samplePdf(), { ...DEFAULT_PDF_ENCRYPT_OPTIONS, userPassword: 'pw' });
    await expect(linearizePdf(pdf)).rejects.toThrow(/encrypted: enter its password/);
    await expect(linearizePdf(pdf, { password: 'nope' })).rejects.toThrow(/Wrong password/);
    const result = await linearizePdf(pdf, { password: 'pw', objectStreams: 'generate' });
    writeFileSync(path('enc-lin.pdf'), result.pdf);
    expect(systemCheck(path('enc-lin.pdf'), ['--password=pw'])[1]).toMatch(/no linearization errors/);
    expect(execFileSync('qpdf', ['--show-encryption', '--password=pw', path('enc-lin.pdf')], { encoding: 'utf8' })).toMatch(/R = 6/);
  });

  it('refuses what is not a PDF', async () => {
    await expect(linearizePdf(new TextEncoder().encode('hello'))).rejects.toThrow(ToolInputError);
    await expect(linearizePdf(new TextEncoder().encode('%PDF-1.4\nnothing'))).rejects.toThrow(ToolInputError);
  });
});

describe('parseLinearizationCheck (qpdf --check-linearization output)', () => {
  it('reads the three answers', () => {
    expect(parseLinearizationCheck('in.pdf is not linearized\n', '', 0).linearized).toBe(false);
    expect(parseLinearizationCheck('/in.pdf: no linearization errors\n', '', 0)).toEqual({ linearized: true, valid: true, messages: [] });
    const bad = parseLinearizationCheck('', 'WARNING: /in.pdf: end of first page section (/E) mismatch\n', 3);
    expect(bad.valid).toBe(false);
    expect(bad.messages).toEqual(['WARNING: end of first page section (/E) mismatch']);
  });
  it('names the output', () => {
    expect(linearizedPdfName('a.pdf')).toBe('a-linearized.pdf');
  });
});

describe('contract', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(pdfLinearizeTool, pdfLinearizeState);
  });
  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => parseLinearizationCheck(s, s, 2));
    fuzzToolFunction((s: string) => linearizedPdfName(s));
    await fuzzAsyncToolFunction((s: string) => linearizePdf(new TextEncoder().encode(`%PDF-1.4\n${s}`), { password: s }), undefined, 8);
  });
});

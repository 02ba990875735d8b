import { ToolInputError } from '@handy-tools/ui/kit';
import { assertPdfHeader, parseShowEncryption, qpdfMessage, QPDF_IN, QPDF_OUT, runQpdf, type PdfEncryptionInfo, type QpdfRunOptions } from '../pdf-encrypt/qpdf.js';

/** The result of {@link unlockPdf}. */
export interface PdfUnlockResult {
  /** The PDF without encryption. */
  pdf: Uint8Array;
  /** The encryption the input had (cipher, revision, permissions, which password matched). */
  encryption: PdfEncryptionInfo;
  /** qpdf's warnings, one per line (the file was written anyway). */
  warnings: string[];
}

/**
 * The name to save an unlocked copy as: `report.pdf` → `report-unlocked.pdf`.
 *
 * @param name - the input's file name (may be empty).
 * @returns the suggested output name.
 */
export function unlockedPdfName(name: string): string {
  const base = name.replace(/\.pdf$/i, '').replace(/-protected$/, '') || 'document';
  return `${base}-unlocked.pdf`;
}

/**
 * Removes a PDF's password encryption with qpdf 12 (`qpdf --decrypt --password=…`, qpdf manual
 * "Encryption"; ISO 32000-2 §7.6.4 standard security handler). The user or the owner password
 * opens a file; a file with an owner password only (restrictions, no password to open) is
 * unlocked without one.
 *
 * @param pdf - the encrypted PDF's bytes.
 * @param password - the user or owner password (empty for files that open without one).
 * @param qpdf - where qpdf's WebAssembly is, and progress ({@link QpdfRunOptions}).
 * @returns {@link PdfUnlockResult}.
 * @throws ToolInputError when the file is not a PDF, is not encrypted ("nothing to unlock"), the
 *   password is wrong or missing, or qpdf cannot read the file.
 */
export async function unlockPdf(pdf: Uint8Array, password: string, qpdf: QpdfRunOptions = {}): Promise<PdfUnlockResult> {
  assertPdfHeader(pdf);
  if (password.includes('\0')) throw new ToolInputError('A password cannot contain the NUL character.');
  const pw = `--password=${password}`;
  const shown = await runQpdf(['--show-encryption', pw, QPDF_IN], { [QPDF_IN]: pdf }, [], { wasmUrl: qpdf.wasmUrl });
  if (shown.code === 2) {
    const message = qpdfMessage(shown.stderr);
    if (/invalid password/.test(message))
      throw new ToolInputError(password === '' ? 'This PDF needs a password to open: enter it.' : 'Wrong password: neither the user nor the owner password of this PDF.');
    throw new ToolInputError(`qpdf cannot read this PDF: ${message}`);
  }
  const encryption = parseShowEncryption(shown.stdout);
  if (!encryption.encrypted) throw new ToolInputError('This PDF is not encrypted: there is nothing to unlock.');
  const run = await runQpdf(['--progress', pw, '--decrypt', '--remove-restrictions', QPDF_IN, QPDF_OUT], { [QPDF_IN]: pdf }, [QPDF_OUT], qpdf);
  const out = run.files[QPDF_OUT];
  if (run.code === 2 || !out) throw new ToolInputError(`qpdf could not decrypt this PDF: ${qpdfMessage(run.stderr) || 'unknown error'}`);
  return { pdf: out, encryption, warnings: qpdfMessage(run.stderr).split('\n').filter(Boolean) };
}

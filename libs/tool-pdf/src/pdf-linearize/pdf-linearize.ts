import { ToolInputError } from '@handy-tools/ui/kit';
import { assertPdfHeader, qpdfMessage, QPDF_IN, QPDF_OUT, runQpdf, type QpdfRunOptions } from '../pdf-encrypt/qpdf.js';

/** Whether a PDF is linearized ("fast web view", ISO 32000-2 Annex F), as `qpdf --check-linearization` reports it. */
export interface LinearizationStatus {
  /** True when the file has a linearization parameter dictionary. */
  linearized: boolean;
  /** True when linearized and qpdf found no error in the hint tables. */
  valid: boolean;
  /** qpdf's findings (errors and warnings), one per line; empty when all is well. */
  messages: string[];
}

/** How the linearized file stores its objects (qpdf `--object-streams`). */
export type ObjectStreamsMode = 'preserve' | 'generate' | 'disable';

/** The result of {@link linearizePdf}. */
export interface PdfLinearizeResult {
  pdf: Uint8Array;
  /** The input's status. */
  before: LinearizationStatus;
  /** The output's status (checked again by qpdf). */
  after: LinearizationStatus;
  /** Sizes in bytes. */
  sizeBefore: number;
  sizeAfter: number;
  warnings: string[];
}

/**
 * Reads the output of `qpdf --check-linearization` (qpdf manual, "Inspection Options").
 *
 * @param stdout - qpdf's standard output.
 * @param stderr - qpdf's standard error.
 * @param code - its exit code.
 * @returns {@link LinearizationStatus}.
 */
export function parseLinearizationCheck(stdout: string, stderr: string, code: number): LinearizationStatus {
  const text = `${stdout}\n${stderr}`;
  const messages = qpdfMessage(text)
    .split('\n')
    .filter((l) => l && !/no linearization errors|is not linearized/.test(l));
  if (/is not linearized/.test(text)) return { linearized: false, valid: false, messages: [] };
  return { linearized: true, valid: code === 0 && /no linearization errors/.test(text), messages };
}

/**
 * Checks whether a PDF is linearized and whether its hint tables are right, with qpdf 12
 * (`qpdf --check-linearization`).
 *
 * @param pdf - the PDF's bytes.
 * @param password - the password of an encrypted PDF (empty otherwise).
 * @param qpdf - where qpdf's WebAssembly is ({@link QpdfRunOptions}).
 * @returns {@link LinearizationStatus}.
 * @throws ToolInputError when the file is not a PDF, needs a password, or cannot be read.
 */
export async function checkLinearization(pdf: Uint8Array, password = '', qpdf: QpdfRunOptions = {}): Promise<LinearizationStatus> {
  assertPdfHeader(pdf);
  const run = await runQpdf(['--check-linearization', `--password=${password}`, QPDF_IN], { [QPDF_IN]: pdf }, [], { wasmUrl: qpdf.wasmUrl });
  if (run.code === 2 && /invalid password/.test(run.stderr))
    throw new ToolInputError(password ? 'Wrong password for this encrypted PDF.' : 'This PDF is encrypted: enter its password.');
  if (run.code === 2 && !/linearization|hint/i.test(run.stdout + run.stderr)) throw new ToolInputError(`qpdf cannot read this PDF: ${qpdfMessage(run.stderr)}`);
  return parseLinearizationCheck(run.stdout, run.stderr, run.code);
}

/**
 * The name to save a linearized copy as: `report.pdf` → `report-linearized.pdf`.
 *
 * @param name - the input's file name (may be empty).
 * @returns the suggested output name.
 */
export function linearizedPdfName(name: string): string {
  return `${name.replace(/\.pdf$/i, '') || 'document'}-linearized.pdf`;
}

/**
 * Linearizes a PDF ("fast web view": the first page can be shown before the whole file has
 * arrived; ISO 32000-2 Annex F) with qpdf 12 (`qpdf --linearize`), keeping its encryption, and
 * checks the result.
 *
 * @param pdf - the PDF's bytes.
 * @param options - `password` of an encrypted PDF (kept encrypted with the same password);
 *   `objectStreams`: keep (default), generate (smaller, PDF 1.5+) or disable object streams.
 * @param qpdf - where qpdf's WebAssembly is, and progress ({@link QpdfRunOptions}).
 * @returns {@link PdfLinearizeResult} with the status and size before and after.
 * @throws ToolInputError when the file is not a PDF, needs a password, or qpdf cannot write it.
 */
export async function linearizePdf(
  pdf: Uint8Array,
  options: { password?: string; objectStreams?: ObjectStreamsMode } = {},
  qpdf: QpdfRunOptions = {},
): Promise<PdfLinearizeResult> {
  const password = options.password ?? '';
  if (password.includes('\0')) throw new ToolInputError('A password cannot contain the NUL character.');
  const before = await checkLinearization(pdf, password, qpdf);
  const run = await runQpdf(
    ['--progress', `--password=${password}`, '--linearize', `--object-streams=${options.objectStreams ?? 'preserve'}`, QPDF_IN, QPDF_OUT],
    { [QPDF_IN]: pdf },
    [QPDF_OUT],
    qpdf,
  );
  const out = run.files[QPDF_OUT];
  if (run.code === 2 || !out) throw new ToolInputError(`qpdf could not linearize this PDF: ${qpdfMessage(run.stderr) || 'unknown error'}`);
  const after = await checkLinearization(out, password, { wasmUrl: qpdf.wasmUrl });
  return { pdf: out, before, after, sizeBefore: pdf.length, sizeAfter: out.length, warnings: qpdfMessage(run.stderr).split('\n').filter(Boolean) };
}

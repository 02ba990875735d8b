import { ToolInputError } from '@handy-tools/ui/kit';
import { assertPdfHeader, parseShowEncryption, qpdfMessage, QPDF_IN, QPDF_OUT, runQpdf, type PdfEncryptionInfo, type QpdfRunOptions } from './qpdf.js';

/** The encryption: AES-256 (PDF 2.0, R6; the default), AES-128 (PDF 1.6, R4), RC4 128-bit (PDF 1.4, R3; legacy, weak). */
export type PdfCipher = 'aes-256' | 'aes-128' | 'rc4-128';
/** Printing allowed: in full quality, only at low resolution, or not at all. */
export type PdfPrintPermission = 'full' | 'low' | 'none';

/** The settings of {@link pdfEncryptArgs} and {@link encryptPdf}. */
export interface PdfEncryptOptions {
  /** Needed to open the file; empty: anyone can open it (the permissions still apply). */
  userPassword: string;
  /** Lifts the permissions; empty: the user password is used as the owner password too. */
  ownerPassword: string;
  cipher: PdfCipher;
  print: PdfPrintPermission;
  /** Other changes to the document (qpdf `--modify-other`). */
  modify: boolean;
  /** Copying text and graphics (`--extract`). */
  extract: boolean;
  /** Adding comments and filling forms (`--annotate`). */
  annotate: boolean;
  /** Filling form fields, even when `annotate` is off (`--form`). */
  form: boolean;
  /** Inserting, deleting and rotating pages (`--assemble`). */
  assemble: boolean;
  /** Text extraction for accessibility (`--accessibility`; PDF 2.0 readers always allow it). */
  accessibility: boolean;
  /** Leave the XMP metadata readable by search engines (`--cleartext-metadata`; AES only). */
  cleartextMetadata: boolean;
}

/** Everything allowed, AES-256: the defaults of the tool. */
export const DEFAULT_PDF_ENCRYPT_OPTIONS: PdfEncryptOptions = {
  userPassword: '',
  ownerPassword: '',
  cipher: 'aes-256',
  print: 'full',
  modify: true,
  extract: true,
  annotate: true,
  form: true,
  assemble: true,
  accessibility: true,
  cleartextMetadata: false,
};

const yn = (b: boolean) => (b ? 'y' : 'n');

/**
 * The qpdf arguments that encrypt `/in.pdf` into `/out.pdf` (qpdf manual, "Encryption"; the
 * security handler of ISO 32000-2 §7.6.4). Passwords are passed as `--user-password=` /
 * `--owner-password=` so that one starting with `@` is never read as an argument file.
 *
 * @param options - {@link PdfEncryptOptions}.
 * @returns the argument list (without the program name).
 * @throws ToolInputError when both passwords are empty, or a password has a NUL character.
 */
export function pdfEncryptArgs(options: PdfEncryptOptions): string[] {
  const { userPassword, cipher } = options;
  const ownerPassword = options.ownerPassword || userPassword;
  if (!userPassword && !ownerPassword) throw new ToolInputError('Enter a user password (to open the file) or an owner password (to restrict it).');
  if (/\0/.test(userPassword + ownerPassword)) throw new ToolInputError('A password cannot contain the NUL character.');
  const bits = cipher === 'aes-256' ? '256' : '128';
  const args = ['--encrypt', `--user-password=${userPassword}`, `--owner-password=${ownerPassword}`, `--bits=${bits}`];
  if (cipher === 'aes-128') args.push('--use-aes=y');
  if (cipher === 'rc4-128') args.push('--use-aes=n');
  args.push(
    `--print=${options.print}`,
    `--modify-other=${yn(options.modify)}`,
    `--extract=${yn(options.extract)}`,
    `--annotate=${yn(options.annotate)}`,
    `--form=${yn(options.form)}`,
    `--assemble=${yn(options.assemble)}`,
    `--accessibility=${yn(options.accessibility)}`,
  );
  if (options.cleartextMetadata && cipher !== 'rc4-128') args.push('--cleartext-metadata');
  args.push('--');
  if (cipher === 'rc4-128') args.push('--allow-weak-crypto');
  args.push(QPDF_IN, QPDF_OUT);
  return args;
}

/**
 * A qpdf command line to show: each argument quoted for a POSIX shell when it needs it, and
 * passwords replaced by `***` so that the line can be copied or shared safely.
 *
 * @param args - qpdf's arguments, e.g. from {@link pdfEncryptArgs}.
 * @param names - the file names to show instead of the virtual `/in.pdf` and `/out.pdf`.
 * @returns e.g. `qpdf --encrypt --user-password=*** … -- in.pdf out.pdf`.
 */
export function qpdfCommandLine(args: string[], names: { input?: string; output?: string } = {}): string {
  const quote = (s: string) => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replaceAll("'", `'\\''`)}'`);
  return [
    'qpdf',
    ...args.map((a) => {
      if (a === QPDF_IN) return quote(names.input ?? 'in.pdf');
      if (a === QPDF_OUT) return quote(names.output ?? 'out.pdf');
      const m = /^(--(?:user-|owner-)?password=)(.*)$/.exec(a);
      if (m) return m[2] === '' ? `${m[1]}''` : `${m[1]}***`;
      return quote(a);
    }),
  ].join(' ');
}

/**
 * The name to save an encrypted copy as: `report.pdf` → `report-protected.pdf`.
 *
 * @param name - the input's file name (may be empty).
 * @returns the suggested output name.
 */
export function encryptedPdfName(name: string): string {
  const base = name.replace(/\.pdf$/i, '') || 'document';
  return `${base}-protected.pdf`;
}

/** The result of {@link encryptPdf}. */
export interface PdfEncryptResult {
  /** The encrypted PDF. */
  pdf: Uint8Array;
  /** What qpdf reads back from it (algorithm, revision, permissions). */
  encryption: PdfEncryptionInfo;
  /** qpdf's warnings (the file was written anyway), one per line. */
  warnings: string[];
}

/**
 * Encrypts a PDF with qpdf 12 (WebAssembly): standard security handler, R6 AES-256 by default
 * (ISO 32000-2 §7.6.4.4), R4 AES-128 or R3 RC4 on request, with the permissions of ISO 32000-2
 * Table 22. The result is read back with `qpdf --show-encryption`.
 *
 * @param pdf - the PDF's bytes (an encrypted PDF is refused: unlock it first).
 * @param options - passwords, cipher and permissions ({@link PdfEncryptOptions}).
 * @param qpdf - where qpdf's WebAssembly is, and progress ({@link QpdfRunOptions}).
 * @returns {@link PdfEncryptResult}.
 * @throws ToolInputError for a file that is not a PDF, is damaged beyond repair, is already
 *   encrypted, or for empty passwords.
 */
export async function encryptPdf(pdf: Uint8Array, options: PdfEncryptOptions, qpdf: QpdfRunOptions = {}): Promise<PdfEncryptResult> {
  const args = pdfEncryptArgs(options);
  assertPdfHeader(pdf);
  const shown = await runQpdf(['--show-encryption', QPDF_IN], { [QPDF_IN]: pdf }, [], { wasmUrl: qpdf.wasmUrl });
  if (shown.code === 2) {
    const message = qpdfMessage(shown.stderr);
    if (/invalid password/.test(message)) throw new ToolInputError('This PDF is already encrypted with a password: unlock it first (PDF unlock), then encrypt it again.');
    throw new ToolInputError(`qpdf cannot read this PDF: ${message}`);
  }
  if (parseShowEncryption(shown.stdout).encrypted) throw new ToolInputError('This PDF is already encrypted (with an owner password only): unlock it first, then encrypt it again.');
  const run = await runQpdf(['--progress', ...args], { [QPDF_IN]: pdf }, [QPDF_OUT], qpdf);
  const out = run.files[QPDF_OUT];
  if (run.code === 2 || !out) throw new ToolInputError(`qpdf could not encrypt this PDF: ${qpdfMessage(run.stderr) || 'unknown error'}`);
  const password = options.ownerPassword || options.userPassword;
  const check = await runQpdf(['--show-encryption', `--password=${password}`, QPDF_IN], { [QPDF_IN]: out }, [], { wasmUrl: qpdf.wasmUrl });
  const warnings = qpdfMessage(run.stderr).split('\n').filter(Boolean);
  return { pdf: out, encryption: parseShowEncryption(check.stdout), warnings };
}

import { ToolInputError } from '@handy-tools/ui/kit';

/** Where the qpdf WebAssembly comes from and how a run reports its progress. */
export interface QpdfRunOptions {
  /**
   * URL of `qpdf.wasm` (in the browser: the app's own copy, a `?url` import of
   * `@neslinesli93/qpdf-wasm/dist/qpdf.wasm`). Leave undefined in Node: the package reads the file
   * beside its script.
   */
  wasmUrl?: string;
  /** Called with the percentage (0–100) of the output written, from qpdf's `--progress` lines. */
  onProgress?: (percent: number) => void;
}

/** What one qpdf run produced. */
export interface QpdfResult {
  /** qpdf's exit code: 0 success, 2 errors, 3 warnings only (qpdf manual, "Exit Status"). */
  code: number;
  /** Standard output, decoded as UTF-8. */
  stdout: string;
  /** Standard error (errors and warnings), decoded as UTF-8. */
  stderr: string;
  /** The output files asked for that qpdf wrote, by path. */
  files: Record<string, Uint8Array>;
}

/** The path the input PDF is written to inside qpdf's virtual file system. */
export const QPDF_IN = '/in.pdf';
/** The path qpdf is asked to write its output PDF to. */
export const QPDF_OUT = '/out.pdf';

function collector(onLine?: (line: string) => void) {
  const bytes: number[] = [];
  let line: number[] = [];
  const decoder = new TextDecoder();
  return {
    push(c: number | null) {
      if (c === null) return;
      const b = c & 0xff;
      bytes.push(b);
      if (b === 10) {
        onLine?.(decoder.decode(new Uint8Array(line)));
        line = [];
      } else line.push(b);
    },
    text: () => decoder.decode(new Uint8Array(bytes)),
  };
}

/** One qpdf instance, kept for the next runs (compiling the WebAssembly is the slow part). */
interface LiveQpdf {
  qpdf: QpdfInstance;
  sink: { out: (c: number | null) => void; err: (c: number | null) => void };
}
const live = new Map<string, Promise<LiveQpdf>>();

function startQpdf(wasmUrl: string | undefined): Promise<LiveQpdf> {
  const sink: LiveQpdf['sink'] = { out: () => undefined, err: () => undefined };
  const moduleArgs: Record<string, unknown> = {
    noInitialRun: true,
    noFSInit: true,
    // Standard output and error go to whichever run is current.
    preRun: [(m: { FS: { init: (i: () => null, o: (c: number | null) => void, e: (c: number | null) => void) => void } }) => m.FS.init(() => null, (c) => sink.out(c), (c) => sink.err(c))],
  };
  if (wasmUrl) moduleArgs.locateFile = () => wasmUrl;
  // Loaded on first use: the page's chunks that import this file for its helpers never load qpdf's glue.
  return import('@neslinesli93/qpdf-wasm').then(async ({ default: create }) => ({
    qpdf: await (create as unknown as (a: Record<string, unknown>) => Promise<QpdfInstance>)(moduleArgs),
    sink,
  }));
}

/**
 * Runs qpdf 12 (compiled to WebAssembly by @neslinesli93/qpdf-wasm) on files held in memory. The
 * instance is kept for the next run (its files are removed after each run). Synchronous inside: run
 * it in a worker on a page.
 *
 * @param args - qpdf's arguments (without the program name), e.g. `['--check', QPDF_IN]`.
 * @param inputs - files to place in the virtual file system first, by absolute path.
 * @param outputs - paths to read back after the run (a path qpdf did not write is left out).
 * @param options - where the WebAssembly is and a progress callback ({@link QpdfRunOptions}).
 * @returns exit code, standard output and error, and the output files ({@link QpdfResult}).
 * @throws Error when the WebAssembly cannot be loaded or qpdf aborts (a bug or a broken install, not bad input).
 * @see https://qpdf.readthedocs.io/en/stable/cli.html — qpdf's command-line reference.
 */
export async function runQpdf(args: string[], inputs: Record<string, Uint8Array>, outputs: string[], options: QpdfRunOptions = {}): Promise<QpdfResult> {
  const progress = /write progress: (\d+)%/;
  const out = collector((line) => {
    const m = progress.exec(line);
    if (m && options.onProgress) options.onProgress(Math.min(100, Number(m[1])));
  });
  const err = collector();
  const key = options.wasmUrl ?? '';
  let started = live.get(key);
  if (!started) {
    started = startQpdf(options.wasmUrl);
    live.set(key, started);
    started.catch(() => live.delete(key));
  }
  const { qpdf, sink } = await started;
  sink.out = out.push;
  sink.err = err.push;
  const paths = [...Object.keys(inputs), ...outputs];
  const clean = () => {
    for (const path of paths) {
      try {
        qpdf.FS.unlink(path);
      } catch {
        // not there
      }
    }
  };
  clean();
  const files: Record<string, Uint8Array> = {};
  let code: number;
  try {
    for (const [path, data] of Object.entries(inputs)) qpdf.FS.writeFile(path, data);
    code = qpdf.callMain([...args]);
    for (const path of outputs) {
      try {
        files[path] = qpdf.FS.readFile(path);
      } catch {
        // not written
      }
    }
  } catch (e) {
    live.delete(key); // an instance that aborted is not reused
    throw e;
  } finally {
    clean();
  }
  return { code, stdout: out.text(), stderr: err.text(), files };
}

interface QpdfInstance {
  callMain(args: string[]): number;
  FS: { writeFile(path: string, data: Uint8Array): void; readFile(path: string): Uint8Array; unlink(path: string): void };
}

/**
 * qpdf's error output as a message for users: the virtual paths and the program name removed,
 * one line per problem.
 *
 * @param stderr - qpdf's standard error.
 * @returns the cleaned message (empty when there was nothing).
 */
export function qpdfMessage(stderr: string): string {
  return stderr
    .split('\n')
    .map((l) => l.replace(/^[^\s:]*this\.program: /, '').replace(/^qpdf: /, '').replaceAll(`${QPDF_IN}: `, '').replaceAll(`${QPDF_OUT}: `, '').trim())
    .filter((l) => l !== '' && !/^For help:|^Run .* --help/.test(l))
    .join('\n');
}

/**
 * Checks that bytes look like a PDF before handing them to qpdf (which would try to repair almost
 * anything): the `%PDF-` header must be in the first 1024 bytes (ISO 32000-2 §7.5.2 lets
 * readers accept it there).
 *
 * @param pdf - the file's bytes.
 * @throws ToolInputError when the file is empty or has no PDF header.
 */
export function assertPdfHeader(pdf: Uint8Array): void {
  if (pdf.length === 0) throw new ToolInputError('The file is empty: choose a PDF file.');
  const head = new TextDecoder('latin1').decode(pdf.subarray(0, 1024));
  if (!head.includes('%PDF-')) throw new ToolInputError('This is not a PDF: there is no "%PDF-" header in its first 1024 bytes.');
}

/** What `qpdf --show-encryption` says about a file. */
export interface PdfEncryptionInfo {
  /** False when qpdf says "File is not encrypted". */
  encrypted: boolean;
  /** The security handler's revision R (2–6), when encrypted. */
  revision?: number;
  /** The permission word P as a signed 32-bit integer. */
  permissionsValue?: number;
  /** The method for streams: `AESv3` (AES-256), `AESv2` (AES-128), `RC4`, `none`. */
  method?: string;
  /** Each permission qpdf lists ("print high resolution", "modify annotations"…) and whether it is allowed. */
  permissions: { name: string; allowed: boolean }[];
  /** Whether the supplied password was the owner's, the user's, or neither (when none was needed). */
  suppliedPassword?: 'owner' | 'user';
}

/**
 * Reads the output of `qpdf --show-encryption`.
 *
 * @param text - qpdf's standard output.
 * @returns {@link PdfEncryptionInfo}.
 */
export function parseShowEncryption(text: string): PdfEncryptionInfo {
  if (/File is not encrypted/.test(text)) return { encrypted: false, permissions: [] };
  const info: PdfEncryptionInfo = { encrypted: true, permissions: [] };
  for (const line of text.split('\n')) {
    let m: RegExpExecArray | null;
    if ((m = /^R = (\d+)/.exec(line))) info.revision = Number(m[1]);
    else if ((m = /^P = (-?\d+)/.exec(line))) info.permissionsValue = Number(m[1]);
    else if ((m = /^stream encryption method: (\S+)/.exec(line))) info.method = m[1];
    else if (/^Supplied password is owner password/.test(line)) info.suppliedPassword = 'owner';
    else if (/^Supplied password is user password/.test(line)) info.suppliedPassword ??= 'user';
    else if ((m = /^([a-z][a-z ]+): (allowed|not allowed)$/.exec(line))) info.permissions.push({ name: m[1] ?? '', allowed: m[2] === 'allowed' });
  }
  // Revisions 2 and 3 have no crypt filters: qpdf prints no method, and the cipher is RC4.
  if (!info.method && info.revision !== undefined && info.revision <= 3) info.method = 'RC4';
  return info;
}

/**
 * A short name for an encryption: "AES-256 (R6)", "AES-128 (R4)", "RC4 128-bit (R3)"…
 *
 * @param info - from {@link parseShowEncryption}.
 * @returns the label, or "none" when not encrypted.
 */
export function encryptionLabel(info: PdfEncryptionInfo): string {
  if (!info.encrypted) return 'none';
  const r = info.revision;
  const name = info.method === 'AESv3' ? 'AES-256' : info.method === 'AESv2' ? 'AES-128' : info.method === 'RC4' ? (r === 2 ? 'RC4 40-bit' : 'RC4 128-bit') : (info.method ?? 'unknown');
  return r ? `${name} (R${r})` : name;
}

// Runs jq (jq-wasm: jq 1.7 compiled to WebAssembly with Emscripten, its .wasm inlined as base64,
// so nothing is fetched) in this thread. Works in Node and in a Web Worker; the tool's UI runs it
// in a worker, which Cancel terminates (a filter may loop forever).
//
// jq-wasm's own wrapper hands jq its input one byte at a time (copying the rest of the input for
// each byte) and collects its output the same way — quadratic: a 300 KB document takes ~8 s. It
// also drops jq's error message when some output came first. So this module catches jq's
// standard input, output and error streams and its exit status at the WebAssembly import layer
// (the WASI `fd_read`, `fd_write`, `openat` and `exit` imports, found by their function names) and
// does the I/O in bulk; if those imports are not found (another jq-wasm build) it falls back to
// the library's own path, slower but correct.

/** The Emscripten module jq-wasm builds (only what is used here). */
interface JqModule {
  raw(json: string, filter: string, flags: string[]): Promise<string>;
}
type JqFactory = (moduleArg?: object) => Promise<JqModule>;

/** What one jq run produced. */
export interface JqRun {
  /** Standard output (UTF-8 decoded). */
  stdout: string;
  /** Standard error: error messages, `debug` and `stderr` output. */
  stderr: string;
  /** jq's exit status (0 success, 2 usage, 3 compile error, 5 runtime error), null when unknown. */
  exitCode: number | null;
}

/** Output (or error output) beyond this many bytes stops jq (an endless stream of results would exhaust memory). */
export const MAX_JQ_OUTPUT_BYTES = 64 * 1024 * 1024;

/** Thrown from an import to stop jq when its output is too large. */
class OutputTooLarge extends Error {}

/** A growable byte buffer (appending is amortised O(1)). */
class Bytes {
  private buffer = new Uint8Array(4096);
  length = 0;
  append(source: Uint8Array): void {
    if (this.length + source.length > this.buffer.length) {
      const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + source.length));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    this.buffer.set(source, this.length);
    this.length += source.length;
  }
  text(): string {
    return new TextDecoder().decode(this.buffer.subarray(0, this.length));
  }
}

interface Io {
  memory: WebAssembly.Memory | null;
  hooked: boolean;
  input: Uint8Array;
  inputOffset: number;
  stdinFd: number;
  out: Bytes;
  err: Bytes;
  exitCode: number | null;
}

interface Engine {
  module: JqModule;
  io: Io;
  /** Runs so far and bytes of arguments passed: each run leaks some of jq's state and stack. */
  runs: number;
  argumentBytes: number;
}

/**
 * A jq instance is replaced after this many runs or this many bytes of arguments: jq-wasm calls
 * jq's `main` again and again, and each call leaks a little (measured: jq aborts on an internal
 * assertion after ~310 runs, and a 1 MB stack overflows after ~19 runs with a 50 KB filter).
 */
const RUNS_PER_INSTANCE = 100;
const ARGUMENT_BYTES_PER_INSTANCE = 256 * 1024;

type Imports = Record<string, unknown>;
type Fn = (...args: number[]) => number;

function readCString(memory: WebAssembly.Memory, pointer: number): string {
  const bytes = new Uint8Array(memory.buffer);
  let end = pointer;
  while (end < bytes.length && bytes[end] !== 0) end++;
  return new TextDecoder().decode(bytes.subarray(pointer, end));
}

/**
 * The import keys of jq-wasm 1.0.1's build (its wasm module's import names), used when a minifier
 * renamed the functions (the app's production build): fd_read, fd_write, openat, fd_close, and
 * the exit functions. A self-test after instantiation checks them.
 */
const JQ_WASM_1_0_1_KEYS = { read: 'g', write: 'd', open: 'f', close: 'c', exit: ['b', 's'] };

/** Wraps jq's WASI imports so stdin/stdout/stderr and the exit status go through `io`. */
function hookImports(env: Imports, io: Io): void {
  const byName = new Map<string, string>();
  for (const [key, value] of Object.entries(env)) if (typeof value === 'function') byName.set(value.name, key);
  let [readKey, writeKey, openKey, closeKey] = ['_fd_read', '_fd_write', '___syscall_openat', '_fd_close'].map((n) => byName.get(n));
  let exitKeys = ['exitJS', '_proc_exit', '_exit'].map((n) => byName.get(n)).filter((k): k is string => k !== undefined);
  if (!readKey || !writeKey || !openKey || !closeKey || exitKeys.length === 0) {
    // Minified: fall back to the known import keys if they look right (the I/O functions take 4 arguments).
    const known = JQ_WASM_1_0_1_KEYS;
    const arity = (key: string) => (typeof env[key] === 'function' ? (env[key] as Fn).length : -1);
    if (arity(known.read) !== 4 || arity(known.write) !== 4 || arity(known.open) !== 4 || arity(known.close) < 1 || known.exit.some((k) => arity(k) < 1)) return;
    [readKey, writeKey, openKey, closeKey] = [known.read, known.write, known.open, known.close];
    exitKeys = known.exit;
  }
  const read = env[readKey] as Fn;
  const write = env[writeKey] as Fn;
  const open = env[openKey] as Fn;
  const close = env[closeKey] as Fn;
  env[openKey] = (dirfd: number, path: number, flags: number, varargs: number) => {
    const fd = open(dirfd, path, flags, varargs);
    if (fd >= 0 && io.memory && readCString(io.memory, path) === '/dev/stdin') {
      io.stdinFd = fd;
      io.inputOffset = 0;
    }
    return fd;
  };
  env[closeKey] = (fd: number) => {
    if (fd === io.stdinFd) io.stdinFd = -1;
    return close(fd);
  };
  env[readKey] = (fd: number, iov: number, iovcnt: number, pnum: number) => {
    if (fd !== io.stdinFd || !io.memory) return read(fd, iov, iovcnt, pnum);
    const words = new Uint32Array(io.memory.buffer);
    const bytes = new Uint8Array(io.memory.buffer);
    let total = 0;
    for (let i = 0; i < iovcnt; i++) {
      const pointer = words[(iov >> 2) + i * 2] ?? 0;
      const length = words[(iov >> 2) + i * 2 + 1] ?? 0;
      const chunk = io.input.subarray(io.inputOffset, io.inputOffset + length);
      bytes.set(chunk, pointer);
      io.inputOffset += chunk.length;
      total += chunk.length;
      if (chunk.length < length) break;
    }
    words[pnum >> 2] = total;
    return 0;
  };
  env[writeKey] = (fd: number, iov: number, iovcnt: number, pnum: number) => {
    if ((fd !== 1 && fd !== 2) || !io.memory) return write(fd, iov, iovcnt, pnum);
    const words = new Uint32Array(io.memory.buffer);
    const bytes = new Uint8Array(io.memory.buffer);
    let total = 0;
    for (let i = 0; i < iovcnt; i++) {
      const pointer = words[(iov >> 2) + i * 2] ?? 0;
      const length = words[(iov >> 2) + i * 2 + 1] ?? 0;
      if (length === 0) continue;
      const target = fd === 1 ? io.out : io.err;
      if (target.length + length > MAX_JQ_OUTPUT_BYTES) throw new OutputTooLarge();
      target.append(bytes.subarray(pointer, pointer + length));
      total += length;
    }
    words[pnum >> 2] = total;
    return 0;
  };
  for (const key of exitKeys) {
    const original = env[key] as Fn;
    env[key] = (code: number, ...rest: number[]) => {
      io.exitCode = code;
      return original(code, ...rest);
    };
  }
  io.hooked = true;
}

let engine: Promise<Engine> | null = null;
/** Set when the hooked I/O failed its self-test: later instances use jq-wasm's own I/O. */
let hookingFailed = false;

/** Creates a jq instance whose I/O is hooked if that passes a self-test, else a plain one. */
async function createEngine(): Promise<Engine> {
  if (hookingFailed) return instantiate(false);
  let created: Engine | null = null;
  try {
    created = await instantiate(true);
    if (!created.io.hooked) return created;
    const test = await runOn(created, '{"a":[1,"é"]}', '.a[1]', ['-c']);
    if (test.stdout === '"é"\n' && test.exitCode === 0) return created;
  } catch {
    // fall through: use jq-wasm's own I/O
  }
  hookingFailed = true;
  return instantiate(false);
}

/** Creates a jq instance, wrapping its imports during instantiation (a one-shot hook) when `hook`. */
async function instantiate(hook: boolean): Promise<Engine> {
  const { default: factory } = (await import('jq-wasm/dist/build/jq.js')) as unknown as { default: JqFactory };
  const io: Io = { memory: null, hooked: false, input: new Uint8Array(0), inputOffset: 0, stdinFd: -1, out: new Bytes(), err: new Bytes(), exitCode: null };
  const original = WebAssembly.instantiate;
  const hooked = function (this: unknown, source: BufferSource | WebAssembly.Module, imports?: WebAssembly.Imports) {
    WebAssembly.instantiate = original;
    const env = imports?.a as Imports | undefined;
    if (env && hook) hookImports(env, io);
    return (original as (s: unknown, i?: WebAssembly.Imports) => Promise<WebAssembly.WebAssemblyInstantiatedSource>)(source, imports).then((result) => {
      const exports = Object.values(result.instance.exports);
      io.memory = (exports.find((e) => e instanceof WebAssembly.Memory) as WebAssembly.Memory | undefined) ?? null;
      if (!io.memory) io.hooked = false;
      return result;
    });
  };
  WebAssembly.instantiate = hooked as typeof WebAssembly.instantiate;
  try {
    const module = await factory();
    return { module, io, runs: 0, argumentBytes: 0 };
  } finally {
    if (WebAssembly.instantiate === hooked) WebAssembly.instantiate = original;
  }
}

/** Node's `process`, if any (Emscripten sets `process.exitCode` when jq exits). */
function nodeProcess(): { exitCode?: number | string | null } | undefined {
  const p = (globalThis as { process?: { exitCode?: number | string | null; versions?: { node?: string } } }).process;
  return p?.versions?.node ? p : undefined;
}

/** One run on an instance; an exception leaves the instance unusable (the caller drops it). */
async function runOn(current: Engine, input: string, filter: string, flags: readonly string[]): Promise<JqRun> {
  const { module, io } = current;
  const encoder = new TextEncoder();
  current.runs++;
  current.argumentBytes += [filter, ...flags].reduce((sum, arg) => sum + encoder.encode(arg).length + 1, 0);
  const proc = nodeProcess();
  const savedExitCode = proc?.exitCode;
  io.input = encoder.encode(input);
  io.inputOffset = 0;
  io.stdinFd = -1;
  io.out = new Bytes();
  io.err = new Bytes();
  io.exitCode = null;
  try {
    // When hooked, stdin is served from io.input: give jq-wasm's byte-by-byte reader nothing.
    const fallback = await module.raw(io.hooked ? '' : input, filter, [...flags]);
    if (!io.hooked) return { stdout: fallback, stderr: '', exitCode: null };
    return { stdout: io.out.text(), stderr: io.err.text(), exitCode: io.exitCode };
  } catch (error) {
    if (error instanceof OutputTooLarge) throw new RangeError(`The output is over ${MAX_JQ_OUTPUT_BYTES / 1024 / 1024} MB`, { cause: error });
    // jq-wasm's own path reports jq's standard error as an Error (its output, if any, is lost).
    if (!io.hooked && error instanceof Error && !(error instanceof WebAssembly.RuntimeError)) return { stdout: '', stderr: error.message, exitCode: null };
    throw error;
  } finally {
    io.input = new Uint8Array(0);
    io.out = new Bytes();
    io.err = new Bytes();
    if (proc) proc.exitCode = savedExitCode;
  }
}

/**
 * Runs jq once: `jq -M <flags> <filter> /dev/stdin` with `input` as standard input.
 *
 * @param input - the text on jq's standard input (JSON texts; ignored with `-n` unless the filter reads `input`).
 * @param filter - the jq program.
 * @param flags - command-line options, e.g. `['-r', '-c']`.
 * @returns standard output, standard error and the exit status (null on jq-wasm's own, slower
 *   I/O path, used if the fast one fails its self-test).
 * @throws RangeError when the output exceeds {@link MAX_JQ_OUTPUT_BYTES};
 *   a `WebAssembly.RuntimeError` when jq crashed (out of memory, stack overflow). The instance is
 *   discarded after any exception, so the next run starts afresh.
 * @see https://jqlang.org/manual/v1.7/ and https://github.com/owenthereal/jq-wasm
 */
export async function runJqEngine(input: string, filter: string, flags: readonly string[]): Promise<JqRun> {
  engine ??= createEngine();
  let current: Engine;
  try {
    current = await engine;
  } catch (error) {
    engine = null;
    throw error;
  }
  try {
    return await runOn(current, input, filter, flags);
  } catch (error) {
    engine = null;
    throw error;
  } finally {
    if (current.runs >= RUNS_PER_INSTANCE || current.argumentBytes >= ARGUMENT_BYTES_PER_INSTANCE) engine = null;
  }
}

/** Whether jq's input and output go through the fast hooked path (for tests). */
export async function jqEngineIsFast(): Promise<boolean> {
  engine ??= createEngine();
  return (await engine).io.hooked;
}

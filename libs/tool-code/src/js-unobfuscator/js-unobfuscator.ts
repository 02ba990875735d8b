import { ToolInputError } from '@handy-tools/ui/kit';

// For apps that bundle this tool's worker: webcrack needs Node's `path` replaced (see the plugin).
export { webcrackBrowserPlugin } from './webcrack-vite-plugin.js';

/** Which of webcrack's stages run (all are webcrack's own options, same defaults except where noted). */
export interface JsUnobfuscateOptions {
  /** Undo obfuscator.io: string arrays and their decoders, control-flow flattening, dead code… (default true). */
  deobfuscate: boolean;
  /** Undo minification: `!0` → `true`, comma sequences split, `void 0` → `undefined`… (default true). */
  unminify: boolean;
  /** Extract the modules of a webpack or browserify bundle (default true). */
  unpack: boolean;
  /** Turn `React.createElement` calls back into JSX (default true). */
  jsx: boolean;
  /** Rename short or hex-like identifiers to readable ones (default false). */
  mangle: boolean;
}

/** webcrack's defaults. */
export const defaultUnobfuscateOptions: JsUnobfuscateOptions = {
  deobfuscate: true,
  unminify: true,
  unpack: true,
  jsx: true,
  mangle: false,
};

/** One module extracted from a bundle. */
export interface UnpackedModule {
  /** The module's id in the bundle (a number or a path, as the bundler wrote it). */
  id: string;
  /** The path webcrack gives it (`./123.js`, or a real path when the bundle kept names). */
  path: string;
  /** The bundle's entry module. */
  isEntry: boolean;
  /** The module's code after the transforms. */
  code: string;
}

/** What {@link jsUnobfuscate} returns. */
export interface JsUnobfuscateResult {
  /** The whole program after the transforms (for a bundle: the runtime, the modules being listed apart). */
  code: string;
  /** The kind of bundle found, or null when the input is not a bundle (or unpacking is off). */
  bundleType: 'webpack' | 'browserify' | null;
  /** The modules of the bundle, in webcrack's order (empty when not a bundle). */
  modules: UnpackedModule[];
}

/**
 * Evaluates one JavaScript expression (the string-array decoder calls that webcrack collects from
 * obfuscator.io output) and resolves to its value. Must not run on the page.
 */
export type CodeSandbox = (expression: string) => Promise<unknown>;

/** Progress and evaluation hooks for {@link jsUnobfuscate}. */
export interface JsUnobfuscateHooks {
  /** Called with the percentage done (0–100) as webcrack moves through its stages. */
  onProgress?: (percent: number) => void;
  /**
   * Evaluates decoder code; default {@link createInterpreterSandbox}. Pass `null` to evaluate
   * nothing: webcrack then skips its deobfuscation stage (the other stages still run).
   */
  sandbox?: CodeSandbox | null;
}

/**
 * A sandbox that evaluates code with Sval, a JavaScript interpreter written in JavaScript: the code is
 * interpreted, never handed to the engine (`eval` and `new Function` are not used, so it also works under
 * a Content-Security-Policy without `unsafe-eval`), in a fresh global object per call with the network,
 * storage and messaging globals hidden. It is meant to run in a Web Worker that the page terminates
 * after a time limit (the interpreter has no limit of its own).
 *
 * @returns a {@link CodeSandbox} resolving to the expression's value (copied through structured data).
 * @throws the returned function rejects with the interpreter's error when the code throws or does not parse.
 * @see https://github.com/Siubaak/sval
 */
export function createInterpreterSandbox(): CodeSandbox {
  return async (expression) => {
    const { default: Sval } = await import('sval');
    const interpreter = new Sval({ ecmaVer: 'latest', sandBox: true, sourceType: 'script' });
    const hidden = [
      'fetch',
      'XMLHttpRequest',
      'WebSocket',
      'EventSource',
      'importScripts',
      'postMessage',
      'close',
      'Worker',
      'SharedWorker',
      'indexedDB',
      'caches',
      'localStorage',
      'sessionStorage',
      'navigator',
      'location',
      'document',
      'require',
      'process',
    ];
    interpreter.import(Object.fromEntries(hidden.map((name) => [name, undefined])));
    interpreter.run(`exports.value = ${expression};`);
    return interpreter.exports.value as unknown;
  };
}

/** Babel's syntax errors carry a `loc` (1-based line, 0-based column) and a `pos`. */
function syntaxErrorOf(error: unknown): ToolInputError | null {
  if (!(error instanceof SyntaxError) && !(error instanceof Error && 'loc' in error)) return null;
  const loc = (error as { loc?: { line?: number; column?: number } }).loc;
  const pos = (error as { pos?: number }).pos;
  const message = error.message.replace(/\s*\(\d+:\d+\)\s*$/, '');
  if (loc?.line !== undefined && loc.column !== undefined)
    return new ToolInputError(`JavaScript syntax error at line ${loc.line}, column ${loc.column + 1}: ${message}`, {
      line: loc.line,
      column: loc.column + 1,
      position: pos,
    });
  return new ToolInputError(`JavaScript syntax error: ${message}`);
}

/**
 * Deobfuscates, unminifies and unpacks JavaScript with webcrack: obfuscator.io's string arrays,
 * rotators and decoders (evaluated by `hooks.sandbox`), control-flow flattening, dead code and
 * self-defending code; minified syntax; webpack 4/5 and browserify bundles into modules; React calls
 * into JSX; optional renaming. webcrack (and Babel) load on the first call.
 *
 * @param code - the JavaScript source (a script, a module, a bundle, or a `javascript:` bookmarklet).
 * @param options - the stages to run ({@link JsUnobfuscateOptions}); missing keys take webcrack's defaults.
 * @param hooks - progress callback and the sandbox that evaluates string decoders.
 * @returns the transformed code and the bundle's modules ({@link JsUnobfuscateResult}).
 * @throws ToolInputError for empty input, for a syntax error Babel cannot recover from (with line and
 *   column), or when the transforms fail on the input (with webcrack's message).
 * @see https://github.com/j4k0xb/webcrack (webcrack ≥ 2.16)
 */
export async function jsUnobfuscate(
  code: string,
  options: Partial<JsUnobfuscateOptions> = {},
  hooks: JsUnobfuscateHooks = {},
): Promise<JsUnobfuscateResult> {
  if (code.trim() === '') throw new ToolInputError('Enter some JavaScript.');
  const chosen = { ...defaultUnobfuscateOptions, ...options };
  const { webcrack } = await import('webcrack');
  const sandbox = hooks.sandbox === undefined ? createInterpreterSandbox() : hooks.sandbox;
  let result;
  try {
    result = await webcrack(code, {
      ...chosen,
      // webcrack's own default would import isolated-vm (Node only); without a sandbox the decoding is skipped.
      sandbox: sandbox ?? undefined,
      onProgress: (percent) => hooks.onProgress?.(Math.round(percent)),
    });
  } catch (error) {
    const syntax = syntaxErrorOf(error);
    if (syntax) throw syntax;
    throw new ToolInputError(`webcrack could not transform this code: ${error instanceof Error ? error.message : String(error)}`);
  }
  const modules: UnpackedModule[] = result.bundle
    ? [...result.bundle.modules.values()].map((module) => ({
        id: String(module.id),
        path: module.path,
        isEntry: module.isEntry,
        code: module.code,
      }))
    : [];
  return { code: result.code, bundleType: result.bundle?.type ?? null, modules };
}

// Loads curlconverter in the browser with its tree-sitter WASM files served from our own origin.
// curlconverter's browser build (shell/webParser.js) initialises web-tree-sitter with
// `locateFile: () => "/" + name` and loads "/tree-sitter-bash.wasm" from the site's root; we
// initialise the same web-tree-sitter module first with the URLs Vite emits for the two files
// (its `init` then returns our promise) and point that one Language.load call at our copy.
import Parser from 'web-tree-sitter';
import treeSitterWasmUrl from 'web-tree-sitter/tree-sitter.wasm?url';
import bashWasmUrl from 'curlconverter/dist/tree-sitter-bash.wasm?url';
import type { CurlconverterModule } from './curl-converter.js';

let loading: Promise<CurlconverterModule> | null = null;

/**
 * Loads curlconverter for the browser once: web-tree-sitter's runtime (`tree-sitter.wasm`, ~190 KB) and
 * the Bash grammar (`tree-sitter-bash.wasm`, ~1.4 MB) come from the app's own assets, never a CDN.
 *
 * @returns the curlconverter module (its `to…Warn` functions).
 * @throws Error when a WASM file cannot be fetched or compiled (offline before it was cached); the
 *   next call tries again.
 */
export function loadCurlconverterInBrowser(): Promise<CurlconverterModule> {
  loading ??= (async () => {
    await Parser.init({ locateFile: (name: string) => (name === 'tree-sitter.wasm' ? treeSitterWasmUrl : name) });
    const load = Parser.Language.load.bind(Parser.Language);
    Parser.Language.load = (input: string | Uint8Array) => load(input === '/tree-sitter-bash.wasm' ? bashWasmUrl : input);
    return (await import('curlconverter')) as CurlconverterModule;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

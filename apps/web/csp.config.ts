import type { Plugin } from 'vite';
import { bootScriptHash } from './boot-script.ts';

/**
 * Hosts that network tools contact (their meta's `network`). Kept here because the build
 * config cannot load the tool registry; src/tools/network-hosts.test.ts checks that this list
 * equals the union of every registered tool's `network`.
 */
export const NETWORK_TOOL_HOSTS: readonly string[] = [];

/**
 * The Content-Security-Policy of the production build: scripts only from the app's origin
 * (plus `wasm-unsafe-eval` for the WASM hashers), no inline scripts but the boot script (by its
 * hash, see boot-script.ts), `connect-src` limited to
 * the origin, the hosts of network tools and the analytics host when analytics is on,
 * `object-src 'none'`, `base-uri 'self'`. Styles allow `unsafe-inline` for style attributes
 * set by widgets (positions of tooltips and drag previews).
 *
 * @param options.analyticsHost - the analytics endpoint's origin when analytics is enabled.
 * @param options.forMeta - leaves out directives a `<meta>` policy ignores (`frame-ancestors`).
 * @returns the policy as one header value.
 */
export function contentSecurityPolicy(options: { analyticsHost?: string; forMeta?: boolean } = {}): string {
  const connect = ["'self'", ...NETWORK_TOOL_HOSTS.map((h) => `https://${h}`), ...(options.analyticsHost ? [new URL(options.analyticsHost).origin] : [])];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'wasm-unsafe-eval'", bootScriptHash()]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', connect],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ...(options.forMeta ? [] : ([['frame-ancestors', ["'none'"]]] as [string, string[]][])),
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * Applies the policy to the production build: a `<meta http-equiv>` in index.html (the fallback
 * for hosts that cannot send headers), a `_headers` file (Netlify/Cloudflare Pages format) with
 * the full header, and the header on `vite preview`. The dev server gets none (HMR needs inline code).
 */
export function cspPlugin(analyticsHost?: string): Plugin {
  const header = contentSecurityPolicy({ analyticsHost });
  return {
    name: 'handy-tools-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy({ analyticsHost, forMeta: true }) }, injectTo: 'head-prepend' }],
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: `/*\n  Content-Security-Policy: ${header}\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n` });
    },
  };
}

/**
 * Writes `.vite/modules.json` next to Vite's manifest: for every emitted chunk, the modules it
 * holds. tools/scripts/bundle-budget.mjs uses it to prove no tool code is in the initial load.
 */
export function chunkModulesPlugin(): Plugin {
  return {
    name: 'handy-tools-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') map[fileName] = Object.keys(output.modules);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(map) });
    },
  };
}

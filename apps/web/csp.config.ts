import type { Plugin } from 'vite';
import { bootScriptHash } from './boot-script.ts';

/**
 * Hosts that network tools contact (their meta's `network`). Kept here because the build
 * config cannot load the tool registry; src/tools/network-hosts.test.ts checks that this list
 * equals the union of every registered tool's `network`.
 */
export const NETWORK_TOOL_HOSTS: readonly string[] = [
  // math-ocr: the Hugging Face Hub and the storage its downloads redirect to
  'huggingface.co',
  'cdn-lfs.hf.co',
  'cdn-lfs-us-1.hf.co',
  'cas-bridge.xethub.hf.co',
  // my-ip (ipify), ip-geo-location (ipinfo), dns-queries (DNS-over-HTTPS resolvers), currency-converter (ECB rates via Frankfurter; fawazahmed0's currency API and its fallback)
  'api.ipify.org',
  'api6.ipify.org',
  'api64.ipify.org',
  'ipinfo.io',
  'cloudflare-dns.com',
  'dns.google',
  'dns.quad9.net',
  'api.frankfurter.dev',
  'cdn.jsdelivr.net',
  'latest.currency-api.pages.dev',
];

/**
 * Paths of the tools that contact whatever address their user enters (meta `network: ['*']`: an
 * API tester, a WebSocket tester). Their pages, and only theirs, get a policy whose `connect-src`
 * allows any host; the app loads them in a document of their own (see `needsOwnDocument` in
 * src/routes.tsx), since a policy belongs to the document and a client-side navigation keeps it.
 * src/tools/network-hosts.test.ts checks this list against the registry.
 */
export const ANY_HOST_TOOL_PATHS: readonly string[] = [
  '/api-tester',
  '/multi-link-downloader',
  '/websocket-tester',
];

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
 * @param options.anyHost - `connect-src` allows every http(s) and ws(s) host: the policy of the
 *   pages in {@link ANY_HOST_TOOL_PATHS}.
 * @returns the policy as one header value.
 */
export function contentSecurityPolicy(options: { analyticsHost?: string; forMeta?: boolean; anyHost?: boolean } = {}): string {
  const connect = options.anyHost
    ? ["'self'", '*']
    : ["'self'", ...NETWORK_TOOL_HOSTS.map((h) => `https://${h}`), ...(options.analyticsHost ? [new URL(options.analyticsHost).origin] : [])];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'wasm-unsafe-eval'", bootScriptHash()]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    // Recordings made in the page (camera recorder, microphone tester) play from blob: URLs.
    ['media-src', ["'self'", 'blob:']],
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
 * Whether a request path (under the base URL) is the page of a tool in {@link ANY_HOST_TOOL_PATHS}.
 *
 * @param pathname - the URL's path, e.g. `/api-tester` or `/base/api-tester/`.
 * @param base - the base URL, e.g. `/`.
 */
export function isAnyHostPage(pathname: string, base = '/'): boolean {
  const path = `/${pathname.slice(base.length).replace(/\/(index\.html)?$/, '')}`.toLowerCase();
  return ANY_HOST_TOOL_PATHS.includes(path);
}

/**
 * Widens the `<meta http-equiv>` policy of a built page to what {@link contentSecurityPolicy} gives
 * with `anyHost` (its `connect-src` only changes): the prerender applies it to the pages of
 * {@link ANY_HOST_TOOL_PATHS}.
 *
 * @param html - a page's HTML with the policy meta that cspPlugin put in index.html.
 * @returns the HTML with `connect-src 'self' *` in that meta.
 * @throws Error when the HTML has no policy meta with a `connect-src`.
 */
export function widenMetaConnectSrc(html: string): string {
  // The attribute is HTML-escaped: `'self'` is `&#39;self&#39;` (whose `;` is not a directive's end).
  const pattern = /(<meta http-equiv="Content-Security-Policy" content="[^"]*?)connect-src (?:&#39;|[^;"])*/;
  if (!pattern.test(html)) throw new Error('no Content-Security-Policy meta with connect-src in the page');
  return html.replace(pattern, '$1connect-src &#39;self&#39; *');
}

/**
 * Applies the policy to the production build: a `<meta http-equiv>` in index.html (the fallback
 * for hosts that cannot send headers; the prerender swaps it on the pages of
 * {@link ANY_HOST_TOOL_PATHS}), a `_headers` file (Cloudflare Pages format: a later rule's
 * `! Header` detaches what `/*` set) with the full header, and the header on `vite preview`, page by
 * page. The dev server gets none (HMR needs inline code).
 */
export function cspPlugin(analyticsHost?: string): Plugin {
  const header = contentSecurityPolicy({ analyticsHost });
  const anyHostHeader = contentSecurityPolicy({ analyticsHost, anyHost: true });
  return {
    name: 'handy-tools-csp',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy({ analyticsHost, forMeta: true }) }, injectTo: 'head-prepend' }],
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const { pathname } = new URL(req.url ?? '/', 'http://localhost');
        res.setHeader('Content-Security-Policy', isAnyHostPage(pathname, server.config.base) ? anyHostHeader : header);
        next();
      });
    },
    generateBundle() {
      const common = `  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n`;
      const pages = ANY_HOST_TOOL_PATHS.map((path) => `${path}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${anyHostHeader}\n`).join('');
      this.emitFile({ type: 'asset', fileName: '_headers', source: `/*\n  Content-Security-Policy: ${header}\n${common}${pages}` });
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

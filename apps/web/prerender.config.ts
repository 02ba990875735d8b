import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { sharedPlugins, shortCssClassNames, sourceResolution, workspaceRoot } from '../../vite.shared.ts';

const renderPagesScript = fileURLToPath(new URL('./prerender/render-pages.ts', import.meta.url));

/** Modules of the browser build that have no meaning in the server build: the service worker's registration. */
function serverStubs(): Plugin {
  const id = 'virtual:pwa-register';
  return {
    name: 'handy-tools-prerender-stubs',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (source) => (source === `\0${id}` ? 'export function registerSW() { return async () => undefined; }' : undefined),
  };
}

/**
 * Prerenders every route after the browser build (React's static rendering in Node, see
 * `src/prerender/render-page.tsx`): builds the server entry into a temporary folder, renders each
 * path and writes its HTML beside the app (`<path>/index.html`, `404.html`). The app's own
 * `index.html` becomes the home page; the service worker's offline fallback is `app.html`, the
 * page without prerendered content. `HT_PRERENDER=off` skips it (quicker builds for tests of
 * one tool).
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'handy-tools-prerender',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    // `vite preview` serves a page's prerendered HTML as static hosts do: `/hash-text` is
    // `hash-text/index.html` (it would otherwise answer every path with index.html, the home page).
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const base = server.config.base;
        if (req.method === 'GET' && url.pathname.startsWith(base) && !url.pathname.endsWith('/') && !/\.[a-z0-9]+$/i.test(url.pathname)) {
          const page = `${url.pathname.slice(base.length)}/index.html`;
          if (existsSync(join(server.config.build.outDir, page))) req.url = `${base}${page}${url.search}`;
        }
        next();
      });
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (config.build.ssr || process.env.HT_PRERENDER === 'off') return;
        const outDir = config.build.outDir;
        const serverDir = mkdtempSync(join(tmpdir(), 'ht-prerender-'));
        try {
          await build({
            configFile: false,
            root: config.root,
            mode: config.mode,
            envDir: workspaceRoot,
            logLevel: 'warn',
            plugins: [...sharedPlugins(), shortCssClassNames(), serverStubs()],
            resolve: sourceResolution().resolve,
            ssr: { ...sourceResolution().ssr, noExternal: true, target: 'node' },
            build: { ssr: 'src/prerender/render-page.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false, minify: false, target: 'node24' },
          });
          // In a process of its own: the browser globals it installs would confuse the build's other steps.
          execFileSync(process.execPath, [renderPagesScript, join(serverDir, 'render-page.js'), outDir, config.base], { stdio: 'inherit' });
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}

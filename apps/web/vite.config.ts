import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { sharedPlugins, shortCssClassNames, sourceResolution, workspaceRoot } from '../../vite.shared.ts';
import { chunkModulesPlugin, cspPlugin } from './csp.config.ts';
import { pwa } from './pwa.config.ts';
import { bootScriptPlugin } from './boot-script.ts';
import { prerenderPlugin } from './prerender.config.ts';
import { webcrackBrowserPlugin } from '../../libs/tool-code/src/js-unobfuscator/webcrack-vite-plugin.ts';
import { parseConfig } from './src/config/config.ts';

const appRoot = fileURLToPath(new URL('.', import.meta.url));
const rootPackage = JSON.parse(readFileSync(`${workspaceRoot}package.json`, 'utf8')) as { version: string };

function lastCommit(): string {
  try {
    return execSync('git rev-parse HEAD', { cwd: workspaceRoot, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return 'unknown';
  }
}

// Build-time configuration: VITE_* variables from the environment (validated at start-up
// by src/config/config.ts). Version and commit default to package.json and git.
process.env.VITE_VERSION ??= rootPackage.version;
process.env.VITE_LAST_COMMIT ??= lastCommit();

/** The analytics endpoint the CSP must allow, when analytics is enabled. */
function analyticsHost(): string | undefined {
  return process.env.VITE_ANALYTICS_ENABLED === 'true' ? (process.env.VITE_ANALYTICS_HOST ?? 'https://plausible.io') : undefined;
}

/**
 * Validates the build-time variables (src/config/config.ts) once Vite has loaded them: an invalid
 * value stops the build and the dev server with its name, the expected format and the value, so the
 * app itself ships no validator (it reads them with src/config/read-config.ts).
 */
function configCheckPlugin(): Plugin {
  return { name: 'handy-tools-config-check', configResolved: (resolved) => void parseConfig(resolved.env) };
}

/**
 * Chunks merged so that a page makes few requests (a tool page ≤ 25). A group also takes the
 * modules only its members import, so the groups go from the most shared down: the shell (every
 * module the entry imports statically: React, the router, the layout, the home page, the few UI
 * widgets they use) in one chunk; the Markdown renderer (tool pages only); Tabler's icon components
 * (drawn inside tools; the menu, cards and palette use the sprite); the rest of the UI kit with the compute
 * core's worker plumbing (tool pages); the JSON text reader (JSON and format tools). A tool's own
 * modules and libraries, and the compute core's hashers (WASM), stay in chunks split by use, so
 * that a tool never loads another's parser. Each family's tool extras (its tools' descriptions,
 * keywords and meta loaders) stay a chunk of their own: a tool page loads its family's only (to
 * reach its meta), the command palette all of them, the home page none.
 */
const sep = String.raw`[\\/]`;
const chunkGroups = [
  { name: 'shell', priority: 20, tags: ['$initial' as const] },
  { name: 'markdown', priority: 8, test: new RegExp(`(node_modules${sep}(marked|dompurify)${sep}|libs${sep}ui${sep}src${sep}markdown)`) },
  { name: 'icons', priority: 6, test: new RegExp(`node_modules${sep}@tabler${sep}icons-react${sep}`) },
  { name: 'kit', priority: 5, test: new RegExp(`(libs${sep}(ui|i18n|bytes)${sep}src${sep}|libs${sep}compute${sep}src${sep}(abort|worker-job|packed-text)\\.ts$|node_modules${sep}comlink${sep})`) },
  { name: 'json-text', priority: 4, test: new RegExp(`libs${sep}json-text${sep}src${sep}`) },
];

/**
 * Modules that get a chunk of their own named `assets/on-demand-<name>-<hash>.js`, which the
 * service worker never precaches (src/pwa/precache-policy.ts `ON_DEMAND_ASSET_URL`): one of
 * hundreds of alternatives a visitor picks from at run time.
 * - FIGlet fonts (the ASCII art text tool): 335 chunks, 9 MB in all; a visitor uses a few.
 * - GPT tokenizer encodings (the token counter and prompt splitter): 1–2 MB each, page and worker
 *   copies; a visitor uses one.
 */
const ON_DEMAND_MODULES = new RegExp(`node_modules${sep}(figlet${sep}importable-fonts|gpt-tokenizer${sep}esm${sep}encoding)${sep}`);

export default defineConfig({
  root: appRoot,
  base: process.env.VITE_BASE_URL ?? '/',
  envDir: workspaceRoot,
  plugins: [configCheckPlugin(), ...sharedPlugins(), shortCssClassNames(), bootScriptPlugin(), prerenderPlugin(), pwa(), cspPlugin(analyticsHost()), chunkModulesPlugin()],
  ...sourceResolution(),
  server: { port: 4200, host: 'localhost', fs: { allow: [workspaceRoot] } },
  // The Content-Security-Policy header comes from cspPlugin, page by page.
  preview: { port: 4173, host: 'localhost' },
  // The JavaScript deobfuscator's worker bundles webcrack, written for Node (see the plugin).
  worker: { format: 'es', plugins: () => [webcrackBrowserPlugin()] },
  build: {
    // HT_OUT_DIR lets parallel builds (e.g. one per developer checkout task) use their own folder.
    outDir: process.env.HT_OUT_DIR ?? `${workspaceRoot}dist/apps/web`,
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2023',
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
        // On-demand chunk names are made URL-safe (FIGlet font names hold spaces and quotes).
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId !== null && ON_DEMAND_MODULES.test(chunk.facadeModuleId) ? `assets/on-demand-${chunk.name.replace(/[^A-Za-z0-9_-]+/g, '_')}-[hash].js` : 'assets/[name]-[hash].js',
      },
    },
  },
});

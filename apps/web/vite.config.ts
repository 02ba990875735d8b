import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sharedPlugins, sourceResolution, workspaceRoot } from '../../vite.shared.ts';
import { chunkModulesPlugin, contentSecurityPolicy, cspPlugin } from './csp.config.ts';
import { pwa } from './pwa.config.ts';

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

export default defineConfig({
  root: appRoot,
  base: process.env.VITE_BASE_URL ?? '/',
  envDir: workspaceRoot,
  plugins: [...sharedPlugins(), pwa(), cspPlugin(analyticsHost()), chunkModulesPlugin()],
  ...sourceResolution(),
  server: { port: 4200, host: 'localhost', fs: { allow: [workspaceRoot] } },
  preview: { port: 4173, host: 'localhost', headers: { 'Content-Security-Policy': contentSecurityPolicy({ analyticsHost: analyticsHost() }) } },
  worker: { format: 'es' },
  build: {
    // HT_OUT_DIR lets parallel builds (e.g. one per developer checkout task) use their own folder.
    outDir: process.env.HT_OUT_DIR ?? `${workspaceRoot}dist/apps/web`,
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2023',
    reportCompressedSize: false,
  },
});

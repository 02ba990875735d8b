import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sharedPlugins, sourceResolution, workspaceRoot } from '../../vite.shared.ts';

// A playground that serves ONE family package in isolation: HT_FAMILY=json → libs/tool-json.
const family = (process.env.HT_FAMILY ?? '').replace(/^tool-/, '');
const entry = `${workspaceRoot}libs/tool-${family}/src/index.ts`;
if (!family || !existsSync(entry)) {
  throw new Error(`Set HT_FAMILY to a family package, e.g. HT_FAMILY=json (libs/tool-json). Not found: ${entry}`);
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: sharedPlugins(),
  ...sourceResolution(),
  resolve: { ...sourceResolution().resolve, alias: { 'virtual:family': entry } },
  server: { port: 4300, host: 'localhost', fs: { allow: [workspaceRoot] } },
});

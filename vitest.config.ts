import { defineConfig } from 'vitest/config';
import { sharedPlugins, sourceResolution } from './vite.shared.ts';

// One root config for every unit and component test (see TOOLCHAIN.md: one config with
// isolate: false runs hundreds of small files in seconds). Logic tests run in Node;
// component tests (*.dom.test.tsx) get happy-dom.
export default defineConfig({
  plugins: sharedPlugins(),
  ...sourceResolution(),
  test: {
    include: ['apps/*/src/**/*.test.{ts,tsx}', 'libs/*/src/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/files/**'],
    environment: 'node',
    isolate: false,
    setupFiles: ['./tools/test/setup.ts'],
    passWithNoTests: false,
    testTimeout: 20_000,
  },
});

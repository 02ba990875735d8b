import { defineConfig, devices } from '@playwright/test';

// One Chromium for every e2e test, against the production build served by `vite preview`.
// tools/scripts/find-browser.mjs sets HT_CHROMIUM to the browser it found (Debian's
// /usr/bin/chromium, or a Playwright-managed one when unset).
const port = Number(process.env.HT_E2E_PORT ?? 4173);
const executablePath = process.env.HT_CHROMIUM || undefined;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  webServer: {
    command: `npx vite preview --config apps/web/vite.config.ts --port ${port} --strictPort`,
    cwd: '..',
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

import { defineConfig, devices } from '@playwright/test';

// One Chromium for every e2e test, against the production build served by `vite preview`.
// tools/scripts/find-browser.mjs sets HT_CHROMIUM to the browser it found (Debian's
// /usr/bin/chromium-headless-shell or /usr/bin/chromium, or a Playwright-managed one when unset).
const port = Number(process.env.HT_E2E_PORT ?? 4173);
const executablePath = process.env.HT_CHROMIUM || undefined;
/** The specs whose tests grow with the number of tools. */
const TOOL_SPECS = ['tools/**/*.spec.ts', 'shell/guard-rails.spec.ts', 'shell/offline.spec.ts'];

export default defineConfig<object, { shareToolPage: boolean }>({
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
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        // The camera and microphone tools (libs/tool-media): a fake device (a test pattern and a
        // beep) and permission prompts accepted; their specs make getUserMedia fail to test denial.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  // `tools` holds the checks whose number grows with the catalogue (each tool's spec, the guard
  // rails over every route, the offline visit of each family); `shell`, the rest. npm test runs
  // both in one run (tools/scripts/test.sh), so two workers stay busy to the end; `shell` is listed
  // first so that its long tests (the service worker's install and update) start early instead of
  // ending the run with one worker idle. `--project` runs one of them.
  // The tools' checks run without the service worker (offline.spec.ts allows it): registered two
  // seconds after a page loads, it would download and cache the whole build (~380 files) in every
  // test's fresh browser context; the PWA and offline specs check it.
  projects: [
    { name: 'shell', testIgnore: TOOL_SPECS },
    { name: 'tools', testMatch: TOOL_SPECS, use: { serviceWorkers: 'block', shareToolPage: process.env.HT_E2E_SHARE !== '0' } },
  ],
  webServer: {
    command: `npx vite preview --config apps/web/vite.config.ts --port ${port} --strictPort`,
    cwd: '..',
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Request } from '@playwright/test';
import { REPOSITORY_URL } from '../../apps/web/src/config/links';
import { expect, test } from '../fixtures';

// Analytics (apps/web/src/analytics) and the home page's banners (apps/web/src/pages/banners).
// Both are off unless the build enables them. The normal e2e build is checked as it is (off);
// for "on", this file builds a second output with analytics pointed at a local stub server
// (node:http, on this machine only) and the banners shown, and serves it with `vite preview`.

const root = fileURLToPath(new URL('../../', import.meta.url));
const basePath = process.env.VITE_BASE_URL ?? '/';
const DOMAIN = 'handy-tools.test';

test.describe('with the default build (analytics and banners off)', () => {
  test('no request leaves the app origin, and none goes to an analytics endpoint', async ({ page, baseURL }) => {
    const requests: string[] = [];
    page.on('request', (request: Request) => requests.push(request.url()));
    await page.goto(basePath);
    const card = page.getByTestId('tool-card').first();
    await expect(card).toBeVisible();
    await page.waitForLoadState('networkidle');
    const href = await card.getAttribute('href');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await page.waitForLoadState('networkidle');
    const appOrigin = new URL(baseURL!).origin;
    const elsewhere = requests.filter((url) => /^https?:/.test(url) && new URL(url).origin !== appOrigin);
    expect(elsewhere).toEqual([]);
    expect(requests.filter((url) => url.includes('/api/event'))).toEqual([]);
    expect(requests.length).toBeGreaterThan(3);
  });

  test('the home page shows no banner', async ({ page }) => {
    await page.goto(basePath);
    await expect(page.getByRole('heading', { name: 'All tools' })).toBeVisible();
    await expect(page.getByTestId('follow-banner')).toHaveCount(0);
    await expect(page.getByTestId('sponsor-banner')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Sponsor' })).toHaveCount(0);
  });
});

/** One request the stub received. */
interface Received {
  method: string;
  path: string;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

/** A free TCP port on the loopback interface (closed again before use). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
}

/** Stops a process we started, with its children (npx runs node under it). */
function stop(child: ChildProcess | undefined) {
  if (child?.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

test.describe('with analytics and banners on (a second build, against a local stub)', () => {
  // One worker builds once and runs these in order.
  test.describe.configure({ mode: 'default' });

  let stub: Server;
  let received: Received[] = [];
  let preview: ChildProcess | undefined;
  let outDir: string;
  let appURL: string;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    stub = createServer(async (req, res) => {
      const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type' };
      if (req.method === 'OPTIONS') {
        received.push({ method: 'OPTIONS', path: req.url ?? '', contentType: undefined, body: {} });
        res.writeHead(204, cors).end();
        return;
      }
      const text = await readBody(req);
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        body = { unparsable: text };
      }
      received.push({ method: req.method ?? '', path: req.url ?? '', contentType: req.headers['content-type'], body });
      res.writeHead(202, { ...cors, 'Content-Type': 'text/plain' }).end('ok');
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const stubPort = (stub.address() as AddressInfo).port;

    outDir = mkdtempSync(join(tmpdir(), 'ht-e2e-analytics-'));
    const env = {
      ...process.env,
      HT_OUT_DIR: outDir,
      VITE_ANALYTICS_ENABLED: 'true',
      VITE_ANALYTICS_HOST: `http://localhost:${stubPort}`,
      VITE_TRACK_LOCALHOST: 'true',
      VITE_ANALYTICS_DOMAIN: DOMAIN,
      VITE_SHOW_BANNER: 'true',
      VITE_SHOW_SPONSOR_BANNER: 'true',
      // Also the configuration under which the component demos (/c-lib) exist.
      VITE_ENVIRONMENT: 'development',
    };
    const build = run('npx', ['vite', 'build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'error'], env);
    let buildErrors = '';
    build.stderr?.on('data', (chunk: Buffer) => (buildErrors += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => build.on('exit', resolve));
    expect(code, `vite build failed:\n${buildErrors}`).toBe(0);

    const previewPort = await freePort();
    preview = run('npx', ['vite', 'preview', '--config', 'apps/web/vite.config.ts', '--port', String(previewPort), '--strictPort'], env);
    appURL = `http://localhost:${previewPort}${basePath}`;
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(appURL)).ok;
          } catch {
            return false;
          }
        },
        { timeout: 60_000, intervals: [250] },
      )
      .toBe(true);
  });

  test.afterAll(async () => {
    stop(preview);
    await new Promise((resolve) => (stub ? stub.close(resolve) : resolve(undefined)));
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  test.beforeEach(() => {
    received = [];
  });

  const pageviews = () => received.filter((r) => r.body.n === 'pageview');

  async function openHome(page: Page) {
    await page.goto(appURL);
    await expect(page.getByRole('heading', { name: 'All tools' })).toBeVisible();
  }

  test('a page view is posted as text/plain JSON to {host}/api/event on load, and on each route change', async ({ page }) => {
    await openHome(page);
    await expect.poll(() => pageviews().length).toBe(1);
    const first = pageviews()[0]!;
    expect(first.method).toBe('POST');
    expect(first.path).toBe('/api/event');
    expect(first.contentType).toMatch(/^text\/plain\b/);
    const width = await page.evaluate(() => window.innerWidth);
    expect(first.body).toEqual({ n: 'pageview', u: page.url(), d: DOMAIN, r: null, w: width, h: 0 });
    expect(typeof first.body.w).toBe('number');

    // A client-side route change (wouter) sends another page view for the new URL.
    const card = page.getByTestId('tool-card').first();
    const href = (await card.getAttribute('href'))!;
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect.poll(() => pageviews().length).toBe(2);
    expect(pageviews()[1]!.body).toMatchObject({ n: 'pageview', u: page.url(), d: DOMAIN });

    // Back home: a third one; no CORS preflight was ever needed.
    await page.goBack();
    await expect.poll(() => pageviews().length).toBe(3);
    expect(pageviews()[2]!.body.u).toBe(appURL);
    expect(received.filter((r) => r.method === 'OPTIONS')).toEqual([]);
  });

  test('nothing is sent while localStorage holds plausible_ignore=true (a console warning says why)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('plausible_ignore', 'true'));
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await openHome(page);
    await expect.poll(() => warnings.filter((w) => w.includes('plausible_ignore')).length).toBe(1);
    const card = page.getByTestId('tool-card').first();
    await card.click();
    await expect.poll(() => warnings.filter((w) => w.includes('plausible_ignore')).length).toBe(2);
    // The events would have left at the same moment as the warnings; give them time anyway.
    await page.waitForTimeout(300);
    expect(received).toEqual([]);
  });

  test('the follow and sponsor banners show; the sponsor one is labelled "Sponsor"; each can be closed', async ({ page }) => {
    await openHome(page);
    const follow = page.getByRole('complementary', { name: 'Follow Handy Tools' });
    const sponsor = page.getByRole('complementary', { name: 'Sponsor' });
    await expect(follow).toBeVisible();
    await expect(sponsor).toBeVisible();
    await expect(sponsor.getByText('Sponsor', { exact: true })).toBeVisible();
    await expect(follow.getByRole('link', { name: 'Follow the project on GitHub' })).toHaveAttribute('href', REPOSITORY_URL);
    await expect(sponsor.getByRole('link')).toHaveAttribute('href', /^https:\/\/github\.com\/sponsors\//);

    await follow.getByRole('button', { name: 'Close the follow banner' }).click();
    await expect(follow).toHaveCount(0);
    await page.reload();
    await expect(sponsor).toBeVisible();
    await expect(follow).toHaveCount(0);
  });

  test('a click on a link to another origin sends "Outbound Link: Click" with its URL', async ({ page, context }) => {
    // The link opens GitHub in a new tab: answer it locally, nothing goes out.
    await context.route('https://github.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title>' }));
    await openHome(page);
    await expect.poll(() => pageviews().length).toBe(1);
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Follow the project on GitHub' }).click();
    await (await popup).close();
    await expect.poll(() => received.filter((r) => r.body.n === 'Outbound Link: Click').length).toBe(1);
    const event = received.find((r) => r.body.n === 'Outbound Link: Click')!;
    expect(event.body).toMatchObject({ u: page.url(), d: DOMAIN });
    expect(JSON.parse(event.body.p as string)).toEqual({ url: REPOSITORY_URL });
  });

  test('in the development environment, /c-lib lists one button per demo in 5 columns, and the demos work', async ({ page }) => {
    await page.goto(`${appURL}c-lib`);
    const nav = page.getByRole('navigation', { name: 'Component demos' });
    const demos = ['alert', 'button', 'buttons-select', 'card', 'collapse', 'file-upload', 'input-text', 'link', 'markdown', 'modal-value', 'modal', 'select', 'table', 'text-copyable', 'tooltip'];
    await expect(nav.getByRole('link')).toHaveText(demos);
    expect(await nav.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(5);
    await nav.getByRole('link', { name: 'input-text' }).click();
    await page.getByLabel('With a rule').fill('short');
    await expect(page.getByRole('alert')).toHaveText('Length must be > 10');
    await nav.getByRole('link', { name: 'collapse' }).click();
    await page.getByRole('button', { name: 'Click to expand' }).click();
    await expect(page.getByText('Hidden content, shown after a click on the header.')).toBeVisible();
    await nav.getByRole('link', { name: 'modal', exact: true }).click();
    await page.getByRole('button', { name: 'Toggle modal' }).click();
    await expect(page.getByRole('dialog', { name: 'A modal' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await nav.getByRole('link', { name: 'select', exact: true }).click();
    await expect(page.getByLabel('1000 options, searchable').locator('option')).toHaveCount(1000);
    await nav.getByRole('link', { name: 'table', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Data table' })).toBeVisible();
  });
});

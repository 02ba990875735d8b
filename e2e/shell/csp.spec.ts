import { expect, test } from '../fixtures';

test('the production build sends a Content-Security-Policy header and a meta fallback', async ({ page, request }) => {
  const response = await request.get('/');
  const header = response.headers()['content-security-policy'];
  expect(header).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(header).toContain("object-src 'none'");
  expect(header).toContain("base-uri 'self'");
  await page.goto('/');
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(meta).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(meta).not.toContain('frame-ancestors');
});

test('inline scripts are refused, and browsing the app raises no CSP violation', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  for (const path of ['/', '/hash-text', '/file-hasher', '/json-prettify', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  }
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  // Now prove the policy is enforced: an injected inline script must not run.
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { __inlineRan?: boolean };
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true';
    document.body.append(s);
    await new Promise((r) => setTimeout(r, 100));
    return w.__inlineRan === true;
  });
  expect(ran).toBe(false);
  // One report per policy that refused it (the header and the meta fallback).
  const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  expect(violations.length).toBeGreaterThan(0);
  expect(violations.every((v) => v.startsWith('script-src'))).toBe(true);
  // The browser logs the refused script as a console error: expected here, and only here.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('Content Security Policy')));
});

test('a tool that contacts the addresses its user enters gets a policy that allows them on its own page only, and is opened in a document of its own', async ({
  page,
  request,
}) => {
  const headerOf = async (path: string) => (await request.get(path)).headers()['content-security-policy'] ?? '';
  expect(await headerOf('/api-tester')).toContain("connect-src 'self' *");
  expect(await headerOf('/')).not.toContain("connect-src 'self' *");
  expect(await headerOf('/my-ip')).toContain('connect-src \'self\' https://huggingface.co'); // declared hosts only
  const metaPolicy = () => page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');

  await page.goto('/');
  expect(await metaPolicy()).not.toContain("connect-src 'self' *");
  // A client-side navigation would keep the home page's policy: the app loads the page anew.
  await page.getByRole('navigation').locator('a[href="/api-tester"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'API tester' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-route', '/api-tester');
  expect(await metaPolicy()).toContain("connect-src 'self' *");
  // Tools with declared hosts stay client-side navigations.
  await page.getByRole('navigation').locator('a[href="/my-ip"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'My IP address' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-route', '/api-tester');
  await expect(page.getByTestId('network-notice')).toHaveText('Network tool: it sends requests to api.ipify.org, api6.ipify.org, api64.ipify.org.');
});

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

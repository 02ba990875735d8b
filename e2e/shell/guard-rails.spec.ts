import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { expectAccessible, setTheme } from '../support/axe';
import { registeredTools as registered } from '../support/guard-rails';

const toolSpecsDir = new URL('../tools/', import.meta.url).pathname;

// Guard rails over every registered tool (e2e/support/guard-rails.ts): they run right after each
// tool's own spec, e2e/tools/<route>.spec.ts, on the page its tool is loaded in (e2e/fixtures.ts).
// This file checks that every registered tool has such a spec, so no tool escapes them, and the
// pages around the tools: the home page lists exactly the registered tools; it, About, the
// not-found page and the shell around a tool are accessible in both themes.

test('every registered tool has its spec, which runs the guard rails after it (e2e/fixtures.ts)', () => {
  expect(registered.length).toBeGreaterThan(0);
  const missing = registered.filter((tool) => {
    const spec = `${toolSpecsDir}${tool.path.slice(1)}.spec.ts`;
    // Its `test` comes from ../fixtures (directly or through a support module), not from Playwright.
    return !existsSync(spec) || /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'@playwright\/test'/.test(readFileSync(spec, 'utf8'));
  });
  expect(
    missing.map((tool) => tool.path),
    "tools without an e2e/tools/<route>.spec.ts whose `test` is e2e/fixtures.ts's",
  ).toEqual([]);
});

test('the home page lists exactly the registered tools; it, About, the not-found page and the shell around a tool (active menu entry) are accessible in both themes', async ({
  page,
}) => {
  test.setTimeout(120_000); // eight axe runs over whole pages; slow on a loaded 2-core machine
  await page.goto('/');
  const cards = page.getByTestId('all-tools').getByTestId('tool-card');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect([...shown].sort()).toEqual(registered.map((tool) => tool.path).sort());

  for (const path of ['/', '/about', '/no-such-page', '/hash-text']) {
    await test.step(path, async () => {
      if (path !== '/') await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await setTheme(page, 'light');
      await expectAccessible(page, `${path} (light)`);
      await setTheme(page, 'dark');
      await expectAccessible(page, `${path} (dark)`);
    });
  }
});

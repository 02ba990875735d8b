import { expect, test } from '../fixtures';

// The tool list comes from the app itself: the home page renders one card per registered tool,
// so a tool added to the registry is covered here without editing this file.
async function registeredTools(page: import('@playwright/test').Page) {
  await page.goto('/');
  const cards = page.getByTestId('all-tools').getByTestId('tool-card');
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll((links) =>
    links.map((a) => ({ path: new URL((a as HTMLAnchorElement).href).pathname, name: a.querySelector('h3')?.textContent ?? '' })),
  );
}

test('every registered tool route loads with its title, heading and no console error', async ({ page }) => {
  test.setTimeout(120_000);
  const tools = await registeredTools(page);
  expect(tools.length).toBeGreaterThanOrEqual(12);
  for (const tool of tools) {
    await test.step(tool.path, async () => {
      await page.goto(tool.path);
      await expect(page).toHaveTitle(`${tool.name} - Handy Tools`);
      await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await expect(page.getByTestId('tool-error')).toHaveCount(0);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(5);
    });
  }
});

const redirects: [string, string][] = [
  ['/base64-converter', '/base64-string-converter'],
  ['/file-to-base64', '/base64-string-converter'],
  ['/hash', '/hash-text'],
  ['/json-viewer', '/json-prettify'],
];

for (const [from, to] of redirects) {
  test(`${from} redirects to ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/this-tool-does-not-exist');
  await expect(page).toHaveTitle('Page not found');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Page not found');
  await expect(page.getByText('Sorry, this page does not seem to exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Back home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Handy online tools for developers');
});

import { expect, test } from '../fixtures';

// Every tool's own route (title, heading, description, examples, accessibility) is covered by
// guard-rails.spec.ts, one test per tool.

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

import { expect, test } from '../fixtures';
import { families, familyTools } from '../../tools/scripts/generate-tool-index.mjs';

// Every tool's own route (title, heading, description, examples, accessibility) is covered by
// guard-rails.spec.ts. The redirects are read from the tools' meta (`redirectFrom`), so a new one
// is covered without editing this file.

const libsDir = new URL('../../libs/', import.meta.url).pathname;
const redirects = families().flatMap((family) =>
  familyTools(`${libsDir}${family}`).flatMap(({ fields }) =>
    ((fields.redirectFrom ?? []) as string[]).map((from) => ({ from, to: fields.path as string, name: fields.name as string })),
  ),
);

test('old paths redirect to their tool; an unknown path shows the not-found page with a way home', async ({ page }) => {
  test.setTimeout(30_000 + redirects.length * 10_000); // a page load per redirect
  // The routes of the old site that must keep working (a check that the list above is read).
  expect(redirects.map(({ from, to }) => `${from} → ${to}`)).toEqual(
    expect.arrayContaining([
      '/base64-converter → /base64-string-converter',
      '/file-to-base64 → /base64-string-converter',
      '/hash → /hash-text',
      '/json-viewer → /json-prettify',
    ]),
  );
  for (const { from, to, name } of redirects) {
    await test.step(`${from} redirects to ${to}`, async () => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    });
  }

  await test.step('an unknown path shows the not-found page with a way home', async () => {
    await page.goto('/this-tool-does-not-exist');
    await expect(page).toHaveTitle('Page not found');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Page not found');
    await expect(page.getByText('Sorry, this page does not seem to exist.')).toBeVisible();
    await page.getByRole('link', { name: 'Back home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Handy online tools for developers');
  });
});

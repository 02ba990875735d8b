import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// Vectors from @sindresorhus/slugify's README: "I ♥ Dogs" → "i-love-dogs", "Déjà Vu!" → "deja-vu",
// "я люблю единорогов" → "ya-lyublyu-edinorogov", "BAR and baz" with "_" → "bar_and_baz".

test('slugify-string: slugifies as you type with separator, case and per-line options; names a bad option; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const text = page.getByLabel('Text to slugify', { exact: true });
  await test.step('slugifies as you type, with separator and case', async () => {
    await openTool(page, '/slugify-string');
    await text.fill('I ♥ Dogs');
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('i-love-dogs');
    await text.fill('я люблю единорогов');
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('ya-lyublyu-edinorogov');
    await text.fill('BAR and baz');
    await page.getByLabel('Separator', { exact: true }).fill('_');
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('bar_and_baz');
    await page.getByRole('button', { name: 'UPPER CASE' }).click();
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('BAR_AND_BAZ');
    await page.getByLabel('One slug per line').check();
    await page.getByLabel('Number repeated slugs (-2, -3…)').check();
    await text.fill('Déjà Vu!\nDéjà vu');
    await expect(page.getByLabel('Slugs', { exact: true })).toHaveValue('DEJA_VU\nDEJA_VU_2');
  });

  await test.step('names a bad option next to its field', async () => {
    await page.getByLabel('Characters to keep', { exact: true }).fill('_');
    await expect(page.getByLabel('Characters to keep', { exact: true })).toHaveAccessibleDescription(/cannot include the separator "_"/);
    await page.getByLabel('Characters to keep', { exact: true }).fill('');
    const rules = page.getByLabel('Replacements', { exact: true });
    await rules.fill('@= at \nno rule here');
    await expect(rules).toHaveAccessibleDescription(/line 2/);
    await expect(text).toHaveValue('Déjà Vu!\nDéjà vu');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/slugify-string');
    await page.getByLabel('Separator', { exact: true }).fill('.');
    await text.fill('Crème Brûlée');
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('creme.brulee');
    await expect.poll(() => new URL(page.url()).searchParams.get('separator')).toBe('.');
    await expect.poll(() => savedState(page, 'slugify-string'), { intervals: STORAGE_POLL }).toContain('Crème Brûlée');
    await reopenTool(page);
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('creme.brulee');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('Text to slugify', { exact: true })).toHaveValue('Crème Brûlée');
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('creme.brulee');
  });
});

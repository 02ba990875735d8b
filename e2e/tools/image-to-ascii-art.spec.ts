import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool } from '../support/tool-page';

// Made by libs/tool-image/src/image-to-ascii-art/fixtures/make-fixtures.mjs: a 200 × 40 black-to-white gradient.
const GRADIENT = fileURLToPath(new URL('../../libs/tool-image/src/image-to-ascii-art/fixtures/gradient.png', import.meta.url));
const NOT_AN_IMAGE = fileURLToPath(new URL('../../libs/tool-image/src/image-to-ascii-art/fixtures/not-an-image.png', import.meta.url));

test('image-to-ascii-art: a gradient file becomes the ramp in order, inverted, coloured and as code; a file that is no image is named; settings travel in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const art = page.getByRole('region', { name: 'ASCII art' });
  const artText = () => art.evaluate((el) => el.textContent ?? '');

  await test.step('a real PNG is decoded in the worker and mapped to the ramp, darkest first', async () => {
    await openTool(page, '/image-to-ascii-art?columns=10');
    await page.locator('input[type=file]').setInputFiles(GRADIENT);
    await expect(page.getByRole('status').filter({ hasText: '10 × 1 characters' })).toBeVisible();
    await expect.poll(artText).toBe('@%#*+=-:. ');
    await page.getByLabel('Invert (light characters on a dark background)').check();
    await expect.poll(artText).toBe(' .:-=+*#%@');
    await page.getByRole('combobox', { name: 'Print as' }).selectOption('python');
    await expect.poll(artText).toBe('print(" .:-=+*#%@")');
    await page.getByRole('button', { name: 'Coloured HTML' }).click();
    await expect(art.locator('span[style*="color"]').first()).toHaveAttribute('style', /^color:#[0-9a-f]{6}$/);
    await expect(page).toHaveURL(/invert=true/);
  });

  await test.step('a file that is not an image says so', async () => {
    await page.locator('input[type=file]').setInputFiles(NOT_AN_IMAGE);
    await expect(page.getByRole('alert').filter({ hasText: /not an image/ })).toBeVisible();
  });

  await test.step('the sample example draws without a file; settings survive a reload and travel in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/image-to-ascii-art');
    await page.getByTestId('tool-example').filter({ hasText: 'Sample image, 80 columns' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^80 × \d+ characters$/ })).toBeVisible();
    await page.getByRole('combobox', { name: 'Character set' }).selectOption('blocks');
    await expect.poll(async () => /^[█▓▒░ \n]+$/.test(await artText())).toBe(true);
    await reopenTool(page);
    await expect(page.getByRole('combobox', { name: 'Character set' })).toHaveValue('blocks');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByRole('combobox', { name: 'Character set' })).toHaveValue('blocks');
    await expect(page.getByRole('status').filter({ hasText: /^80 × \d+ characters$/ })).toBeVisible();
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { openTool } from '../support/tool-page';

// Made by libs/tool-image/src/ico-converter/fixtures/make-fixtures.mjs.
const fixture = (name: string) => fileURLToPath(new URL(`../../libs/tool-image/src/ico-converter/fixtures/${name}`, import.meta.url));

test('ico-converter: a PNG becomes a 7-size ICO the browser decodes and the tool lists back; a non-image says so; sizes and entry format travel in the address', async ({ page }) => {
  test.setTimeout(30_000);
  const list = page.getByRole('list', { name: 'Images in the icon' }).getByRole('listitem');

  await test.step('PNG → ICO, downloaded, decoded by the browser and listed again', async () => {
    await openTool(page, '/ico-converter');
    await page.locator('input[type=file]').setInputFiles(fixture('badge-60x40.png'));
    await expect(page.getByRole('status').filter({ hasText: /^ICO: 7 images/ })).toContainText('original 60 × 40 px, 197 B');
    await expect(list).toHaveCount(7);
    await expect(list.first()).toContainText('16 × 16 px, 32-bit BMP');
    await expect(list.last()).toContainText('256 × 256 px, 32-bit PNG');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download badge-60x40.ico' }).click()]);
    const path = await download.path();
    const ico = readFileSync(path);
    // The browser's own ICO decoder (Chromium picks the largest entry) reads our file.
    const size = await page.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/x-icon;base64,${b64}`;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, ico.toString('base64'));
    expect(size).toEqual([256, 256]);
    await page.locator('input[type=file]').setInputFiles({ name: 'badge.ico', mimeType: 'image/x-icon', buffer: ico });
    await expect(page.getByRole('status').filter({ hasText: 'ICO file of' })).toContainText('7 images');
    await expect(list.nth(3)).toContainText('48 × 48 px, 32-bit BMP');
    // Each listed image is a PNG the browser decodes at its size.
    await expect.poll(() => page.getByRole('img', { name: 'Icon 4: 48 × 48 px' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
  });

  await test.step('a file that is not an image gives a clear message', async () => {
    await page.locator('input[type=file]').setInputFiles(fixture('not-an-image.png'));
    await expect(page.getByRole('alert').filter({ hasText: 'not an image this browser can decode' })).toBeVisible();
  });

  await test.step('sizes and entry format come from the address and go back to it; an example makes a PNG-only ICO', async () => {
    await openTool(page, '/ico-converter?sizes=16,32&entryFormat=png');
    await expect(page.getByRole('checkbox', { name: '32 × 32' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '48 × 48' })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'All PNG (smallest)' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('checkbox', { name: '48 × 48' }).check();
    await expect(page).toHaveURL(/sizes=16(%2C|,)32(%2C|,)48(&|$)/);
    await page.getByTestId('tool-example').filter({ hasText: 'PNG-only ICO' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^ICO: 3 images/ })).toBeVisible();
    await expect(list.nth(2)).toContainText('48 × 48 px, 32-bit PNG');
  });
});

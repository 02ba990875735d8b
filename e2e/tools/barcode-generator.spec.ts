import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('barcode-generator: an EAN-13 gets its check digit and downloads as SVG; a wrong check digit is named; settings and data survive a reload and travel in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const data = () => page.getByRole('textbox', { name: 'Data' });

  await test.step('EAN-13: the check digit is added and the SVG downloads', async () => {
    await openTool(page, '/barcode-generator');
    await page.getByRole('combobox', { name: 'Symbology' }).selectOption('ean13');
    await data().fill('590123412345'); // GS1's sample GTIN 5901234123457
    await expect(page.getByText('Check digit 7 added: 5901234123457.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'EAN-13 barcode of 590123412345' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download SVG' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('ean13-590123412345.svg');
    expect(readFileSync(await file.path(), 'utf8')).toMatch(/^<svg[^>]+viewBox/);
  });

  await test.step('a wrong check digit is named next to the field', async () => {
    await data().fill('5901234123458');
    await expect(data()).toHaveAccessibleDescription(/should be 7, not 8 \(position 13\)/);
    await expect(page.getByRole('button', { name: 'Download SVG' })).toBeDisabled();
  });

  await test.step('settings and data survive a reload and travel in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/barcode-generator?symbology=code39&check=true');
    await data().fill('HANDY 39');
    await expect(page.getByRole('img', { name: 'Code 39 barcode of HANDY 39' })).toBeVisible();
    await expect.poll(() => savedState(page, 'barcode-generator'), { intervals: STORAGE_POLL }).toContain('HANDY 39');
    await reopenTool(page);
    await expect(data()).toHaveValue('HANDY 39');
    await expect(page.getByRole('checkbox', { name: 'Add the optional check character' })).toBeChecked();
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByRole('img', { name: 'Code 39 barcode of HANDY 39' })).toBeVisible();
  });
});

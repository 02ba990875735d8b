import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { openTool } from '../support/tool-page';

// Drawn by libs/tool-codes/src/shared/scan/samples/make-samples.mjs: EAN-13, Code 128, Data Matrix, PDF417, QR.
const LABEL_PNG = fileURLToPath(new URL('../../libs/tool-codes/src/shared/scan/samples/barcodes-label.png', import.meta.url));

test('barcode-reader: five symbologies on one image are read with their formats; a format filter that finds nothing says so; the filter travels in the address', async ({ page }) => {
  test.setTimeout(60_000);

  await test.step('every code of the image is read with its format', async () => {
    await openTool(page, '/barcode-reader');
    await page.locator('input[type=file]').setInputFiles(LABEL_PNG);
    await expect(page.getByText('5 codes found.')).toBeVisible();
    const contents = page.getByRole('textbox', { name: /^Content of code \d$/ });
    await expect(contents).toHaveCount(5);
    const values = await contents.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value).sort());
    expect(values).toEqual(['4006381333931', 'HT-2026-0042', 'Lot 42 / best before 2027-06', 'PDF417 sample: Handy Tools', 'https://example.com/'].sort());
    await expect(page.getByRole('region', { name: /^Code \d: EAN-13$/ })).toBeVisible();
  });

  await test.step('looking only for a format the image lacks says nothing was found', async () => {
    await page.getByRole('combobox', { name: 'Look for' }).selectOption('MaxiCode');
    await expect(page.getByText(/No barcode of the formats looked for was found/)).toBeVisible();
    await expect(page).toHaveURL(/formats=MaxiCode/);
  });

  await test.step('the filter comes from the address; an example reads its shipped sample', async () => {
    await openTool(page, '/barcode-reader?formats=DataMatrix');
    await expect(page.getByRole('combobox', { name: 'Look for' })).toHaveValue('DataMatrix');
    await page.getByTestId('tool-example').filter({ hasText: 'Only linear codes' }).click();
    await expect(page.getByText('2 codes found.')).toBeVisible();
    await expect(page).toHaveURL(/formats=AllLinear/);
  });
});

import { expect, test } from '../fixtures';
import { decodedResult, downloadedHead, pipelineFixture } from '../support/image-tools';
import { openTool, reopenTool } from '../support/tool-page';

const PHOTO_PNG = pipelineFixture('photo.png'); // 96 × 64 RGBA
const NOT_AN_IMAGE = pipelineFixture('not-an-image.png');

test('image-resizer: a PNG is resized in the worker by pixels and percent and decodes at its new size; a non-image is refused; options travel in the address', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const result = page.getByRole('status').filter({ hasText: /^Done:/ });

  await test.step('pixels with the ratio kept, then percent as WebP: the output decodes at the size asked', async () => {
    await openTool(page, '/image-resizer');
    await page.locator('input[type=file]').setInputFiles(PHOTO_PNG);
    await expect(page.getByLabel('Original', { exact: true })).toContainText('96 × 64 px');
    await page.getByLabel('Width (px)', { exact: true }).fill('48');
    await expect(page.getByRole('textbox', { name: 'Height (px, follows the width)' })).toHaveValue('32');
    await expect(result).toHaveText('Done: PNG, 48 × 32 px.');
    expect(await decodedResult(page)).toMatchObject({ width: 48, height: 32 });
    await expect(page.getByLabel('Result', { exact: true })).toContainText(/Change[+−-]?\d/);
    await expect(page.getByRole('button', { name: 'Download photo-48x32.png' })).toBeEnabled();

    await page.getByRole('button', { name: 'Percentage' }).click();
    await page.getByLabel('Scale (%)', { exact: true }).fill('150');
    await page.getByRole('combobox', { name: 'Format' }).selectOption('webp');
    await expect(result).toHaveText('Done: WebP, 144 × 96 px.');
    await expect(page.getByText(/upscaling adds no detail/)).toBeVisible();
    expect(await decodedResult(page)).toMatchObject({ width: 144, height: 96 });
    await expect(page).toHaveURL(/unit=percent/);
  });

  await test.step('a file that is not an image is refused with a message', async () => {
    await page.locator('input[type=file]').setInputFiles(NOT_AN_IMAGE);
    await expect(page.getByText(/is not an image this browser can open/)).toBeVisible();
  });

  await test.step('options come back from the address; an example resizes the built-in sample', async () => {
    await openTool(page, '/image-resizer?keepAspect=false&width=30&height=90&format=bmp');
    await page.locator('input[type=file]').setInputFiles(PHOTO_PNG);
    await expect(result).toHaveText('Done: BMP, 30 × 90 px.');
    expect(await decodedResult(page)).toMatchObject({ width: 30, height: 90 });
    expect(await downloadedHead(page, 'Download photo-30x90.bmp', 2)).toEqual([0x42, 0x4d]); // "BM"
    await reopenTool(page);
    await expect(page.getByLabel('Height (px)', { exact: true })).toHaveValue('90');
    await page.getByTestId('tool-example').filter({ hasText: 'Sample to 240 px wide' }).click();
    await expect(result).toHaveText('Done: PNG, 240 × 160 px.');
  });
});

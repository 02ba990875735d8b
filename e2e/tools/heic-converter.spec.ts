import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { openTool } from '../support/tool-page';

// See libs/tool-image/src/heic-converter/fixtures/README.md.
const fixture = (name: string) => fileURLToPath(new URL(`../../libs/tool-image/src/heic-converter/fixtures/${name}`, import.meta.url));

test('heic-converter: both images of a HEIF file become JPEGs the browser decodes; a PNG named .heic says what it is; the format travels in the address', async ({ page }) => {
  test.setTimeout(30_000);
  const decodedSize = (name: string) =>
    page.getByRole('img', { name }).evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });

  await test.step('two-image HEIF → two JPEGs, sizes next to the original', async () => {
    await openTool(page, '/heic-converter');
    await page.locator('input[type=file]').setInputFiles(fixture('two-images.heic'));
    await expect(page.getByRole('status')).toContainText('2 images as JPEG');
    await expect(page.getByRole('status')).toContainText('original two-images.heic, 588 B');
    expect(await decodedSize('Converted 1: 96 × 64 px')).toEqual([96, 64]);
    expect(await decodedSize('Converted 2: 64 × 96 px')).toEqual([64, 96]);
    await expect(page.getByRole('button', { name: 'Download image 2 as two-images-2.jpg' })).toBeVisible();
  });

  await test.step('a file that is not HEIC says what it is', async () => {
    await page.locator('input[type=file]').setInputFiles(fixture('png-named-heic.heic'));
    await expect(page.getByRole('alert').filter({ hasText: 'This is a PNG image, not a HEIC/HEIF photo' })).toBeVisible();
  });

  await test.step('the format comes from the address; an example converts its shipped HEIC sample', async () => {
    await openTool(page, '/heic-converter?format=png');
    await expect(page.getByRole('button', { name: 'PNG (lossless)' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('tool-example').filter({ hasText: 'HEIC photo → JPEG' }).click();
    await expect(page.getByRole('status')).toContainText('1 image as JPEG');
    await expect(page).toHaveURL(/format=jpeg|^[^?]*$/);
    expect(await decodedSize('Converted 1: 96 × 64 px')).toEqual([96, 64]);
  });
});

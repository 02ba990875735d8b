import { expect, test } from '../fixtures';
import { decodedResult, downloadedHead, pipelineFixture } from '../support/image-tools';
import { openTool } from '../support/tool-page';

const PHOTO_PNG = pipelineFixture('photo.png'); // 96 × 64 RGBA
const LOGO_SVG = pipelineFixture('logo.svg'); // 48 × 24

test('image-converter: a PNG becomes JPEG on a chosen background, GIF and ICO, an SVG a PNG at a chosen width, each decoded again; a bad colour is named', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const result = page.getByRole('status').filter({ hasText: /^Done:/ });

  await test.step('PNG → JPEG (transparent corner on the background), GIF, ICO', async () => {
    await openTool(page, '/image-converter?format=jpeg&background=%23ff0000');
    await page.locator('input[type=file]').setInputFiles(PHOTO_PNG);
    await expect(result).toHaveText('Done: JPEG, 96 × 64 px.');
    // Chromium's canvas writes WebP (feature-detected in the worker), so it is offered plainly.
    await expect(page.getByRole('combobox', { name: 'Format' }).locator('option[value=webp]')).toHaveText('WebP');
    await expect(page.getByText(/cannot write/)).toHaveCount(0);
    const jpeg = await decodedResult(page);
    expect([jpeg.width, jpeg.height]).toEqual([96, 64]);
    // The fixture's top-left corner is fully transparent: red after flattening (JPEG is lossy).
    expect(jpeg.corner[0]).toBeGreaterThan(230);
    expect(jpeg.corner[1]).toBeLessThan(30);
    expect(await downloadedHead(page, 'Download photo.jpg')).toEqual([0xff, 0xd8, 0xff, 0xe0]); // JPEG SOI + JFIF APP0

    await page.getByRole('combobox', { name: 'Format' }).selectOption('gif');
    await expect(result).toHaveText('Done: GIF, 96 × 64 px.');
    const gif = await decodedResult(page);
    expect([gif.width, gif.height, gif.corner[3]]).toEqual([96, 64, 0]);

    await page.getByRole('combobox', { name: 'Format' }).selectOption('ico');
    await expect(result).toHaveText('Done: ICO, 96 × 64 px.');
    expect(await decodedResult(page)).toMatchObject({ width: 96, height: 64 });
    expect(await downloadedHead(page, 'Download photo.ico')).toEqual([0, 0, 1, 0]); // ICONDIR: reserved, type 1
  });

  await test.step('a background that is not a colour is named next to its field', async () => {
    await page.getByRole('combobox', { name: 'Format' }).selectOption('bmp');
    await page.getByRole('textbox', { name: 'Background (for transparency)' }).fill('reddish');
    await expect(page.getByRole('textbox', { name: 'Background (for transparency)' })).toHaveAccessibleDescription(
      /"reddish" is not a colour/,
    );
  });

  await test.step('SVG → PNG at a chosen width, with a second file converted in the batch; an example converts the built-in sample', async () => {
    await openTool(page, '/image-converter?svgWidth=200');
    await page.locator('input[type=file]').setInputFiles([LOGO_SVG, PHOTO_PNG]);
    await expect(page.getByText('The SVG is drawn at 200 × 100 px.')).toBeVisible();
    await expect(result).toHaveText('Done: PNG, 200 × 100 px.');
    expect(await decodedResult(page)).toMatchObject({ width: 200, height: 100 });
    const batch = page.getByRole('region', { name: 'Other files' });
    await expect(batch.getByText('Converted: 1 of 1.')).toBeVisible();
    await expect(batch).toContainText('96 × 64 px');
    await expect(batch.getByRole('button', { name: 'Download photo.png' })).toBeVisible();
    await page.getByTestId('tool-example').filter({ hasText: 'Sample to WebP at quality 80' }).click();
    await expect(result).toHaveText('Done: WebP, 480 × 320 px.');
    await expect(page).toHaveURL(/format=webp/);
  });
});

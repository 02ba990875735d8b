import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/**
 * A test image of the image pipeline's specs (image-converter, image-resizer), written by
 * libs/tool-image/src/shared/image-pipeline/fixtures/make-fixtures.mjs: `photo.png` (96 × 64 RGBA),
 * `logo.svg` (48 × 24), `not-an-image.png` (text).
 *
 * @param name - the file's name.
 * @returns its absolute path, for `setInputFiles`.
 */
export const pipelineFixture = (name: string): string =>
  fileURLToPath(new URL(`../../libs/tool-image/src/shared/image-pipeline/fixtures/${name}`, import.meta.url));

/**
 * The browser decodes the pipeline's result again (the preview's blob: the CSP's connect-src
 * forbids fetching it).
 *
 * @param page - the test's page, showing an image-pipeline tool with a result.
 * @returns the decoded size in pixels and the RGBA of the pixel at (1, 1), near the top-left corner.
 */
export async function decodedResult(page: Page): Promise<{ width: number; height: number; corner: number[] }> {
  return page
    .getByRole('region', { name: 'Result image' })
    .locator('img')
    .evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const bitmap = await createImageBitmap(img);
      const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      return { width: bitmap.width, height: bitmap.height, corner: Array.from(ctx.getImageData(1, 1, 1, 1).data) };
    });
}

/**
 * Clicks a download button and reads the downloaded file's first bytes (its magic number).
 *
 * @param page - the test's page.
 * @param button - the button's accessible name.
 * @param length - how many bytes (4 unless told).
 * @returns the bytes, 0–255.
 */
export async function downloadedHead(page: Page, button: string, length = 4): Promise<number[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return [...readFileSync((await download.path())!).subarray(0, length)];
}

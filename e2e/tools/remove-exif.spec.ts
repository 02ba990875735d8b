import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { openTool } from '../support/tool-page';

// Made by libs/tool-image/src/shared/image-metadata/samples/make-samples.mjs: a 5,541-byte JPEG with EXIF (camera,
// GPS, orientation 6, thumbnail), XMP, an ICC profile, IPTC and a comment; damaged.jpg is cut short.
const samples = (name: string) => fileURLToPath(new URL(`../../libs/tool-image/src/shared/image-metadata/samples/${name}`, import.meta.url));
const value = (page: import('@playwright/test').Page, name: string) => page.locator(`output[aria-label="${name}"]`);

test('remove-exif: a photo is cleaned without re-encoding and the removed blocks are listed; a damaged file says where; options travel in the address', async ({ page }) => {
  await test.step('the photo is cleaned: sizes, removed blocks, a preview that decodes, a download without EXIF', async () => {
    await openTool(page, '/remove-exif');
    await page.locator('input[type=file]').setInputFiles(samples('sample-photo.jpg'));
    await expect(value(page, 'Original size')).toHaveText('5.5 kB (5,541 B)');
    const table = page.getByRole('table', { name: 'Removed metadata' });
    await expect(table).toContainText('GPS position');
    await expect(table).toContainText('camera: Handy Camera Co. HT-1 Sample');
    await expect(table.getByRole('row')).toHaveCount(5);
    const preview = page.getByRole('img', { name: 'Cleaned result' });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download sample-photo-clean.jpg' }).click()]);
    const bytes = readFileSync(await download.path());
    const cleaned = (await value(page, 'Cleaned size').textContent())!;
    expect(cleaned).toContain(`(${bytes.length.toLocaleString('en-US')} B)`);
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    expect(bytes.includes('Exif\0\0')).toBe(false);
    expect(bytes.includes('ICC_PROFILE\0')).toBe(true);
  });

  await test.step('a damaged file gives an error that says where', async () => {
    await page.locator('input[type=file]').setInputFiles(samples('damaged.jpg'));
    await expect(page.getByRole('alert')).toContainText(/APP1 segment at byte 20/);
  });

  await test.step('keeping the orientation is an option in the address; an example sets it', async () => {
    await openTool(page, '/remove-exif?keepOrientation=true');
    await expect(page.getByRole('checkbox', { name: /Keep the orientation/ })).toBeChecked();
    await page.getByTestId('tool-example').filter({ hasText: 'Keep only the orientation' }).click();
    await expect(value(page, 'Orientation kept')).toHaveText('6');
    await expect(page.getByRole('checkbox', { name: /Keep the colour profile/ })).not.toBeChecked();
    await expect(page).toHaveURL(/keepColourProfile=false/);
  });
});

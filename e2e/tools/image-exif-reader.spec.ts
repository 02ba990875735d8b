import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

// Made by libs/tool-image/src/shared/image-metadata/samples/make-samples.mjs: a JPEG at IJG quality 82 whose
// EXIF places it at the Eiffel Tower (48° 51′ 29.82″ N, 2° 17′ 40.20″ E) with a thumbnail; damaged.jpg is cut short.
const samples = (name: string) => fileURLToPath(new URL(`../../libs/tool-image/src/shared/image-metadata/samples/${name}`, import.meta.url));
const value = (page: import('@playwright/test').Page, name: string) => page.locator(`output[aria-label="${name}"]`);

test('image-exif-reader: a photo shows its quality, GPS position, thumbnail and tags; a damaged file says where; the search is kept', async ({ page }) => {
  await test.step('a photo is read: quality, position with a map link, thumbnail, EXIF tags', async () => {
    await openTool(page, '/image-exif-reader');
    await page.locator('input[type=file]').setInputFiles(samples('sample-photo.jpg'));
    await expect(value(page, 'JPEG quality')).toHaveText('82');
    await expect(value(page, 'Decimal degrees')).toHaveText('48.858283, 2.294500');
    await expect(page.getByRole('link', { name: 'Show on OpenStreetMap' })).toHaveAttribute('href', /mlat=48\.858283&mlon=2\.294500/);
    await expect(value(page, 'Model')).toHaveText('HT-1 Sample');
    const thumb = page.getByRole('img', { name: 'Embedded thumbnail' });
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(24);
  });

  await test.step('a damaged file gives an error that says where', async () => {
    await page.locator('input[type=file]').setInputFiles(samples('damaged.jpg'));
    await expect(page.getByRole('alert')).toContainText(/APP1 segment at byte 20/);
  });

  await test.step('an example loads its sample and search; the search survives a reload', async () => {
    await openTool(page, '/image-exif-reader');
    await page.getByTestId('tool-example').filter({ hasText: 'Search the photo for "date"' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search tags' })).toHaveValue('date');
    await expect(value(page, 'Date Time Original')).toHaveText('2026:11:28 10:30:00');
    await expect(value(page, 'Model')).toHaveCount(0);
    await reopenTool(page);
    await expect(page.getByRole('searchbox', { name: 'Search tags' })).toHaveValue('date');
    await expect(value(page, 'Date Time Original')).toHaveText('2026:11:28 10:30:00');
  });
});

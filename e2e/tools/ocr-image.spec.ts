import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { openTool } from '../support/tool-page';

// Two pages of Helvetica text, written by libs/tool-image/src/ocr-image/fixtures/make-sample-pdf.mjs.
const SAMPLE_PDF = fileURLToPath(new URL('../../libs/tool-image/src/ocr-image/fixtures/sample.pdf', import.meta.url));

test('ocr-image: text drawn on a canvas is read offline in English; a PDF page range is read and a bad range is explained; options travel in the address', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const foreign: string[] = [];
  await test.step('an image with known text is read, with confidence and statistics, and nothing leaves the origin', async () => {
    await openTool(page, '/ocr-image');
    const origin = new URL(page.url()).origin;
    page.on('request', (request) => {
      if (/^https?:/.test(request.url()) && new URL(request.url()).origin !== origin) foreign.push(request.url());
    });
    // The image is made here: known words drawn on a canvas, saved as a PNG file.
    const png = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 120;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 640, 120);
      context.fillStyle = '#000';
      context.font = '40px sans-serif';
      context.fillText('Invoice 4711 is paid', 24, 72);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    const file = testInfo.outputPath('invoice.png');
    writeFileSync(file, Uint8Array.from(png));
    await page.locator('input[type=file]').setInputFiles(file);
    const text = page.getByRole('textbox', { name: 'Recognised text' });
    await expect(text).toHaveValue(/Invoice 4711 is paid/, { timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: /mean confidence \d+(\.\d)? %/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Text statistics' }).getByRole('row', { name: /^Words\b/ })).toContainText('4');
    expect(foreign).toEqual([]);
  });

  await test.step('a PDF page range reads only those pages; a page past the end is explained next to the field', async () => {
    await page.getByLabel('PDF pages').fill('2');
    await page.locator('input[type=file]').setInputFiles(SAMPLE_PDF);
    await expect(page.getByText('sample.pdf: PDF, 2 pages')).toBeVisible();
    const text = page.getByRole('textbox', { name: 'Recognised text' });
    await expect(text).toHaveValue(/Handy Tools reads PDF pages/, { timeout: 30_000 });
    await expect(text).not.toHaveValue(/Page one/);
    await page.getByLabel('PDF pages').fill('3');
    await expect(page.getByText(/Page 3 \("3" at position 1\) is past the end: the document has 2 pages/)).toBeVisible();
    expect(foreign).toEqual([]);
  });

  await test.step('options come from the address', async () => {
    await openTool(page, '/ocr-image?psm=line&separator=rule');
    await expect(page.getByRole('combobox', { name: 'Page segmentation' })).toHaveValue('line');
    await expect(page.getByRole('combobox', { name: 'Between pages' })).toHaveValue('rule');
  });
});

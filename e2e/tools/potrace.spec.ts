import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { openTool } from '../support/tool-page';

// Made by libs/tool-image/src/potrace/fixtures/make-fixtures.mjs: a black disc (centre 24,24, radius 16) on white, 64 × 48.
const DISC_PNG = fileURLToPath(new URL('../../libs/tool-image/src/potrace/fixtures/disc.png', import.meta.url));

test('potrace: a PNG traces in a worker to an SVG that decodes back to the disc; a bad colour is refused at its field; settings travel in the link', async ({
  page,
}) => {
  const source = page.getByRole('textbox', { name: 'SVG source' });

  await test.step('a picked PNG is traced; the SVG, decoded again by the browser, is the disc', async () => {
    await openTool(page, '/potrace');
    await page.locator('input[type=file]').setInputFiles(DISC_PNG);
    await expect(source).toHaveValue(/<path fill="#000000" d="M/);
    await expect(page.getByLabel('Sizes')).toContainText(/SVG: .* original: 206 bytes.*64 × 48 px/);
    const preview = page.getByRole('img', { name: 'The traced drawing' });
    await expect(preview).toHaveJSProperty('complete', true);
    // Rasterise the preview (the SVG as the browser decodes it) and read pixels back.
    const pixels = await preview.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 48;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0, 64, 48);
      const at = (x: number, y: number) => Array.from(ctx.getImageData(x, y, 1, 1).data);
      return { centre: at(24, 24), edge: at(24, 10), outside: at(45, 24), corner: at(2, 2) };
    });
    expect(pixels.centre).toEqual([0, 0, 0, 255]);
    expect(pixels.edge[3]).toBe(255);
    expect(pixels.outside[3]).toBe(0);
    expect(pixels.corner[3]).toBe(0);
  });

  await test.step('a bad fill colour is refused next to its field', async () => {
    const fill = page.getByRole('textbox', { name: 'Fill colour (#rrggbb)' });
    await fill.fill('red');
    await expect(page.getByText(/Fill colour: "red" is not a colour/)).toBeVisible();
    await fill.fill('#c00');
    await expect(source).toHaveValue(/fill="#cc0000"/);
  });

  await test.step('settings come from the address; an example traces its built-in sample', async () => {
    await openTool(page, '/potrace?steps=3&background=%23ffffff');
    await expect(page.getByRole('spinbutton', { name: /^Tones/ })).toHaveValue('3');
    await expect(page.getByRole('textbox', { name: /^Background/ })).toHaveValue('#ffffff');
    await page.getByTestId('tool-example').filter({ hasText: 'Rings, posterized' }).click();
    await expect(source).toHaveValue(/fill-opacity="0.25"/);
    await expect(page).toHaveURL(/steps=4/);
  });
});

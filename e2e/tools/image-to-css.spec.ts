import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// Made by libs/tool-image/src/image-to-css/fixtures/make-fixtures.mjs.
const fixture = (name: string) => fileURLToPath(new URL(`../../libs/tool-image/src/image-to-css/fixtures/${name}`, import.meta.url));
const ICON_SVG = readFileSync(fixture('icon.svg'), 'utf8');
const BROKEN_SVG = readFileSync(fixture('broken.svg'), 'utf8');

test('image-to-css: a PNG file and a pasted SVG become data URIs, CSS and tags that decode again; a broken SVG is named; a large URI is flagged; settings travel in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const dataUri = page.getByRole('textbox', { name: 'Data URI', exact: true });
  const preview = page.getByRole('region', { name: 'Preview' }).locator('img');
  const decodedWidth = () => preview.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));

  await test.step('a PNG file becomes a base64 data URI, an <img> with its size, and decodes again', async () => {
    await openTool(page, '/image-to-css');
    await page.locator('input[type=file]').setInputFiles(fixture('dot.png'));
    await expect(dataUri).toHaveValue(/^data:image\/png;base64,iVBORw0KGgo/);
    await expect(page.getByRole('textbox', { name: '<img> tag' })).toHaveValue(
      /^<img src="data:image\/png;base64,[^"]+" alt="" width="24" height="16">$/,
    );
    await expect(page.getByRole('textbox', { name: 'CSS background-image' })).toHaveValue(
      /^background-image: url\("data:image\/png;base64,/,
    );
    await expect.poll(decodedWidth).toBe(24);
  });

  await test.step('a pasted SVG is optimised by svgo in the worker, smaller, and still draws', async () => {
    await page.getByRole('button', { name: 'SVG code', exact: true }).click();
    await page.getByRole('textbox', { name: 'SVG code' }).fill(ICON_SVG);
    const optimised = page.getByRole('textbox', { name: 'Optimised SVG' });
    await expect(optimised).toHaveValue(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    await expect(optimised).not.toHaveValue(/<!--|metadata/);
    await expect(dataUri).toHaveValue(/^data:image\/svg\+xml,%3Csvg%20xmlns='http/);
    await expect(page.getByRole('definition').filter({ hasText: /\(-\d+(\.\d)? %\)/ })).toBeVisible();
    await expect.poll(decodedWidth).toBe(48);
  });

  await test.step('a badly formed SVG is named with its line; a large data URI is flagged', async () => {
    const input = page.getByRole('textbox', { name: 'SVG code' });
    await input.fill(BROKEN_SVG);
    await expect(input).toHaveAccessibleDescription(/not well-formed XML.*line 3/);
    // 1,500 circles of different colours: nothing for svgo to merge, about 70 KB.
    const circles = Array.from(
      { length: 1500 },
      (_, i) =>
        `<circle cx="${(i * 7) % 997}" cy="${(i * 13) % 991}" r="${(i % 17) + 1}" fill="#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}"/>`,
    ).join('');
    await input.fill(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000">${circles}</svg>`);
    await expect(page.getByRole('status').filter({ hasText: /over 32 KB/ })).toBeVisible();
  });

  await test.step('settings and the SVG survive a reload and travel in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/image-to-css?mode=svg&svgEncoding=base64');
    await page.getByRole('textbox', { name: 'SVG code' }).fill(ICON_SVG);
    await expect(dataUri).toHaveValue(/^data:image\/svg\+xml;base64,PHN2Zy/);
    await expect.poll(() => savedState(page, 'image-to-css'), { intervals: STORAGE_POLL }).toContain('metadata');
    await reopenTool(page);
    await expect(dataUri).toHaveValue(/^data:image\/svg\+xml;base64,PHN2Zy/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(dataUri).toHaveValue(/^data:image\/svg\+xml;base64,PHN2Zy/);
  });
});

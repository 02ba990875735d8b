import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('svg-placeholder-generator: SVG, data URIs and PNG from size, colours and text; a bad colour is named; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const svg = () => page.getByRole('textbox', { name: 'SVG', exact: true });

  await test.step('draws the SVG, its data URIs and a PNG that decodes at the size asked', async () => {
    await openTool(page, '/svg-placeholder-generator');
    await expect(svg()).toHaveValue(/<text [^>]*>600×350<\/text>/);
    await page.getByRole('spinbutton', { name: 'Width (px)' }).fill('320');
    await page.getByRole('spinbutton', { name: 'Height (px)' }).fill('100');
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Hello & <you>');
    await expect(svg()).toHaveValue(/viewBox="0 0 320 100".*>Hello &amp; &lt;you&gt;<\/text>/s);
    await expect(page.getByRole('textbox', { name: 'Data URI (URL-encoded)' })).toHaveValue(/^data:image\/svg\+xml,%3Csvg/);
    // The preview image really decodes from the data URI at 320×100.
    const img = page.getByRole('img', { name: 'Preview' }).locator('img');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(320);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('placeholder-320x100.png');
    const bytes = await (await file.createReadStream()).toArray();
    const png = Buffer.concat(bytes);
    // PNG signature, then IHDR width and height (ISO/IEC 15948 §11.2.2).
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([320, 100]);
  });

  await test.step('a bad colour is named next to its field', async () => {
    const bg = page.getByRole('textbox', { name: 'Background colour', exact: true });
    await bg.fill('#12');
    await expect(bg).toHaveAccessibleDescription(/hex colour/);
    await bg.fill('#0a0');
    await expect(svg()).toHaveValue(/fill="#0a0"/);
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/svg-placeholder-generator?width=200&height=50');
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('linked');
    await expect.poll(() => savedState(page, 'svg-placeholder-generator'), { intervals: STORAGE_POLL }).toContain('linked');
    await reopenTool(page);
    await expect(svg()).toHaveValue(/viewBox="0 0 200 50".*>linked</s);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(svg()).toHaveValue(/viewBox="0 0 200 50".*>linked</s);
  });
});

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// A 32 × 32 PNG (a red disc), made by the fixture's script beside it.
const LOGO_PNG = fileURLToPath(new URL('../../libs/tool-codes/src/qrcode-generator/fixtures/logo.png', import.meta.url));

test('qrcode-generator: encodes text at the chosen level with version and capacity, downloads PNG and SVG; a logo in the middle; a text too long is explained; settings survive a reload and travel in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000); // the steps' budgets, summed, on a busy machine
  const text = () => page.getByRole('textbox', { name: 'Text or URL', exact: true });
  const image = () => page.getByRole('img', { name: 'QR code of the text' });

  await test.step('encodes "HELLO WORLD" at level Q as the thonky.com tutorial does, and downloads PNG and SVG', async () => {
    await openTool(page, '/qrcode-generator');
    await text().fill('HELLO WORLD');
    await page.getByRole('button', { name: 'Q (25 %)' }).click();
    // Version 1-Q: 13 data codewords; "HELLO WORLD" in Alphanumeric mode takes 4 + 9 + 61 = 74 bits.
    await expect(page.getByLabel('QR version', { exact: true })).toHaveText('1 (21 × 21 modules)');
    await expect(page.getByLabel('Capacity used', { exact: true })).toHaveText('71 % (74 of 104 data bits)');
    await expect(image()).toHaveAttribute('src', /^data:image\/svg\+xml;charset=utf-8,/);
    await expect(page.getByRole('textbox', { name: 'As text (terminal, chat)' })).toHaveValue(/\n {4}█▀{5}█/); // compact: the finder pattern's first two rows
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
    expect(png.suggestedFilename()).toBe('qr-code.png');
    const bytes = await readFile(await png.path());
    // PNG signature, then IHDR: width and height (big-endian) at bytes 16–23.
    expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1024, 1024]);
    const [svg] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG' }).click()]);
    expect(svg.suggestedFilename()).toBe('qr-code.svg');
    expect((await readFile(await svg.path())).toString('utf8')).toContain('width="1024" height="1024" viewBox="0 0 29 29"');
  });

  await test.step('a logo in the middle, with a warning when the level cannot make up for the modules it hides', async () => {
    await page.getByLabel(/^Logo in the middle/).setInputFiles(LOGO_PNG);
    await expect(image()).toHaveAttribute('src', /xlink%3Ahref%3D%22data%3Aimage%2Fpng%3Bbase64%2C/);
    // 20 % of 21 modules → a 5 × 5 hole: 25 of 441 modules (6 %), more than half of what level L restores (7 %).
    await page.getByRole('button', { name: 'L (7 %)' }).click();
    await expect(page.getByText('The logo hides 6 % of the modules, and level L restores about 7 %')).toBeVisible();
    await page.getByRole('button', { name: 'Remove the logo' }).click();
    await expect(image()).not.toHaveAttribute('src', /xlink/);
  });

  await test.step('a text too long for any QR code is explained next to the field, and kept', async () => {
    await text().fill('x'.repeat(3000));
    await expect(text()).toHaveAccessibleDescription(/too long for a QR code at error-correction level L: it takes 3,000 bytes/);
    await expect(image()).toHaveCount(0);
    await expect(text()).toHaveValue('x'.repeat(3000));
  });

  await test.step('settings survive a reload and travel in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/qrcode-generator');
    await text().fill('https://example.com/menu');
    await page.getByRole('textbox', { name: 'Foreground colour', exact: true }).fill('#1a237e');
    await page.getByLabel('Module style').selectOption('dots');
    await expect(image()).toHaveAttribute('src', /%231a237e/);
    await expect.poll(() => savedState(page, 'qrcode-generator'), { intervals: STORAGE_POLL }).toContain('https://example.com/menu');
    await reopenTool(page);
    await expect(text()).toHaveValue('https://example.com/menu');
    await expect(page.getByRole('textbox', { name: 'Foreground colour', exact: true })).toHaveValue('#1a237e');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(text()).toHaveValue('https://example.com/menu');
    await expect(page.getByLabel('Module style')).toHaveValue('dots');
  });
});

import { expect, test } from '../fixtures';
import { openTool, reopenTool, openLink, STORAGE_POLL, savedState } from '../support/tool-page';

test('morse-converter: encodes text in International Morse code (ITU-R M.1677-1) and lists unknown characters; decodes Morse code, reports unknown groups and names bad characters; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('encodes text in International Morse code (ITU-R M.1677-1) and lists unknown characters', async () => {
    await openTool(page, '/morse-converter');
    const output = page.getByLabel('Morse code', { exact: true });
    await page.getByLabel('Text to encode', { exact: true }).fill('SOS');
    await expect(output).toHaveValue('... --- ...');
    await page.getByLabel('Text to encode', { exact: true }).fill('Hi @ #1');
    await expect(output).toHaveValue('.... .. / .--.-. / .----');
    await expect(page.getByRole('status').filter({ hasText: 'no Morse code' })).toContainText('"#" (position 6)');
  });

  await test.step('decodes Morse code, reports unknown groups and names bad characters', async () => {
    const input = page.getByLabel('Morse code to decode', { exact: true });
    const decoded = page.getByLabel('Decoded text', { exact: true });
    await input.fill('.... . .-.. .-.. --- / .-- --- .-. .-.. -..');
    await expect(decoded).toHaveValue('HELLO WORLD');
    await input.fill('... ........');
    await expect(decoded).toHaveValue('S\uFFFD');
    await expect(page.getByRole('status').filter({ hasText: 'not International Morse code' })).toContainText('........ (position 5)');
    await input.fill('... x');
    await expect(input).toHaveAccessibleDescription(/^Invalid character "x" at position 5: Morse code is written with dots/);
    await expect(input).toHaveValue('... x');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/morse-converter');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const text = page.getByLabel('Text to encode', { exact: true });
    const output = page.getByLabel('Morse code', { exact: true });
    await text.fill('CQ');
    await expect(output).toHaveValue('-.-. --.-');
    await expect.poll(() => savedState(page, 'morse-converter'), { intervals: STORAGE_POLL }).toContain('CQ');
    await reopenTool(page);
    await expect(text).toHaveValue('CQ');
    await expect(output).toHaveValue('-.-. --.-');

    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).hash).toMatch(/^#state=/);
    await text.fill('other');
    await expect.poll(() => savedState(page, 'morse-converter'), { intervals: STORAGE_POLL }).toContain('other');
    await openLink(page, link, { keepStorage: true });
    await expect(text).toHaveValue('CQ');
  });
});

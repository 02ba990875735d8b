import { expect, test } from '../fixtures';
import { openTool, reopenTool, openLink, STORAGE_POLL, savedState } from '../support/tool-page';

test('hex-converter: encodes text as the hex of its UTF-8 bytes (RFC 4648 §10, RFC 3629); decodes hex with any separator and names the position of bad hex; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('encodes text as the hex of its UTF-8 bytes (RFC 4648 §10, RFC 3629)', async () => {
    await openTool(page, '/hex-converter');
    const output = page.getByLabel('Hex of the UTF-8 bytes', { exact: true });
    await page.getByRole('button', { name: 'None', exact: true }).click();
    // RFC 4648 §10: BASE16("foobar") = "666F6F626172".
    await page.getByLabel('Text to encode', { exact: true }).fill('foobar');
    await expect(output).toHaveValue('666F6F626172');
    // "é" is U+00E9 = C3 A9 in UTF-8.
    await page.getByRole('button', { name: 'Space', exact: true }).click();
    await page.getByLabel('Text to encode', { exact: true }).fill('é');
    await expect(output).toHaveValue('C3 A9');
    await page.getByRole('button', { name: '0x prefix', exact: true }).click();
    await page.getByRole('button', { name: 'Lower (a–f)' }).click();
    await expect(output).toHaveValue('0xc3 0xa9');
  });

  await test.step('decodes hex with any separator and names the position of bad hex', async () => {
    await openTool(page, '/hex-converter');
    const input = page.getByLabel('Hex to decode', { exact: true });
    const decoded = page.getByLabel('Decoded text', { exact: true });
    await input.fill('0x66, 0x6F:6f 62-61 72');
    await expect(decoded).toHaveValue('foobar');
    await input.fill('66 6G');
    await expect(input).toHaveAccessibleDescription(/^Invalid character "G" at position 5: hexadecimal uses only the digits 0–9 and A–F/);
    await input.fill('666F6');
    await expect(input).toHaveAccessibleDescription(/^Odd number of hex digits \(5\) in "666F6" at position 1/);
    await expect(input).toHaveValue('666F6');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/hex-converter');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Colon (:)' }).click();
    const text = page.getByLabel('Text to encode', { exact: true });
    const output = page.getByLabel('Hex of the UTF-8 bytes', { exact: true });
    await text.fill('Hi!');
    await expect(output).toHaveValue('48:69:21');
    await expect.poll(() => new URL(page.url()).searchParams.get('separator')).toBe('colon');
    expect(page.url()).not.toContain('Hi!');
    await expect.poll(() => savedState(page, 'hex-converter'), { intervals: STORAGE_POLL }).toContain('Hi!');

    await reopenTool(page);
    await expect(text).toHaveValue('Hi!');
    await expect(output).toHaveValue('48:69:21');
    await expect(page.getByRole('button', { name: 'Colon (:)' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).searchParams.get('separator')).toBe('colon');
    expect(new URL(link).hash).toMatch(/^#state=/);
    await text.fill('other');
    await expect.poll(() => savedState(page, 'hex-converter'), { intervals: STORAGE_POLL }).toContain('other');
    await openLink(page, link, { keepStorage: true });
    await expect(text).toHaveValue('Hi!');
    await expect(output).toHaveValue('48:69:21');
  });
});

import { expect, test } from '../fixtures';
import { openTool, reopenTool, openLink, STORAGE_POLL, savedState } from '../support/tool-page';

test('text-to-binary: writes the UTF-8 bytes of text in binary; decodes binary octets and names the bad group; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('writes the UTF-8 bytes of text in binary', async () => {
    await openTool(page, '/text-to-binary');
    const output = page.getByLabel('Binary of the UTF-8 bytes', { exact: true });
    // "A" is U+0041 = 65 = 0b01000001; "é" is C3 A9 = 11000011 10101001 (RFC 3629 §3).
    await page.getByLabel('Text to convert', { exact: true }).fill('Aé');
    await expect(output).toHaveValue('01000001 11000011 10101001');
  });

  await test.step('decodes binary octets and names the bad group', async () => {
    const input = page.getByLabel('Binary to convert', { exact: true });
    const decoded = page.getByLabel('Decoded text', { exact: true });
    await input.fill('01001000 01101001\n00100001');
    await expect(decoded).toHaveValue('Hi!');
    await input.fill('01000001 1000001');
    await expect(input).toHaveAccessibleDescription('Group 2 ("1000001") at position 10 has 7 bits: every byte takes exactly 8 bits.');
    await input.fill('01000001 11111111');
    await expect(input).toHaveAccessibleDescription(/^Byte 2 \("11111111"\) at position 10 is not valid UTF-8/);
    await expect(input).toHaveValue('01000001 11111111');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/text-to-binary');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const text = page.getByLabel('Text to convert', { exact: true });
    const output = page.getByLabel('Binary of the UTF-8 bytes', { exact: true });
    await text.fill('OK');
    await expect(output).toHaveValue('01001111 01001011');
    await expect.poll(() => savedState(page, 'text-to-binary'), { intervals: STORAGE_POLL }).toContain('OK');
    await reopenTool(page);
    await expect(text).toHaveValue('OK');
    await expect(output).toHaveValue('01001111 01001011');

    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).hash).toMatch(/^#state=/);
    await text.fill('other');
    await expect.poll(() => savedState(page, 'text-to-binary'), { intervals: STORAGE_POLL }).toContain('other');
    await openLink(page, link, { keepStorage: true });
    await expect(text).toHaveValue('OK');
  });
});

import { expect, test } from '../fixtures';
import { openTool, reopenTool, openLink, STORAGE_POLL, savedState } from '../support/tool-page';

test('base64-string-converter: RFC 4648 vectors as you type; URL-safe without padding; decoding to UTF-8; invalid Base64 named, text kept; state and link; every example', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000); // the steps' budgets, summed
  await test.step('encodes text to Base64 as you type (RFC 4648 §10 vectors)', async () => {
    await openTool(page, '/base64-string-converter');
    const input = page.getByLabel('Text to encode', { exact: true });
    const output = page.getByLabel('Base64 of the text', { exact: true });
    await input.fill('foobar');
    await expect(output).toHaveValue('Zm9vYmFy');
    await input.fill('fo');
    await expect(output).toHaveValue('Zm8=');
  });

  await test.step('uses the URL-safe alphabet without padding when asked', async () => {
    await page.getByLabel('Text to encode', { exact: true }).fill('<<???>>');
    const output = page.getByLabel('Base64 of the text', { exact: true });
    await expect(output).toHaveValue('PDw/Pz8+Pg==');
    await page.getByRole('button', { name: 'URL-safe (- _)' }).click();
    await expect(output).toHaveValue('PDw_Pz8-Pg==');
    await page.getByRole('button', { name: 'Without' }).click();
    await expect(output).toHaveValue('PDw_Pz8-Pg');
  });

  await test.step('decodes Base64 to UTF-8 text', async () => {
    await openTool(page, '/base64-string-converter');
    await page.getByLabel('Base64 to decode', { exact: true }).fill('SGFuZHkgVG9vbHMg4pyT');
    await expect(page.getByLabel('Decoded text', { exact: true })).toHaveValue('Handy Tools ✓');
  });

  await test.step('names the problem in invalid Base64 and keeps the text', async () => {
    await openTool(page, '/base64-string-converter');
    const input = page.getByLabel('Base64 to decode', { exact: true });
    await input.fill('Zm9v!mFy');
    await expect(input).toHaveAccessibleDescription(/Invalid character "!" at position 5/);
    await expect(input).toHaveValue('Zm9v!mFy');
    await expect(page.getByLabel('Decoded text', { exact: true })).toHaveValue('');

    await input.fill('/w==');
    await expect(input).toHaveAccessibleDescription(/not valid UTF-8 text: byte 1 of 1 \(0xFF\)/);
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/base64-string-converter');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'URL-safe (- _)' }).click();
    await page.getByRole('button', { name: 'Without' }).click();
    const text = page.getByLabel('Text to encode', { exact: true });
    await text.fill('<<???>>');
    await page.getByLabel('Base64 to decode', { exact: true }).fill('Zm9vYmFy');
    const output = page.getByLabel('Base64 of the text', { exact: true });
    await expect(output).toHaveValue('PDw_Pz8-Pg');
    // Options in the query string, inputs not.
    await expect.poll(() => new URL(page.url()).searchParams.get('urlSafe')).toBe('true');
    expect(new URL(page.url()).searchParams.get('padding')).toBe('false');
    expect(page.url()).not.toContain('PDw');
    // Inputs are saved after a short pause.
    await expect.poll(() => savedState(page, 'base64-string-converter'), { intervals: STORAGE_POLL }).toContain('<<???>>');

    await reopenTool(page);
    await expect(text).toHaveValue('<<???>>');
    await expect(output).toHaveValue('PDw_Pz8-Pg');
    await expect(page.getByRole('button', { name: 'URL-safe (- _)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Decoded text', { exact: true })).toHaveValue('foobar');

    // "Copy link": options in the query, inputs in the fragment; opening it restores them over what is saved.
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).searchParams.get('urlSafe')).toBe('true');
    expect(new URL(link).hash).toMatch(/^#state=/);
    await text.fill('something else');
    await expect.poll(() => savedState(page, 'base64-string-converter'), { intervals: STORAGE_POLL }).toContain('something else');
    await openLink(page, link, { keepStorage: true });
    await expect(text).toHaveValue('<<???>>');
    await expect(output).toHaveValue('PDw_Pz8-Pg');
  });

  await test.step('every example loads into a visible result without an error', async () => {
    await openTool(page, '/base64-string-converter');
    const examples = page.getByRole('group', { name: 'Examples' });
    const encoded = page.getByLabel('Base64 of the text', { exact: true });
    // RFC 4648 §10: BASE64("foobar") = "Zm9vYmFy"; §5 alphabet without padding for "<<???>>".
    const cases: [string, () => Promise<void>][] = [
      ['Encode "foobar" (RFC 4648)', () => expect(encoded).toHaveValue('Zm9vYmFy')],
      ['Decode UTF-8 text', () => expect(page.getByLabel('Decoded text', { exact: true })).toHaveValue('Handy Tools ✓')],
      // A data URL (RFC 2397) whose payload is BASE64("Hello, world!").
      ['Decode a data URL', () => expect(page.getByLabel('Decoded text', { exact: true })).toHaveValue('Hello, world!')],
      ['URL-safe, no padding', () => expect(encoded).toHaveValue('PDw_Pz8-Pg')],
    ];
    await expect(examples.getByRole('button')).toHaveCount(cases.length);
    for (const [label, check] of cases) {
      await examples.getByRole('button', { name: label, exact: true }).click();
      await check();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByTestId('restore-notices')).toHaveCount(0);
    }
  });
});

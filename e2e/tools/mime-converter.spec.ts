import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('mime-converter: decodes RFC 2047 §8 examples and encodes UTF-8 encoded-words; names an unknown charset and keeps the text; state survives a reload and travels in a link', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('decodes RFC 2047 §8 examples and encodes UTF-8 encoded-words', async () => {
    await openTool(page, '/mime-converter');
    const encoded = page.getByLabel('Header with encoded-words', { exact: true });
    const decoded = page.getByLabel('Decoded text', { exact: true });
    // RFC 2047 §8: "=?ISO-8859-1?Q?Andr=E9?= Pirard" is "André Pirard"; adjacent words join.
    await encoded.fill('CC: =?ISO-8859-1?Q?Andr=E9?= Pirard');
    await expect(decoded).toHaveValue('CC: André Pirard');
    await encoded.fill('(=?ISO-8859-1?Q?a?= =?ISO-8859-1?Q?b?=)');
    await expect(decoded).toHaveValue('(ab)');

    // "Café" is 43 61 66 C3 A9 in UTF-8: Base64 "Q2Fmw6k=", Q "Caf=C3=A9".
    const text = page.getByLabel('Text to encode', { exact: true });
    const output = page.getByLabel('Encoded-words', { exact: true });
    await text.fill('Café');
    await expect(output).toHaveValue('=?UTF-8?B?Q2Fmw6k=?=');
    await page.getByRole('button', { name: 'Q (quoted-printable)' }).click();
    await expect(output).toHaveValue('=?UTF-8?Q?Caf=C3=A9?=');
  });

  await test.step('names an unknown charset and keeps the text', async () => {
    await openTool(page, '/mime-converter');
    const encoded = page.getByLabel('Header with encoded-words', { exact: true });
    await encoded.fill('Subject: =?X-UNKNOWN?Q?a?=');
    await expect(encoded).toHaveAccessibleDescription(/^Unknown charset "X-UNKNOWN" in the encoded-word at position 10/);
    await expect(encoded).toHaveValue('Subject: =?X-UNKNOWN?Q?a?=');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/mime-converter');
    await page.getByRole('button', { name: 'Q (quoted-printable)' }).click();
    const text = page.getByLabel('Text to encode', { exact: true });
    const output = page.getByLabel('Encoded-words', { exact: true });
    await text.fill('Jörg');
    await expect(output).toHaveValue('=?UTF-8?Q?J=C3=B6rg?=');
    await expect.poll(() => new URL(page.url()).searchParams.get('encoding')).toBe('Q');
    expect(page.url()).not.toContain('rg');
    await expect.poll(() => savedState(page, 'mime-converter'), { intervals: STORAGE_POLL }).toContain('Jörg');
    await reopenTool(page);
    await expect(text).toHaveValue('Jörg');
    await expect(output).toHaveValue('=?UTF-8?Q?J=C3=B6rg?=');
  });
});

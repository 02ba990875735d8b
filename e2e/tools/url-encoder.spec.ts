import { expect, test } from '../fixtures';
import { openTool } from '../support/tool-page';

test('url-encoder: percent-encodes UTF-8 text as you type (RFC 3986 §2.5); decodes percent-encoded text; names the position of a malformed escape', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('percent-encodes UTF-8 text as you type (RFC 3986 §2.5)', async () => {
    await openTool(page, '/url-encoder');
    // RFC 3986 §2.5: "À" is %C3%80 and KATAKANA LETTER A is %E3%82%A2; §2.1: space is %20.
    await page.getByLabel('Text to encode', { exact: true }).fill('À ア&b');
    await expect(page.getByLabel('Encoded text', { exact: true })).toHaveValue('%C3%80%20%E3%82%A2%26b');
    await page.getByRole('button', { name: "Strict RFC 3986 (also ! ' ( ) *)" }).click();
    await page.getByLabel('Text to encode', { exact: true }).fill("it's");
    await expect(page.getByLabel('Encoded text', { exact: true })).toHaveValue('it%27s');
    // ECMA-262 encodeURI keeps the URL's delimiters but encodes the brackets of an IPv6 host.
    await page.getByRole('button', { name: 'Like encodeURI (also encodes [ ])' }).click();
    await page.getByLabel('Text to encode', { exact: true }).fill('http://[::1]/a b');
    await expect(page.getByLabel('Encoded text', { exact: true })).toHaveValue('http://%5B::1%5D/a%20b');
  });

  await test.step('decodes percent-encoded text', async () => {
    await page.getByLabel('Text to decode', { exact: true }).fill('caf%C3%A9%20%E3%82%A2');
    await expect(page.getByLabel('Decoded text', { exact: true })).toHaveValue('café ア');
  });

  await test.step('names the position of a malformed escape', async () => {
    const input = page.getByLabel('Text to decode', { exact: true });
    await input.fill('%E0%A4%A');
    await expect(input).toHaveAccessibleDescription(
      'Incomplete percent-escape "%A" at position 7: "%" must be followed by two hexadecimal digits (0–9, A–F).',
    );
    await input.fill('a%ZZ');
    await expect(input).toHaveAccessibleDescription(/Invalid percent-escape "%ZZ" at position 2/);
    await expect(input).toHaveValue('a%ZZ');
  });
});

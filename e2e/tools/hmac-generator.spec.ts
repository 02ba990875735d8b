import { expect, test } from '../fixtures';
import { openTool, reopenTool, openLink, STORAGE_POLL, savedState } from '../support/tool-page';

test('hmac-generator: computes RFC 4231 and RFC 2202 HMACs as you type; names the position of a bad hex digit in the key and keeps the text; state survives a reload and travels in a link; the key is never kept', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('computes RFC 4231 and RFC 2202 HMACs as you type', async () => {
    await openTool(page, '/hmac-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Hmac generator' })).toBeVisible();
    const mac = page.getByLabel('HMAC', { exact: true });
    // RFC 4231 §4.3 (test case 2): key "Jefe", data "what do ya want for nothing?".
    await page.getByLabel('Message', { exact: true }).fill('what do ya want for nothing?');
    await page.getByLabel('Secret key', { exact: true }).fill('Jefe');
    await expect(mac).toHaveValue('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    await page.getByLabel('Hash function').selectOption('SHA-512');
    await expect(mac).toHaveValue(
      '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
    );
    // RFC 2202 §2 test case 1: HMAC-MD5, key 0x0b × 16, data "Hi There"; the key typed as hex.
    await page.getByLabel('Hash function').selectOption('MD5');
    await page.getByRole('group', { name: 'Key format' }).getByRole('button', { name: 'Hex' }).click();
    await page.getByLabel('Secret key', { exact: true }).fill('0b'.repeat(16));
    await page.getByLabel('Message', { exact: true }).fill('Hi There');
    await expect(mac).toHaveValue('9294727a3638bb1c13f48ef8158bfc9d');
    await page.getByRole('group', { name: 'Output format' }).getByRole('button', { name: 'Base64', exact: true }).click();
    await expect(mac).toHaveValue(Buffer.from('9294727a3638bb1c13f48ef8158bfc9d', 'hex').toString('base64'));
    // Base64url (RFC 4648 §5), unpadded as Node writes it.
    await page.getByRole('group', { name: 'Output format' }).getByRole('button', { name: 'Base64url', exact: true }).click();
    await expect(mac).toHaveValue(Buffer.from('9294727a3638bb1c13f48ef8158bfc9d', 'hex').toString('base64url'));
  });

  await test.step('names the position of a bad hex digit in the key and keeps the text', async () => {
    await openTool(page, '/hmac-generator');
    await page.getByRole('group', { name: 'Key format' }).getByRole('button', { name: 'Hex' }).click();
    const key = page.getByLabel('Secret key', { exact: true });
    await key.fill('0b0bzz');
    await expect(key).toHaveAccessibleDescription(/The key: "z" at position 5 is not a hexadecimal digit/);
    await expect(key).toHaveValue('0b0bzz');
    await expect(page.getByLabel('HMAC', { exact: true })).toHaveValue('');
  });

  await test.step('state survives a reload and travels in a link; the key is never kept', async () => {
    await openTool(page, '/hmac-generator');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByLabel('Hash function').selectOption('SHA3-256');
    await page.getByLabel('Message', { exact: true }).fill('Hi There');
    await page.getByLabel('Secret key', { exact: true }).fill('my-secret-key-123');
    await expect(page.getByLabel('HMAC', { exact: true })).toHaveValue(/^[0-9a-f]{64}$/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('algorithm')).toBe('SHA3-256');
    expect(page.url()).not.toContain('my-secret-key-123');


    await expect.poll(() => savedState(page, 'hmac-generator'), { intervals: STORAGE_POLL }).toContain('Hi There');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('my-secret-key-123');
    await reopenTool(page);
    // The page saved its inputs again as it left (pagehide): still no secret.
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('my-secret-key-123');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hi There');
    await expect(page.getByLabel('Hash function')).toHaveValue('SHA3-256');
    await expect(page.getByLabel('Secret key', { exact: true })).toHaveValue('');

    // "Copy link" asks about the secret; without it, the link carries the message and the option only.
    await page.getByLabel('Secret key', { exact: true }).fill('my-secret-key-123');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('button', { name: 'Copy without secrets' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(other.getByLabel('Message', { exact: true })).toHaveValue('Hi There');
    await expect(other.getByLabel('Hash function')).toHaveValue('SHA3-256');
    await expect(other.getByLabel('Secret key', { exact: true })).toHaveValue('');
  });
});

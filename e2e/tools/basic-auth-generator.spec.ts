import { expect, test } from '../fixtures';
import { openTool, reopenTool, openLink, STORAGE_POLL, savedState } from '../support/tool-page';

test('basic-auth-generator: RFC 7617 headers as you type; decoding and errors next to the fields; state and link, never the secrets', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('builds the RFC 7617 example headers as you type', async () => {
    await openTool(page, '/basic-auth-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Basic auth generator' })).toBeVisible();
    // RFC 7617 §2.
    await page.getByLabel('Username', { exact: true }).fill('Aladdin');
    await page.getByLabel('Password', { exact: true }).fill('open sesame');
    await expect(page.getByLabel('Authorization header', { exact: true })).toHaveValue('Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
    // RFC 7617 §2.1: UTF-8.
    await page.getByLabel('Username', { exact: true }).fill('test');
    await page.getByLabel('Password', { exact: true }).fill('123£');
    await expect(page.getByLabel('Header value', { exact: true })).toHaveValue('Basic dGVzdDoxMjPCow==');
  });

  await test.step('decodes a header and explains errors next to the fields', async () => {
    await openTool(page, '/basic-auth-generator');
    const header = page.getByLabel('Header to decode');
    await header.fill('Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
    await expect(page.getByLabel('Decoded username')).toHaveValue('Aladdin');
    await expect(page.getByLabel('Decoded password')).toHaveValue('open sesame');
    await header.fill('Basic QWxh!GRp');
    await expect(header).toHaveAccessibleDescription(/"!" at position 11 is not a Base64 character/);
    await expect(header).toHaveValue('Basic QWxh!GRp');

    const username = page.getByLabel('Username', { exact: true });
    await username.fill('ad:min');
    await expect(username).toHaveAccessibleDescription('The username may not contain ":" (RFC 7617 §2): found at position 3.');
    await expect(page.getByLabel('Authorization header', { exact: true })).toHaveValue('');
  });

  await test.step('state survives a reload and travels in a link; secrets are never kept', async () => {
    await openTool(page, '/basic-auth-generator');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByLabel('Show the password').check();
    await page.getByLabel('Username', { exact: true }).fill('Aladdin');
    await page.getByLabel('Password', { exact: true }).fill('open sesame');
    await page.getByLabel('Header to decode').fill('Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    expect(new URL(page.url()).searchParams.get('showPassword')).toBe('true');
    await expect.poll(() => savedState(page, 'basic-auth-generator'), { intervals: STORAGE_POLL }).toContain('Aladdin');
    const storage = await page.evaluate(() => JSON.stringify(localStorage));
    expect(storage).not.toContain('open sesame');
    expect(storage).not.toContain('QWxhZGRpbjpvcGVuIHNlc2FtZQ');
    await reopenTool(page);
    // The page saved its inputs again as it left (pagehide): still no secret.
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('open sesame');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('QWxhZGRpbjpvcGVuIHNlc2FtZQ');
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue('Aladdin');
    await expect(page.getByLabel('Show the password')).toBeChecked();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Header to decode')).toHaveValue('');
    await expect(page.getByLabel('Header value', { exact: true })).toHaveValue('Basic QWxhZGRpbjo=');

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(other.getByLabel('Username', { exact: true })).toHaveValue('Aladdin');
    await expect(other.getByLabel('Show the password')).toBeChecked();
  });
});

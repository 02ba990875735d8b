import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

// RFC 2617 §3.5 (password "Circle Of Life", method GET).
const RFC2617 =
  'Authorization: Digest username="Mufasa", realm="testrealm@host.com", nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093", uri="/dir/index.html", qop=auth, nc=00000001, cnonce="0a4f113b", response="6629fae49393a05397450978507c4ef1", opaque="5ccc069c403ebaf9f0171e9517f40e41"';

test('sip-auth: recomputes the RFC 2617 §3.5 response and says nothing is sent; explains a malformed header next to the field; state survives a reload and travels in a link; the password is never kept', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('recomputes the RFC 2617 §3.5 response and says nothing is sent', async () => {
    await openTool(page, '/sip-auth');
    await expect(page.getByRole('heading', { level: 1, name: 'SIP Authorization' })).toBeVisible();
    await expect(page.getByText('Everything is computed in your browser')).toBeVisible();
    await page.getByLabel('Authorization header').fill(RFC2617);
    await page.getByLabel('Method').fill('GET');
    await page.getByLabel('Password', { exact: true }).fill('Circle Of Life');
    await expect(page.getByRole('textbox', { name: 'Expected response' })).toHaveValue('6629fae49393a05397450978507c4ef1');
    await expect(page.getByLabel('Check', { exact: true })).toHaveValue(/^Match/);
    await expect(page.getByRole('table')).toContainText('testrealm@host.com');
    await page.getByLabel('Method').fill('REGISTER');
    await expect(page.getByLabel('Check', { exact: true })).toHaveValue(/^No match/);
    // The whole request: its request line says GET.
    await page.getByLabel('Authorization header').fill(`GET /dir/index.html HTTP/1.1\nHost: host.com\n${RFC2617}\n`);
    await expect(page.getByLabel('Method')).toHaveValue('GET');
    await expect(page.getByLabel('Check', { exact: true })).toHaveValue(/^Match/);
  });

  await test.step('explains a malformed header next to the field', async () => {
    await openTool(page, '/sip-auth');
    const header = page.getByLabel('Authorization header');
    await header.fill('Authorization: Digest username="Mufasa');
    await expect(header).toHaveAccessibleDescription(/The quoted value of "username" starting at position 32 has no closing quote\./);
    await header.fill('Digest username="a", realm="r", nonce="n", uri="u"');
    await expect(header).toHaveAccessibleDescription(/The header has no "response" parameter\./);
    await expect(page.getByRole('textbox', { name: 'Expected response' })).toHaveValue('');
  });

  await test.step('state survives a reload and travels in a link; the password is never kept', async () => {
    await openTool(page, '/sip-auth');
    await page.getByLabel('Method').fill('INVITE');
    await page.getByLabel('Authorization header').fill(RFC2617);
    await page.getByLabel('Password', { exact: true }).fill('Circle Of Life');
    await expect(page.getByRole('textbox', { name: 'HA1' })).toHaveValue(/^[0-9a-f]{32}$/);
    expect(new URL(page.url()).searchParams.get('method')).toBe('INVITE');
    await expect
      .poll(() => savedState(page, 'sip-auth'), { intervals: STORAGE_POLL })
      .toContain(JSON.stringify(RFC2617).slice(1, -1));
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('Circle Of Life');
    await reopenTool(page);
    // The page saved its inputs again as it left (pagehide): still no secret.
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('Circle Of Life');
    await expect(page.getByLabel('Method')).toHaveValue('INVITE');
    await expect(page.getByLabel('Authorization header')).toHaveValue(RFC2617);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'HA2' })).toHaveValue(/^[0-9a-f]{32}$/);
  });
});

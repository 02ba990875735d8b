import { expect, test } from '../fixtures';

// RFC 2617 §3.5 (password "Circle Of Life", method GET).
const RFC2617 =
  'Authorization: Digest username="Mufasa", realm="testrealm@host.com", nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093", uri="/dir/index.html", qop=auth, nc=00000001, cnonce="0a4f113b", response="6629fae49393a05397450978507c4ef1", opaque="5ccc069c403ebaf9f0171e9517f40e41"';

test.beforeEach(async ({ page }) => {
  await page.goto('/sip-auth');
});

test('recomputes the RFC 2617 §3.5 response and says nothing is sent', async ({ page }) => {
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
});

test('explains a malformed header next to the field', async ({ page }) => {
  const header = page.getByLabel('Authorization header');
  await header.fill('Authorization: Digest username="Mufasa');
  await expect(header).toHaveAccessibleDescription(/The quoted value of "username" starting at position 32 has no closing quote\./);
  await header.fill('Digest username="a", realm="r", nonce="n", uri="u"');
  await expect(header).toHaveAccessibleDescription(/The header has no "response" parameter\./);
  await expect(page.getByRole('textbox', { name: 'Expected response' })).toHaveValue('');
});

test('sip-auth: state survives a reload and travels in a link; the password is never kept', async ({ page }) => {
  await page.getByLabel('Method').fill('INVITE');
  await page.getByLabel('Authorization header').fill(RFC2617);
  await page.getByLabel('Password', { exact: true }).fill('Circle Of Life');
  await expect(page.getByRole('textbox', { name: 'HA1' })).toHaveValue(/^[0-9a-f]{32}$/);
  expect(new URL(page.url()).searchParams.get('method')).toBe('INVITE');
  await page.waitForTimeout(400); // inputs are saved 250 ms after the last change
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('Circle Of Life');
  await page.reload();
  await expect(page.getByLabel('Method')).toHaveValue('INVITE');
  await expect(page.getByLabel('Authorization header')).toHaveValue(RFC2617);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'HA2' })).toHaveValue(/^[0-9a-f]{32}$/);
});

import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// RFC 7519 §3.1 example JWT, signed (HS256) with the RFC 7515 Appendix A.1 key.
const RFC7519_TOKEN =
  'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const A1_KEY = 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow';

test('jwt-parser: decodes and verifies the RFC 7519 example, notices it expired; RS256 example with its JWK verifies; a malformed token names its segment; the token survives a reload, the secret does not', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('decodes and verifies the RFC 7519 example, notices it expired', async () => {
    await openTool(page, '/jwt-parser');
    await page.getByLabel('JWT', { exact: true }).fill(RFC7519_TOKEN);
    await expect(page.getByLabel('Header', { exact: true })).toHaveValue('{\n  "typ": "JWT",\n  "alg": "HS256"\n}');
    await expect(page.getByLabel('Payload', { exact: true })).toHaveValue(
      '{\n  "iss": "joe",\n  "exp": 1300819380,\n  "http://example.com/is_root": true\n}',
    );
    const claims = page.getByRole('table', { name: 'Registered claims' });
    await expect(claims.getByRole('row', { name: /exp/ })).toContainText('2011-03-22T18:43:00.000Z');
    await expect(page.getByRole('status').filter({ hasText: 'Expired' })).toContainText(
      'Expired: the token expired on 2011-03-22T18:43:00.000Z.',
    );
    const status = page.getByLabel('Signature status');
    await expect(status).toHaveText('Enter the secret to verify the signature: HS256');
    await page.getByRole('button', { name: 'Base64url' }).click();
    await page.getByLabel('Secret', { exact: true }).fill(A1_KEY);
    await expect(status).toHaveText('Signature verified (HS256)');
    await page.getByLabel('Secret', { exact: true }).fill(A1_KEY.replace('A', 'B'));
    await expect(status).toHaveText('Signature does not match (HS256)');
  });

  await test.step('RS256 example with its JWK verifies; a malformed token names its segment', async () => {
    await openTool(page, '/jwt-parser');
    await page.getByRole('button', { name: 'RFC 7515 A.2 (RS256, JWK public key)' }).click();
    await expect(page.getByLabel('Signature status')).toHaveText('Signature verified (RS256)');
    const jwt = page.getByLabel('JWT', { exact: true });
    // 20 characters of header, a dot, 27 of payload: the "*" is character 49.
    await jwt.fill('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0*.abc');
    await expect(page.getByRole('alert')).toHaveText('Payload (segment 2) is not Base64url: character "*" at position 49 of the token.');
    await expect(jwt).toHaveValue('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0*.abc');
  });

  await test.step('the token survives a reload, the secret does not', async () => {
    await openTool(page, '/jwt-parser');
    await page.getByLabel('JWT', { exact: true }).fill(RFC7519_TOKEN);
    await page.getByRole('button', { name: 'Base64url' }).click();
    await page.getByLabel('Secret', { exact: true }).fill(A1_KEY);
    await expect(page.getByLabel('Signature status')).toHaveText('Signature verified (HS256)');
    await expect.poll(() => new URL(page.url()).searchParams.get('secretEncoding')).toBe('base64url');
    await expect.poll(() => savedState(page, 'jwt-parser'), { intervals: STORAGE_POLL }).toContain('eyJ0eXAiOiJKV1Qi');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(A1_KEY);
    expect(page.url()).not.toContain(A1_KEY);
    await reopenTool(page);
    await expect(page.getByLabel('JWT', { exact: true })).toHaveValue(RFC7519_TOKEN);
    await expect(page.getByRole('button', { name: 'Base64url' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Secret', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Signature status')).toHaveText('Enter the secret to verify the signature: HS256');
  });
});

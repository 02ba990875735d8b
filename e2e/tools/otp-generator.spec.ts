import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// RFC 4226 Appendix D / RFC 6238 Appendix B secret "12345678901234567890", in Base32 (RFC 4648).
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

// A page of its own: the TOTP step installs a fake clock, which would outlive the test on the shared page.
test('otp-generator: HOTP gives the RFC 4226 Appendix D values and checks a code; TOTP gives the RFC 6238 Appendix B values at 1111111111 s (T in decimal and hex, previous code, hex secret); a random secret, and a bad Base32 secret shows where it is wrong; state survives a reload and travels in the URL, the secret never does', { tag: '@fresh-page' }, async ({
  page,
}) => {
  test.setTimeout(120_000); // the steps' budgets, summed
  await test.step('HOTP gives the RFC 4226 Appendix D values and checks a code', async () => {
    await openTool(page, '/otp-generator');
    await page.getByRole('button', { name: 'HOTP (counter-based)' }).click();
    await page.getByLabel('Secret (Base32)').fill(RFC_SECRET);
    await expect(page.getByLabel('Current code', { exact: true })).toHaveText('755224');
    await expect(page.getByLabel('Next code', { exact: true })).toHaveText('287082');
    await page.getByLabel('Counter').fill('3');
    await expect(page.getByLabel('Current code', { exact: true })).toHaveText('969429');
    await page.getByLabel('Code to check').fill('338314');
    await expect(page.getByLabel('Check result')).toHaveText('Valid: matches the next code');
    await page.getByLabel('Code to check').fill('162583');
    await expect(page.getByLabel('Check result')).toHaveText(/^Not valid/);
    await expect(page.getByLabel('otpauth URI', { exact: true })).toHaveValue(
      `otpauth://hotp/Handy%20Tools:user%40example.com?issuer=Handy%20Tools&secret=${RFC_SECRET}&algorithm=SHA1&digits=6&counter=3`,
    );
    await expect(page.getByRole('img', { name: 'QR code of the otpauth URI' })).toHaveAttribute('src', /^data:image\/svg\+xml/);
  });

  await test.step('TOTP gives the RFC 6238 Appendix B values at 1111111111 s: T and its hex, the previous code (T − 1 = the 1111111109 row), the secret in hex', async () => {
    await page.clock.setFixedTime(new Date(1111111111 * 1000));
    await openTool(page, '/otp-generator');
    await page.getByLabel('Secret (Base32)').fill(RFC_SECRET);
    await page.getByLabel('Digits').selectOption('8');
    // RFC 6238 Appendix B, SHA-1: 1111111111 → T = 00000000023523ED, 14050471; 1111111109 (T − 1) → 07081804.
    await expect(page.getByLabel('Current code', { exact: true })).toHaveText('14050471');
    await expect(page.getByLabel('Previous code', { exact: true })).toHaveText('07081804');
    await expect(page.getByLabel('Unix time', { exact: true })).toHaveText('1111111111');
    await expect(page.getByLabel('Time step T', { exact: true })).toHaveText('37037037');
    await expect(page.getByLabel('Time step T in hex', { exact: true })).toHaveText('00000000023523ED');
    await expect(page.getByLabel('Seconds left')).toHaveText('29');
    // The same secret in hex: RFC 6238 Appendix A's seed, ASCII "12345678901234567890"; same codes.
    await page.getByRole('button', { name: 'Hex', exact: true }).click();
    await expect(page.getByLabel('Secret (hex)')).toHaveValue('3132333435363738393031323334353637383930');
    await expect(page.getByLabel('Current code', { exact: true })).toHaveText('14050471');
  });

  await test.step('a random secret, and a bad Base32 secret shows where it is wrong', async () => {
    await openTool(page, '/otp-generator');
    const secret = page.getByLabel('Secret (Base32)');
    await expect(secret).toHaveValue(/^[A-Z2-7]{32}$/);
    const first = await secret.inputValue();
    await page.getByRole('button', { name: 'Random secret' }).click();
    await expect(secret).not.toHaveValue(first);
    await expect(page.getByLabel('Current code', { exact: true })).toHaveText(/^[0-9]{6}$/);
    await secret.fill('JBSWY3DPEHPK3PX1');
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid Base32 secret: character "1" at position 16. Base32 uses the letters A–Z and the digits 2–7.',
    );
    await expect(secret).toHaveValue('JBSWY3DPEHPK3PX1');
    await expect(page.getByLabel('Current code', { exact: true })).toHaveText('—');
    await page.getByRole('button', { name: 'Random secret' }).click();
    await page.getByLabel('Issuer').fill('ACME:Corp');
    await expect(page.getByRole('alert')).toHaveText(
      'The issuer cannot contain a colon (":"), which separates it from the account name in the URI.',
    );
    await expect(page.getByRole('alert')).toHaveCount(1);
  });

  await test.step('state survives a reload and travels in the URL, the secret never does', async () => {
    await openTool(page, '/otp-generator');
    await page.getByRole('button', { name: 'HOTP (counter-based)' }).click();
    await page.getByLabel('Algorithm').selectOption('SHA256');
    await page.getByLabel('Account name').fill('bob@example.org');
    await page.getByLabel('Secret (Base32)').fill(RFC_SECRET);
    await expect.poll(() => new URL(page.url()).searchParams.get('algorithm')).toBe('SHA256');
    expect(new URL(page.url()).searchParams.get('type')).toBe('hotp');
    expect(page.url()).not.toContain(RFC_SECRET);
    // Inputs are remembered (after a short debounce); the secret is not.
    await expect.poll(() => savedState(page, 'otp-generator'), { intervals: STORAGE_POLL }).toContain('bob@example.org');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(RFC_SECRET);
    await reopenTool(page);
    await expect(page.getByLabel('Algorithm')).toHaveValue('SHA256');
    await expect(page.getByRole('button', { name: 'HOTP (counter-based)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Account name')).toHaveValue('bob@example.org');
    // The secret was not kept: a new random one is drawn.
    await expect(page.getByLabel('Secret (Base32)')).toHaveValue(/^[A-Z2-7]{32}$/);
    await expect(page.getByLabel('Secret (Base32)')).not.toHaveValue(RFC_SECRET);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(RFC_SECRET);
  });
});

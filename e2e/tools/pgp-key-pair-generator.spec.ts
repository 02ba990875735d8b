import { readKey } from 'openpgp';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('pgp-key-pair-generator: a Curve25519 key pair that OpenPGP.js reads back with our fingerprint, downloaded as .asc; a bad e-mail is named; settings survive a reload, the passphrase is never saved', async ({ page }) => {
  test.setTimeout(60_000); // the steps' budgets, summed, on a busy machine
  const publicKey = () => page.getByRole('textbox', { name: 'Public key', exact: true });

  await test.step('generates a key pair in the worker; the public key reads back with the fingerprint shown', async () => {
    await openTool(page, '/pgp-key-pair-generator');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Alice Example');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('alice@example.com');
    await page.getByLabel('Passphrase', { exact: true }).fill('correct horse');
    await expect(page.getByLabel('User ID', { exact: true })).toHaveText('Alice Example <alice@example.com>');
    await expect(publicKey()).toHaveValue(/^-----BEGIN PGP PUBLIC KEY BLOCK-----/);
    await expect(page.getByRole('textbox', { name: 'Private key', exact: true })).toHaveValue(/^-----BEGIN PGP PRIVATE KEY BLOCK-----/);
    await expect(page.getByRole('textbox', { name: 'Revocation certificate', exact: true })).toHaveValue(/This is a revocation certificate/);
    const key = await readKey({ armoredKey: await publicKey().inputValue() });
    const fingerprint = key.getFingerprint().toUpperCase();
    await expect(page.getByLabel('Fingerprint', { exact: true })).toHaveText(`${fingerprint.slice(0, 20).replace(/(.{4})(?!$)/g, '$1 ')}  ${fingerprint.slice(20).replace(/(.{4})(?!$)/g, '$1 ')}`);
    await expect(page.getByLabel('Key ID', { exact: true })).toHaveText(fingerprint.slice(-16));
    expect(key.getUserIDs()).toEqual(['Alice Example <alice@example.com>']);
    expect(key.getAlgorithmInfo().algorithm).toBe('eddsaLegacy');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download public key' }).click();
    expect((await download).suggestedFilename()).toBe(`alice_example.com-0x${fingerprint.slice(-8)}-public.asc`);
  });

  await test.step('a bad e-mail address is named next to the field', async () => {
    const emailField = page.getByRole('textbox', { name: 'E-mail', exact: true });
    await emailField.fill('alice at example');
    await expect(emailField).toHaveAccessibleDescription(/"alice at example" is not an e-mail address/);
    await expect(page.getByRole('button', { name: 'Generate a new key pair' }).or(page.getByRole('button', { name: 'Generate key pair' }))).toBeDisabled();
  });

  await test.step('settings survive a reload; the passphrase is never saved', async () => {
    await openTool(page, '/pgp-key-pair-generator');
    await page.getByRole('combobox', { name: 'Algorithm' }).selectOption('rsa3072');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Bob');
    await page.getByLabel('Passphrase', { exact: true }).fill('s3cret-pass');
    await expect(page.getByText('RSA keys take a few seconds: press Generate.')).toBeVisible();
    await expect.poll(() => savedState(page, 'pgp-key-pair-generator'), { intervals: STORAGE_POLL }).toContain('"Bob"');
    expect(await savedState(page, 'pgp-key-pair-generator')).not.toContain('s3cret-pass');
    await reopenTool(page);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Bob');
    await expect(page.getByRole('combobox', { name: 'Algorithm' })).toHaveValue('rsa3072');
    await expect(page.getByLabel('Passphrase', { exact: true })).toHaveValue('');
  });
});

import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// From Ansible's own unit tests (test/units/parsing/vault/test_vault.py, test_decrypt_and_get_vault_id):
// "foo bar\n", vault ID "ansible_devel", password "ansible".
const VAULT_1_2 = `$ANSIBLE_VAULT;1.2;AES256;ansible_devel
65616435333934613466373335363332373764363365633035303466643439313864663837393234
3330656363343637313962633731333237313636633534630a386264363438363362326132363239
39363166646664346264383934393935653933316263333838386362633534326664646166663736
6462303664383765650a356637643633366663643566353036303162386237336233393065393164
6264`;

test('ansible-vault-crypt-decrypt: decrypts Ansible’s test vault and what it encrypts; wrong password and malformed vault; state and link, never the password', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('decrypts Ansible’s test vault, and what it encrypts decrypts back', async () => {
    await openTool(page, '/ansible-vault-crypt-decrypt');
    await page.getByLabel('Vault', { exact: true }).fill(VAULT_1_2);
    await expect(page.getByLabel('Vault details', { exact: true })).toHaveText(
      'Format 1.2, AES256, vault ID "ansible_devel"; salt 32 bytes, ciphertext 16 bytes.',
    );
    await page.getByLabel('Vault password', { exact: true }).fill('ansible');
    await expect(page.getByLabel('Decrypted text', { exact: true })).toHaveValue('foo bar\n');

    await page.getByRole('button', { name: 'Encrypt', exact: true }).click();
    await page.getByLabel('Text to encrypt', { exact: true }).fill('db_password: s3cr3t');
    await page.getByLabel('Vault ID (optional)', { exact: true }).fill('prod');
    const output = page.getByLabel('Encrypted vault', { exact: true });
    await expect(output).toHaveValue(/^\$ANSIBLE_VAULT;1\.2;AES256;prod\n([0-9a-f]{80}\n)+[0-9a-f]{1,80}\n$/);
    const vault = await output.inputValue();
    await page.getByRole('button', { name: 'Decrypt', exact: true }).click();
    await page.getByLabel('Vault', { exact: true }).fill(vault);
    await expect(page.getByLabel('Decrypted text', { exact: true })).toHaveValue('db_password: s3cr3t');
  });

  await test.step('wrong password and a malformed vault show a message', async () => {
    await openTool(page, '/ansible-vault-crypt-decrypt');
    await page.getByLabel('Vault', { exact: true }).fill(VAULT_1_2);
    await page.getByLabel('Vault password', { exact: true }).fill('wrong');
    await expect(page.getByRole('alert')).toHaveText('Wrong password or corrupted vault: the HMAC does not match.');
    await expect(page.getByLabel('Decrypted text', { exact: true })).toHaveValue('');
    await page.getByLabel('Vault', { exact: true }).fill(VAULT_1_2.replace('6462303664', '64623036zz'));
    await expect(page.getByRole('alert')).toHaveText('Line 5, column 9: "z" is not a hex digit.');
  });

  await test.step('state survives a reload and travels in a link; the password does not', async () => {
    await openTool(page, '/ansible-vault-crypt-decrypt');
    await page.getByRole('button', { name: 'Encrypt', exact: true }).click();
    await page.getByLabel('Text to encrypt', { exact: true }).fill('remember me');
    await page.getByLabel('Vault password', { exact: true }).fill('pw-not-stored-42');
    await expect.poll(() => new URL(page.url()).searchParams.get('mode')).toBe('encrypt');
    await expect.poll(() => savedState(page, 'ansible-vault-crypt-decrypt'), { intervals: STORAGE_POLL }).toContain('remember me');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('pw-not-stored-42');
    await reopenTool(page);
    await expect(page.getByLabel('Text to encrypt', { exact: true })).toHaveValue('remember me');
    await expect(page.getByRole('button', { name: 'Encrypt', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Vault password', { exact: true })).toHaveValue('');
  });
});

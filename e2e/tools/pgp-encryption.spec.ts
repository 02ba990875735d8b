import { createMessage, decrypt, encrypt, generateKey, readKey, readMessage, readPrivateKey } from 'openpgp';
import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('pgp-encryption: encrypts to a key that OpenPGP.js then decrypts, and decrypts what OpenPGP.js encrypted with the signature checked; the wrong key is named; the inputs survive a reload and travel in a link, the private key never does', async ({ page, context }) => {
  test.setTimeout(60_000); // the steps' budgets, summed, on a busy machine
  // Unprotected Curve25519 keys made here, outside the page (OpenPGP.js in Node).
  const alice = await generateKey({ type: 'ecc', curve: 'curve25519Legacy', userIDs: [{ name: 'Alice', email: 'alice@example.com' }], format: 'armored' });
  const bob = await generateKey({ type: 'ecc', curve: 'curve25519Legacy', userIDs: [{ name: 'Bob', email: 'bob@example.com' }], format: 'armored' });
  const aliceFingerprint = (await readKey({ armoredKey: alice.publicKey })).getFingerprint().toUpperCase();
  const output = (name: string) => page.getByRole('textbox', { name, exact: true });

  await test.step('encrypts to a public key (details shown); OpenPGP.js decrypts it', async () => {
    await openTool(page, '/pgp-encryption');
    await output('Message to encrypt').fill('Meet me at noon.');
    await output("Recipients' public keys").fill(alice.publicKey);
    await expect(page.getByLabel(`Fingerprint of ${aliceFingerprint.slice(-16)}`)).toHaveText(`${aliceFingerprint.slice(0, 20).replace(/(.{4})(?!$)/g, '$1 ')}  ${aliceFingerprint.slice(20).replace(/(.{4})(?!$)/g, '$1 ')}`);
    await expect(output('Encrypted message')).toHaveValue(/^-----BEGIN PGP MESSAGE-----/);
    const { data } = await decrypt({ message: await readMessage({ armoredMessage: await output('Encrypted message').inputValue() }), decryptionKeys: await readPrivateKey({ armoredKey: alice.privateKey }) });
    expect(data).toBe('Meet me at noon.');
  });

  const signed = await encrypt({
    message: await createMessage({ text: 'From Bob, signed.' }),
    encryptionKeys: await readKey({ armoredKey: alice.publicKey }),
    signingKeys: await readPrivateKey({ armoredKey: bob.privateKey }),
  });

  await test.step('decrypts a message OpenPGP.js encrypted and signed, and checks the signature; the wrong key is named', async () => {
    await page.getByRole('button', { name: 'Decrypt', exact: true }).click();
    await output('Encrypted message').fill(signed);
    await output('Your private key').fill(alice.privateKey);
    await output("Sender's public key (optional, checks the signature)").fill(bob.publicKey);
    await expect(output('Decrypted text')).toHaveValue('From Bob, signed.');
    await expect(page.getByRole('status').filter({ hasText: 'Good signature' })).toContainText('Bob <bob@example.com>');
    await output('Your private key').fill(bob.privateKey);
    await expect(output('Your private key')).toHaveAccessibleDescription(/This private key cannot decrypt the message: it was encrypted to key ID/);
  });

  await test.step('inputs survive a reload and travel in a link; the private key never does', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await expect.poll(() => savedState(page, 'pgp-encryption'), { intervals: STORAGE_POLL }).toContain('BEGIN PGP MESSAGE');
    expect(await savedState(page, 'pgp-encryption')).not.toContain('PRIVATE KEY');
    await reopenTool(page);
    await expect(output('Encrypted message')).toHaveValue(signed);
    await expect(output('Your private key')).toHaveValue('');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByRole('button', { name: 'Decrypt', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(output('Encrypted message')).toHaveValue(signed);
  });
});

import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

// trezor/python-mnemonic vectors.json (BIP-39 reference vectors), English vector 1, passphrase "TREZOR".
const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const SEED =
  'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04';

test('bip39-generator: random mnemonics; the reference vector from entropy to seed and in Japanese; mistyped word and bad checksum; settings in the URL, never the mnemonic', async ({
  page,
}) => {
  test.setTimeout(120_000); // the steps' budgets, summed
  await test.step('a random 12-word mnemonic on load, 24 words on demand', async () => {
    await openTool(page, '/bip39-generator');
    const mnemonic = page.getByLabel('Mnemonic', { exact: true });
    await expect(mnemonic).toHaveValue(/^([a-z]+ ){11}[a-z]+$/);
    await expect(page.getByLabel('Entropy (hex)')).toHaveValue(/^[0-9a-f]{32}$/);
    await expect(page.getByRole('status').filter({ hasText: 'Valid mnemonic' })).toBeVisible();
    await page.getByRole('button', { name: '24', exact: true }).click();
    await page.getByRole('button', { name: 'Generate a new mnemonic' }).click();
    await expect(mnemonic).toHaveValue(/^([a-z]+ ){23}[a-z]+$/);
    await expect(page.getByLabel('Entropy (hex)')).toHaveValue(/^[0-9a-f]{64}$/);
  });

  await test.step('entropy → mnemonic → seed match the reference vector', async () => {
    await openTool(page, '/bip39-generator');
    await page.getByLabel('Entropy (hex)').fill('00000000000000000000000000000000');
    await expect(page.getByLabel('Mnemonic', { exact: true })).toHaveValue(MNEMONIC);
    await page.getByLabel('Passphrase (optional)').fill('TREZOR');
    await expect(page.getByLabel('Seed (hex)')).toHaveValue(SEED);
    // The same entropy in the Japanese list, and back.
    await page.getByLabel('Word list').selectOption('japanese');
    // Words joined by ideographic spaces (BIP-39, Japanese); compared in NFKD, the form the word list uses.
    const japanese = `${'あいこくしん\u3000'.repeat(11)}あおぞら`.normalize('NFKD');
    await expect.poll(async () => (await page.getByLabel('Mnemonic', { exact: true }).inputValue()).normalize('NFKD')).toBe(japanese);
    await expect(page.getByLabel('Entropy (hex)')).toHaveValue('00000000000000000000000000000000');
  });

  await test.step('a mistyped word or a bad checksum shows a message', async () => {
    await openTool(page, '/bip39-generator');
    const mnemonic = page.getByLabel('Mnemonic', { exact: true });
    await mnemonic.fill(MNEMONIC.replace('about', 'abaut'));
    await expect(page.getByRole('alert')).toHaveText('Word 12 ("abaut") is not in the word list. Check the spelling and the language.');
    await mnemonic.fill(MNEMONIC.replace('about', 'abandon'));
    await expect(page.getByRole('alert')).toHaveText(/^Invalid checksum/);
    await expect(mnemonic).toHaveValue(MNEMONIC.replace('about', 'abandon'));
    await expect(page.getByLabel('Seed (hex)')).toHaveValue('');
  });

  await test.step('settings survive a reload and travel in the URL, the mnemonic never does', async () => {
    await openTool(page, '/bip39-generator');
    await page.getByRole('button', { name: '18', exact: true }).click();
    await page.getByLabel('Mnemonic', { exact: true }).fill(MNEMONIC);
    await page.getByLabel('Passphrase (optional)').fill('TREZOR');
    await expect(page.getByLabel('Seed (hex)')).toHaveValue(SEED);
    await expect.poll(() => new URL(page.url()).searchParams.get('wordCount')).toBe('18');
    expect(decodeURIComponent(page.url())).not.toContain('abandon');
    await reopenTool(page);
    await expect(page.getByRole('button', { name: '18', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Mnemonic', { exact: true })).toHaveValue(/^([a-z]+ ){17}[a-z]+$/);
    await expect(page.getByLabel('Mnemonic', { exact: true })).not.toHaveValue(MNEMONIC);
    await expect(page.getByLabel('Passphrase (optional)')).toHaveValue('');
    const storage = await page.evaluate(() => JSON.stringify(localStorage));
    expect(storage).not.toContain('abandon');
    expect(storage).not.toContain('TREZOR');
  });
});

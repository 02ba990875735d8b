import { expect, test } from '../fixtures';

test('token-generator: letters and digits by default, with entropy, refreshed on demand', async ({ page }) => {
  await page.goto('/token-generator');
  const token = page.getByLabel('Token', { exact: true });
  await expect(token).toHaveValue(/^[A-Za-z0-9]{64}$/);
  // 64 × log2(62) = 381.07 bits
  await expect(page.getByLabel('Entropy', { exact: true })).toHaveText('381.1 bits');
  const first = await token.inputValue();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(token).not.toHaveValue(first);
  await expect(token).toHaveValue(/^[A-Za-z0-9]{64}$/);
});

test('token-generator: chosen sets, length and look-alikes', async ({ page }) => {
  await page.goto('/token-generator');
  const token = page.getByLabel('Token', { exact: true });
  await page.getByLabel('Uppercase (A–Z)').uncheck();
  await page.getByLabel('Lowercase (a–z)').uncheck();
  await page.getByLabel('Length').fill('512');
  await expect(token).toHaveValue(/^[0-9]{512}$/);
  // 512 × log2(10) = 1700.8 bits
  await expect(page.getByLabel('Entropy', { exact: true })).toHaveText('1700.8 bits');
  await page.getByLabel(/^Exclude look-alike characters/).check();
  await expect(token).toHaveValue(/^[2-9]{512}$/);
  await page.getByLabel('Symbols (!#$%…)').check();
  await expect(token).toHaveValue(/^[2-9!"#$%&()*+,\-./:;<=>?@[\\\]^_{}~]{512}$/);
});

test('token-generator: no character set or a bad length shows a message', async ({ page }) => {
  await page.goto('/token-generator');
  for (const name of ['Uppercase (A–Z)', 'Lowercase (a–z)', 'Numbers (0–9)']) await page.getByLabel(name).uncheck();
  await expect(page.getByRole('alert')).toHaveText('Choose at least one character set: uppercase, lowercase, numbers or symbols.');
  await expect(page.getByLabel('Token', { exact: true })).toHaveValue('');
  await page.getByLabel('Numbers (0–9)').check();
  await page.getByLabel('Length').fill('0');
  await expect(page.getByRole('alert')).toHaveText('Length must be a whole number from 1 to 512 (got 0).');
  await expect(page.getByLabel('Length')).toHaveValue('0');
});

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

test('token-generator: settings survive a reload and travel in a link, the token never does', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/token-generator');
  await page.getByLabel('Uppercase (A–Z)').uncheck();
  await page.getByLabel('Symbols (!#$%…)').check();
  await page.getByLabel('Length').fill('40');
  const token = page.getByLabel('Token', { exact: true });
  await expect(token).toHaveValue(/^[a-z0-9!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]{40}$/);
  const secret = await token.inputValue();
  // Options in the query string; the token nowhere.
  await expect.poll(() => new URL(page.url()).searchParams.get('length')).toBe('40');
  const query = new URL(page.url()).searchParams;
  expect(query.get('uppercase')).toBe('false');
  expect(query.get('symbols')).toBe('true');
  expect(decodeURIComponent(page.url())).not.toContain(secret);
  // "Copy link" holds the settings, not the token, and asks nothing (the state holds no secret).
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).searchParams.get('length')).toBe('40');
  expect(decodeURIComponent(link)).not.toContain(secret);
  expect(new URL(link).hash).toBe('');
  const storage = await page.evaluate(() => JSON.stringify(localStorage));
  expect(storage).not.toContain(secret);

  await page.reload();
  await expect(page.getByLabel('Length')).toHaveValue('40');
  await expect(page.getByLabel('Uppercase (A–Z)')).not.toBeChecked();
  await expect(page.getByLabel('Symbols (!#$%…)')).toBeChecked();
  await expect(token).toHaveValue(/^[a-z0-9!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]{40}$/);
  // A new token: the old one was not kept anywhere.
  await expect(token).not.toHaveValue(secret);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(secret);
});

test('token-generator: every example loads into a visible result without an error', async ({ page }) => {
  await page.goto('/token-generator');
  const examples = page.getByRole('group', { name: 'Examples' });
  const token = page.getByLabel('Token', { exact: true });
  const entropy = page.getByLabel('Entropy', { exact: true });
  // Entropy = length × log2(alphabet size): 62 letters and digits, 94 printable ASCII, 62 − 6 look-alikes (I l 1 O 0 o), 10 digits.
  const cases: [string, RegExp, number][] = [
    ['64 letters and digits', /^[A-Za-z0-9]{64}$/, 64 * Math.log2(62)],
    ['32 with symbols', /^[!-~]{32}$/, 32 * Math.log2(94)],
    ['12 easy to read', /^[A-HJ-NP-Za-km-np-z2-9]{12}$/, 12 * Math.log2(56)],
    ['6-digit code', /^[0-9]{6}$/, 6 * Math.log2(10)],
  ];
  await expect(examples.getByRole('button')).toHaveCount(cases.length);
  for (const [label, shape, bits] of cases) {
    await examples.getByRole('button', { name: label, exact: true }).click();
    await expect(token).toHaveValue(shape);
    await expect(entropy).toHaveText(`${bits.toFixed(1)} bits`);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('restore-notices')).toHaveCount(0);
  }
});

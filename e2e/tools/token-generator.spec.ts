import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

test('token-generator: letters and digits by default, with entropy, refreshed on demand; chosen sets, length and look-alikes; no character set or a bad length shows a message; settings survive a reload and travel in a link, the token never does; every example loads into a visible result without an error', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000); // the steps' budgets, summed
  await test.step('letters and digits by default, with entropy, refreshed on demand', async () => {
    await openTool(page, '/token-generator');
    const token = page.getByLabel('Token', { exact: true });
    await expect(token).toHaveValue(/^[A-Za-z0-9]{64}$/);
    // 64 × log2(62) = 381.07 bits
    await expect(page.getByLabel('Entropy', { exact: true })).toHaveText('381.1 bits');
    const first = await token.inputValue();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(token).not.toHaveValue(first);
    await expect(token).toHaveValue(/^[A-Za-z0-9]{64}$/);
  });

  await test.step('chosen sets, length and look-alikes', async () => {
    await openTool(page, '/token-generator');
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

  await test.step('no character set or a bad length shows a message', async () => {
    await openTool(page, '/token-generator');
    for (const name of ['Uppercase (A–Z)', 'Lowercase (a–z)', 'Numbers (0–9)']) await page.getByLabel(name).uncheck();
    await expect(page.getByRole('alert')).toHaveText('Choose at least one character set: uppercase, lowercase, numbers or symbols.');
    await expect(page.getByLabel('Token', { exact: true })).toHaveValue('');
    await page.getByLabel('Numbers (0–9)').check();
    await page.getByLabel('Length').fill('0');
    await expect(page.getByRole('alert')).toHaveText('Length must be a whole number from 1 to 512 (got 0).');
    await expect(page.getByLabel('Length')).toHaveValue('0');
  });

  await test.step('settings survive a reload and travel in a link, the token never does', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/token-generator');
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

    await reopenTool(page);
    await expect(page.getByLabel('Length')).toHaveValue('40');
    await expect(page.getByLabel('Uppercase (A–Z)')).not.toBeChecked();
    await expect(page.getByLabel('Symbols (!#$%…)')).toBeChecked();
    await expect(token).toHaveValue(/^[a-z0-9!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]{40}$/);
    // A new token: the old one was not kept anywhere.
    await expect(token).not.toHaveValue(secret);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(secret);
  });

  await test.step('every example loads into a visible result without an error', async () => {
    await openTool(page, '/token-generator');
    const examples = page.getByRole('group', { name: 'Examples' });
    const entropy = page.getByLabel('Entropy', { exact: true });
    // Entropy = length × log2(alphabet size): 62 letters and digits, 94 printable ASCII, 62 − 6 look-alikes (I l 1 O 0 o),
    // 10 digits, 16 hex digits (a–z without g–z, 0–9), 94 − 4 printable ASCII without " ' ` \.
    const printable = (exclude: string) => (text: string) => [...text].every((c) => c >= '!' && c <= '~' && !exclude.includes(c));
    const cases: [string, number, number, (token: string) => boolean, number][] = [
      ['64 letters and digits', 1, 64, (t) => /^[A-Za-z0-9]+$/.test(t), 64 * Math.log2(62)],
      ['32 with symbols', 1, 32, printable(''), 32 * Math.log2(94)],
      ['12 easy to read', 1, 12, (t) => /^[A-HJ-NP-Za-km-np-z2-9]+$/.test(t), 12 * Math.log2(56)],
      ['6-digit code', 1, 6, (t) => /^[0-9]+$/.test(t), 6 * Math.log2(10)],
      ['10 hex keys', 10, 32, (t) => /^[0-9a-f]+$/.test(t), 32 * Math.log2(16)],
      ['20 passwords without quotes or backslash', 20, 20, printable('"\'`\\'), 20 * Math.log2(90)],
    ];
    await expect(examples.getByRole('button')).toHaveCount(cases.length);
    for (const [label, count, length, allowed, bits] of cases) {
      await examples.getByRole('button', { name: label, exact: true }).click();
      // One token per line when there are several.
      const field = page.getByLabel(count > 1 ? 'Tokens' : 'Token', { exact: true });
      await expect
        .poll(
          async () => {
            const tokens = (await field.inputValue()).split('\n');
            return tokens.length === count && tokens.every((t) => t.length === length && allowed(t));
          },
          { message: label },
        )
        .toBe(true);
      await expect(entropy).toHaveText(`${bits.toFixed(1)} bits`);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByTestId('restore-notices')).toHaveCount(0);
    }
  });
});

import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

// EFF large wordlist entries: 3 to 9 characters, lower-case letters and a few hyphens.
const WORD = '[a-z][a-z-]{2,8}';

test('passphrase-generator: 6 EFF words by default, 6 × log2(7776) = 77.5 bits, refreshed on demand, with an ending text; a bad number shows a message and keeps the text; settings survive a reload and travel in the URL, the passphrases never do', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('6 EFF words by default, 6 × log2(7776) = 77.5 bits, refreshed on demand, with an ending text', async () => {
    await openTool(page, '/passphrase-generator');
    const out = page.getByLabel('Passphrases', { exact: true });
    await expect(out).toHaveValue(new RegExp(`^((${WORD} ){5}${WORD}\\n){4}(${WORD} ){5}${WORD}$`));
    await expect(page.getByLabel('Entropy', { exact: true })).toHaveText('77.5 bits');
    const first = await out.inputValue();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(out).not.toHaveValue(first);
    // One digit at one of 4 word ends, hyphens, capitalised: 4 × 12.925 + log2(10 × 4) = 57.02 bits.
    await page.getByLabel('Number of words').fill('4');
    await page.getByRole('button', { name: '-', exact: true }).click();
    await page.getByLabel('Capitalisation').selectOption('first');
    await page.getByLabel('Digits').fill('1');
    await expect(page.getByLabel('Entropy', { exact: true })).toHaveText('57.0 bits');
    for (const phrase of (await out.inputValue()).split('\n')) {
      expect(phrase).toMatch(/^([A-Z][a-z-]+[0-9]?-){3}[A-Z][a-z-]+[0-9]?$/);
      expect(phrase.replace(/[^0-9]/g, '')).toHaveLength(1);
    }
    // An ending text closes every passphrase and adds no entropy (it is the same in every draw).
    await page.getByLabel('Ending text (suffix)').fill('!2026');
    await expect(out).toHaveValue(/^(([A-Z][a-z-]+[0-9]?-){3}[A-Z][a-z-]+[0-9]?!2026\n){4}([A-Z][a-z-]+[0-9]?-){3}[A-Z][a-z-]+[0-9]?!2026$/);
    await expect(page.getByLabel('Entropy', { exact: true })).toHaveText('57.0 bits');
  });

  await test.step('a bad number shows a message and keeps the text', async () => {
    await openTool(page, '/passphrase-generator');
    await page.getByLabel('Number of words').fill('513');
    await expect(page.getByRole('alert')).toHaveText('Number of words must be a whole number from 1 to 512 (got 513).');
    await expect(page.getByLabel('Passphrases', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Number of words')).toHaveValue('513');
  });

  await test.step('settings survive a reload and travel in the URL, the passphrases never do', async () => {
    await openTool(page, '/passphrase-generator');
    await page.getByLabel('Number of words').fill('8');
    await page.getByRole('button', { name: '.', exact: true }).click();
    const out = page.getByLabel('Passphrases', { exact: true });
    await expect(out).toHaveValue(new RegExp(`^(${WORD}\\.){7}${WORD}\\n`));
    const secret = (await out.inputValue()).split('\n')[0]!;
    await expect.poll(() => new URL(page.url()).searchParams.get('wordCount')).toBe('8');
    expect(new URL(page.url()).searchParams.get('separator')).toBe('dot');
    expect(decodeURIComponent(page.url())).not.toContain(secret);
    await reopenTool(page);
    await expect(page.getByLabel('Number of words')).toHaveValue('8');
    await expect(page.getByRole('button', { name: '.', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(out).toHaveValue(new RegExp(`^(${WORD}\\.){7}${WORD}\\n`));
    await expect(out).not.toHaveValue(new RegExp(`^${secret.replace(/[.-]/g, '\\$&')}\\n`));
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(secret);
  });
});

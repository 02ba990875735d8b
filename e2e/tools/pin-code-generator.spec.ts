import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

test('pin-code-generator: 4-digit PINs by default with log2(10^4) = 13.29 bits, refreshed on demand; unique digits without runs or sequences; an impossible combination or a bad number shows a message; settings survive a reload and travel in the URL, the PINs never do', async ({
  page,
}) => {
  test.setTimeout(120_000); // the steps' budgets, summed
  await test.step('4-digit PINs by default with log2(10^4) = 13.29 bits, refreshed on demand', async () => {
    await openTool(page, '/pin-code-generator');
    const pins = page.getByLabel('PIN codes', { exact: true });
    await expect(pins).toHaveValue(/^([0-9]{4}\n){4}[0-9]{4}$/);
    await expect(page.getByLabel('Entropy', { exact: true })).toHaveText('13.29 bits');
    await expect(page.getByText('(10,000 possible PINs)')).toBeVisible();
    const first = await pins.inputValue();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(pins).not.toHaveValue(first);
  });

  await test.step('unique digits without runs or sequences', async () => {
    await openTool(page, '/pin-code-generator');
    const pins = page.getByLabel('PIN codes', { exact: true });
    await page.getByLabel('Length').fill('10');
    await page.getByLabel('Quantity').fill('50');
    await page.getByLabel('Unique digits (no digit twice)').check();
    await page.getByLabel(/^No runs or sequences/).check();
    // 10 unique digits: at most 10! = 3 628 800 PINs, so fewer than 21.79 bits.
    await expect(pins).toHaveValue(/^([0-9]{10}\n){49}[0-9]{10}$/);
    for (const pin of (await pins.inputValue()).split('\n')) {
      expect(new Set(pin).size).toBe(10);
      const d = [...pin].map(Number);
      for (let i = 2; i < d.length; i++)
        expect(d[i]! - d[i - 1]! === d[i - 1]! - d[i - 2]! && Math.abs(d[i]! - d[i - 1]!) <= 1, pin).toBe(false);
    }
    // Unique digits alone: 10! PINs, log2(3 628 800) = 21.79 bits.
    await page.getByLabel(/^No runs or sequences/).uncheck();
    await expect(page.getByLabel('Entropy', { exact: true })).toHaveText('21.79 bits');
    // Up to 512 digits: 50 PINs of 512 digits, 512 × log2(10) = 1700.83 bits.
    await page.getByLabel('Unique digits (no digit twice)').uncheck();
    await page.getByLabel('Length').fill('512');
    await expect(pins).toHaveValue(/^([0-9]{512}\n){49}[0-9]{512}$/);
    await expect(page.getByLabel('Entropy', { exact: true })).toHaveText('1700.83 bits');
  });

  await test.step('an impossible combination or a bad number shows a message', async () => {
    await openTool(page, '/pin-code-generator');
    await page.getByLabel('Unique digits (no digit twice)').check();
    await page.getByLabel('Length').fill('12');
    await expect(page.getByRole('alert')).toHaveText(
      'Impossible: a PIN of 12 digits cannot have unique digits (there are only 10 digits). Choose a length of 10 or less, or allow repeated digits.',
    );
    await expect(page.getByLabel('PIN codes', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Length')).toHaveValue('12');
    await page.getByLabel('Length').fill('6');
    await page.getByLabel('Quantity').fill('0');
    await expect(page.getByRole('alert')).toHaveText('Quantity must be a whole number from 1 to 100 (got 0).');
  });

  await test.step('settings survive a reload and travel in the URL, the PINs never do', async () => {
    await openTool(page, '/pin-code-generator');
    await page.getByLabel('Length').fill('8');
    await page.getByLabel(/^No runs or sequences/).check();
    const pins = page.getByLabel('PIN codes', { exact: true });
    await expect(pins).toHaveValue(/^([0-9]{8}\n){4}[0-9]{8}$/);
    const secret = await pins.inputValue();
    await expect.poll(() => new URL(page.url()).searchParams.get('length')).toBe('8');
    expect(new URL(page.url()).searchParams.get('noSequences')).toBe('true');
    expect(page.url()).not.toContain(secret.split('\n')[0]);
    await reopenTool(page);
    await expect(page.getByLabel('Length')).toHaveValue('8');
    await expect(page.getByLabel(/^No runs or sequences/)).toBeChecked();
    await expect(pins).toHaveValue(/^([0-9]{8}\n){4}[0-9]{8}$/);
    await expect(pins).not.toHaveValue(secret);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(secret.split('\n')[0]);
  });
});

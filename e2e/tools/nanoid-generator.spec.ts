import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('nanoid-generator: default IDs, a preset, and the collision estimate; custom alphabet, and messages for bad input; state survives a reload and travels in a link', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('default IDs, a preset, and the collision estimate', async () => {
    await openTool(page, '/nanoid-generator');
    const output = page.getByLabel('Nano IDs', { exact: true });
    // Nano ID's default: 21 symbols of A-Za-z0-9_-.
    await expect(output).toHaveValue(/^[A-Za-z0-9_-]{21}$/);
    // 64^21 = 2^126 possible IDs: √(2·2^126·ln(1/0.99)) ≈ 1.3 × 10¹⁸ (birthday bound).
    const estimate = page.getByLabel('IDs needed for a 1% probability of at least one collision', { exact: true });
    await expect(estimate).toHaveText('~1.3 × 10¹⁸');
    await expect(page.getByLabel('Randomness per ID (bits)', { exact: true })).toHaveText('126.0');
    await page.getByRole('button', { name: 'Numbers', exact: true }).click();
    await page.getByLabel('Length').fill('8');
    await page.getByLabel('Quantity').fill('20');
    await expect.poll(async () => (await output.inputValue()).split('\n').length).toBe(20);
    for (const id of (await output.inputValue()).split('\n')) expect(id).toMatch(/^[0-9]{8}$/);
    // 10^8 possible IDs: √(2·10^8·ln(1/0.99)) ≈ 1,418.
    await expect(estimate).toHaveText('~1,418');
  });

  await test.step('custom alphabet, and messages for bad input', async () => {
    await openTool(page, '/nanoid-generator');
    await page.getByRole('button', { name: 'Custom', exact: true }).click();
    const alphabet = page.getByLabel('Custom alphabet');
    await alphabet.fill('abcb');
    await expect(page.getByRole('alert')).toHaveText(
      'The alphabet repeats the "b" of position 2 at position 4: each symbol must appear once.',
    );
    await expect(page.getByLabel('Nano IDs', { exact: true })).toHaveValue('');
    await alphabet.fill('ab');
    await expect(page.getByLabel('Nano IDs', { exact: true })).toHaveValue(/^[ab]{21}$/);
    await page.getByLabel('Length').fill('1');
    await expect(page.getByText('Length must be a whole number from 2 to 255 (got 1).')).toBeVisible();
    await expect(alphabet).toHaveValue('ab');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/nanoid-generator');
    await page.getByRole('button', { name: 'Custom', exact: true }).click();
    await page.getByLabel('Custom alphabet').fill('0123456789abcdef');
    await page.getByLabel('Length').fill('16');
    await expect.poll(() => new URL(page.url()).searchParams.get('length')).toBe('16');
    expect(new URL(page.url()).searchParams.get('preset')).toBe('custom');
    await expect.poll(() => savedState(page, 'nanoid-generator'), { intervals: STORAGE_POLL }).toContain('0123456789abcdef');
    await reopenTool(page);
    await expect(page.getByRole('button', { name: 'Custom', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Custom alphabet')).toHaveValue('0123456789abcdef');
    await expect(page.getByLabel('Length')).toHaveValue('16');
    await expect(page.getByLabel('Nano IDs', { exact: true })).toHaveValue(/^[0-9a-f]{16}$/);
  });
});

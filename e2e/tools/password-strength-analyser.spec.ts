import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('password-strength-analyser: zxcvbn reference "test" = 116 guesses, score 0, 1 hour throttled, beside its brute-force estimate (4 × log2(26) = 18.8 bits); a too-long password is cut with a notice, too many personal words is an error; options and personal words survive a reload, the password never does', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('zxcvbn reference "test" = 116 guesses, score 0, 1 hour throttled, beside its brute-force estimate', async () => {
    await openTool(page, '/password-strength-analyser');
    await expect(page.getByText('Type a password to see how hard it is to guess.')).toBeVisible(); // dictionaries loaded
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    // zxcvbn-ts main.spec.ts: "test" → 116 guesses, crack times "1 hour" (100/h) and "12 seconds" (10/s).
    await password.fill('test');
    await expect(page.getByLabel('Score', { exact: true })).toHaveText('0 / 4');
    const times = page.getByRole('table', { name: 'Crack time estimates' });
    await expect(times.getByRole('row', { name: /throttled \(100 guesses per hour\)/ })).toContainText('1 hour');
    await expect(times.getByRole('row', { name: /not throttled/ })).toContainText('12 seconds');
    await expect(page.getByRole('table', { name: 'Patterns found' })).toContainText('rank 115');
    // Brute force: 4 of the 26 lower-case letters, 4 × log2(26) = 18.8 bits; 26⁴ = 456 976 guesses
    // (10^5.7) take 46 µs at 10¹⁰ guesses/s, against zxcvbn's 116 (10^2.1).
    const brute = page.getByRole('region', { name: 'Brute-force estimate' });
    await expect(brute.getByLabel('Length', { exact: true })).toHaveText('4');
    await expect(brute.getByLabel('Character-set size', { exact: true })).toHaveText('26');
    await expect(brute.getByLabel('Brute-force entropy')).toHaveText('18.8 bits');
    await expect(brute.getByLabel('Brute-force crack time')).toHaveText('less than a second');
    await expect(brute.getByLabel('Why the estimates differ')).toContainText('zxcvbn expects about 10^2.1 guesses, brute force 10^5.7');
    // xkcd 936: four common words score high, as four dictionary matches.
    await password.fill('correcthorsebatterystaple');
    await expect(page.getByLabel('Score', { exact: true })).toHaveText(/^[34] \/ 4$/);
    await expect(page.getByRole('table', { name: 'Patterns found' }).getByRole('row')).toHaveCount(5);
    await page.getByLabel('Show password').check();
    await expect(password).toHaveAttribute('type', 'text');
  });

  await test.step('a too-long password is cut with a notice, too many personal words is an error', async () => {
    await openTool(page, '/password-strength-analyser');
    await page.getByLabel('Password', { exact: true }).fill('the quick brown fox jumps over the lazy dog '.repeat(3));
    await expect(
      page.getByText('Only the start is analysed (zxcvbn is slow on longer text): 64 characters.', { exact: false }),
    ).toBeVisible();
    await page.getByLabel('Personal words (optional)').fill(Array.from({ length: 51 }, (_, i) => `w${i}`).join(','));
    await expect(page.getByRole('alert')).toHaveText('At most 50 personal words (got 51).');
  });

  await test.step('options and personal words survive a reload, the password never does', async () => {
    await openTool(page, '/password-strength-analyser');
    await page.getByLabel('Show password').check();
    await page.getByLabel('Personal words (optional)').fill('alice, 1990');
    await page.getByLabel('Password', { exact: true }).fill('alice1990');
    await expect(page.getByRole('table', { name: 'Patterns found' })).toContainText('your personal words');
    await expect.poll(() => new URL(page.url()).searchParams.get('show')).toBe('true');
    expect(decodeURIComponent(page.url())).not.toContain('alice1990');
    await expect.poll(() => savedState(page, 'password-strength-analyser'), { intervals: STORAGE_POLL }).toContain('alice, 1990');
    await reopenTool(page);
    await expect(page.getByLabel('Show password')).toBeChecked();
    await expect(page.getByLabel('Personal words (optional)')).toHaveValue('alice, 1990');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('alice1990');
  });
});

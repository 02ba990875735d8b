import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('snowflake-id-extractor: the Discord documentation example; a tweet ID, a custom epoch, and bad input; state survives a reload and travels in a link', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('the Discord documentation example', async () => {
    // The visitor is in Kolkata (IST, +05:30): Chromium's time zone for this page, reset afterwards
    // (the tool specs share one page).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Kolkata' });
    try {
      await openTool(page, '/snowflake-id-extractor');
      await page.getByRole('button', { name: 'Discord', exact: true }).click();
      await page.getByLabel('Snowflake ID', { exact: true }).fill('175928847299117063');
      // discord.com/developers/docs/reference#snowflakes: 2016-04-30 11:18:25.796 UTC, worker 1, process 0, increment 7.
      await expect(page.getByLabel('Timestamp (ISO 8601)')).toHaveText('2016-04-30T11:18:25.796Z');
      await expect(page.getByLabel('Timestamp (local time)')).toHaveText('2016-04-30T16:48:25.796+05:30');
      await expect(page.getByLabel('Internal worker ID')).toHaveText('1');
      await expect(page.getByLabel('Internal process ID')).toHaveText('0');
      await expect(page.getByLabel('Increment')).toHaveText('7');
    } finally {
      await cdp.send('Emulation.setTimezoneOverride', { timezoneId: '' });
      await cdp.detach();
    }
  });

  await test.step('a tweet ID, a custom epoch, and bad input', async () => {
    await openTool(page, '/snowflake-id-extractor');
    const id = page.getByLabel('Snowflake ID', { exact: true });
    // Wikipedia, "Snowflake ID": 1541815603606036480 → 2022-06-28 16:07:40.105 UTC, machine ID 378.
    await id.fill('1541815603606036480');
    await expect(page.getByLabel('Timestamp (Unix ms)')).toHaveText('1656432460105');
    await expect(page.getByLabel('Machine ID (10 bits)')).toHaveText('378');
    await page.getByRole('button', { name: 'Custom epoch' }).click();
    await page.getByLabel('Epoch (Unix milliseconds)').fill('0');
    await expect(page.getByLabel('Timestamp (Unix ms)')).toHaveText('367597485448');
    await id.fill('15418156036060364x0');
    await expect(page.getByRole('alert')).toHaveText('A Snowflake ID is a decimal number: "x" at position 18 is not a digit.');
    await id.fill('18446744073709551616');
    await expect(page.getByRole('alert')).toHaveText(
      'This number is too large for a Snowflake ID: the largest 64-bit value is 18446744073709551615.',
    );
    await expect(id).toHaveValue('18446744073709551616');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/snowflake-id-extractor');
    await page.getByRole('button', { name: 'Discord', exact: true }).click();
    await page.getByLabel('Snowflake ID', { exact: true }).fill('175928847299117063');
    await expect.poll(() => new URL(page.url()).searchParams.get('platform')).toBe('discord');
    expect(page.url()).not.toContain('175928847299117063');
    await expect.poll(() => savedState(page, 'snowflake-id-extractor'), { intervals: STORAGE_POLL }).toContain('175928847299117063');
    await reopenTool(page);
    await expect(page.getByRole('button', { name: 'Discord', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Snowflake ID', { exact: true })).toHaveValue('175928847299117063');
    await expect(page.getByLabel('Timestamp (ISO 8601)')).toHaveText('2016-04-30T11:18:25.796Z');
  });
});

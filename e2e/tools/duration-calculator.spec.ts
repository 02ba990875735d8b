import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('duration-calculator: adds and subtracts durations exactly; names a bad line; the list survives a reload and travels in a link', async ({ page, context }) => {
  test.setTimeout(60_000);
  const input = page.getByLabel('Durations, one per line', { exact: true });
  await test.step('adds and subtracts durations in every syntax', async () => {
    await openTool(page, '/duration-calculator');
    // 1 h 30 min + 45 min − 15 min = 2 h; ISO 8601-1 §5.5.2: PT2H.
    await input.fill('1h 30m\n+ 0:45:00\n- PT15M');
    await expect(page.getByLabel('Total seconds', { exact: true })).toHaveText('7200');
    await expect(page.getByLabel('ISO 8601 duration (hours)', { exact: true })).toHaveText('PT2H');
    await expect(page.getByLabel('Hours:minutes:seconds', { exact: true })).toHaveText('2:00:00');
    // .NET TimeSpan "1.02:03:04" is 1 day 2 h 3 min 4 s = 93,784 s; decimals stay exact (0.1 h + 0.2 h = 1080 s).
    await input.fill('1.02:03:04\n0.1h\n0.2h');
    await expect(page.getByLabel('Total seconds', { exact: true })).toHaveText('94864');
    await expect(page.getByLabel('ISO 8601 duration (days of 24 h)', { exact: true })).toHaveText('P1DT2H21M4S');
  });

  await test.step('names the line it cannot read', async () => {
    await input.fill('1h\nsoon');
    await expect(page.getByRole('alert')).toContainText('Line 2:');
    await expect(page.getByLabel('Total seconds', { exact: true })).toHaveText('3600');
    await input.fill('P1M');
    await expect(page.getByRole('alert')).toContainText('Years and months have no fixed length');
    await page.getByRole('button', { name: 'Average Gregorian year and month' }).click();
    await expect(page.getByLabel('Total seconds', { exact: true })).toHaveText('2629746');
  });

  await test.step('the list survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/duration-calculator');
    await input.fill('2h\n- 30m');
    await expect.poll(() => savedState(page, 'duration-calculator'), { intervals: STORAGE_POLL }).toContain('30m');
    await reopenTool(page);
    await expect(input).toHaveValue('2h\n- 30m');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(other.getByLabel('Total seconds', { exact: true })).toHaveText('5400');
  });
});

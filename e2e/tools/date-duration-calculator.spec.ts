import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('date-duration-calculator: adds steps to a date across a DST change; names a bad line; state in a link', async ({ page, context }) => {
  test.setTimeout(60_000);
  const start = page.getByLabel('Start date and time (YYYY-MM-DDTHH:MM)', { exact: true });
  const steps = page.getByLabel('Durations to add or subtract, one per line', { exact: true });
  await test.step('a day across the spring-forward change in Paris is 23 hours', async () => {
    await openTool(page, '/date-duration-calculator');
    await page.getByLabel('Time zone', { exact: true }).selectOption('Europe/Paris');
    await start.fill('2024-03-30T12:00');
    await steps.fill('+ 1d');
    await expect(page.getByLabel('Result (ISO 8601, in the zone)', { exact: true })).toHaveText('2024-03-31T12:00:00+02:00');
    await expect(page.getByLabel('Elapsed time', { exact: true })).toHaveText('23h');
    await steps.fill('+ 1d\n+ 2h 30m\n- PT15M');
    await expect(page.getByLabel('Result (UTC)', { exact: true })).toHaveText('2024-03-31T12:15:00Z');
    await expect(page.getByRole('table', { name: 'Steps' })).toContainText('2024-03-31T14:30:00+02:00');
  });

  await test.step('names the line it cannot read', async () => {
    await steps.fill('+ 1d\nlater');
    await expect(page.getByRole('alert')).toContainText('Line 2:');
    await start.fill('2024-02-30');
    await expect(page.getByRole('alert')).toContainText('2024-02-30');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await start.fill('2024-01-31T00:00');
    await steps.fill('+1mo');
    await expect(page.getByLabel('Result (ISO 8601, in the zone)', { exact: true })).toHaveText('2024-02-29T00:00:00+01:00');
    await expect.poll(() => savedState(page, 'date-duration-calculator'), { intervals: STORAGE_POLL }).toContain('+1mo');
    await reopenTool(page);
    await expect(steps).toHaveValue('+1mo');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(other.getByLabel('Result (ISO 8601, in the zone)', { exact: true })).toHaveText('2024-02-29T00:00:00+01:00');
  });
});

import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('sla-calculator: availability → downtime and back on the Gregorian calendar; rejects a bad percentage; options in the link', async ({ page, context }) => {
  test.setTimeout(60_000);
  const availability = page.getByLabel('Availability (%)', { exact: true });
  await test.step('99.9 % allows 8h 45m 56.952s a year (Wikipedia, "High availability": 8.77 h)', async () => {
    await openTool(page, '/sla-calculator');
    await availability.fill('99.9');
    await expect(page.getByLabel('Downtime per year', { exact: true })).toHaveText('8h 45m 56.952s (31556.952 s)');
    await expect(page.getByLabel('Downtime per day', { exact: true })).toHaveText('1m 26.4s (86.4 s)');
    await page.getByLabel('Downtime', { exact: true }).fill('8.64s');
    await expect(page.getByLabel('Availability per day', { exact: true })).toHaveText('99.99 %');
    await page.getByLabel('Month length', { exact: true }).selectOption('30');
    await expect(page.getByLabel('Downtime per month', { exact: true })).toHaveText('43m 12s (2592 s)');
  });

  await test.step('rejects a percentage over 100', async () => {
    await availability.fill('101');
    await expect(page.getByRole('alert')).toHaveText('An availability cannot exceed 100 %.');
    await expect(availability).toHaveValue('101');
  });

  await test.step('settings survive a reload and travel in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await availability.fill('99.95');
    await expect.poll(() => savedState(page, 'sla-calculator'), { intervals: STORAGE_POLL }).toContain('99.95');
    await reopenTool(page);
    await expect(availability).toHaveValue('99.95');
    await expect(page.getByLabel('Month length', { exact: true })).toHaveValue('30');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(other.getByLabel('Downtime per month', { exact: true })).toHaveText('21m 36s (1296 s)');
  });
});

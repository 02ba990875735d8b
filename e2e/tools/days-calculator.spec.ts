import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool } from '../support/tool-page';

test('days-calculator: counts days, weeks and business days with public holidays; rejects an impossible date; options in the link', async ({ page, context }) => {
  test.setTimeout(60_000);
  const start = page.getByLabel('Start date (YYYY-MM-DD, optional THH:MM)', { exact: true });
  const end = page.getByLabel('End date (YYYY-MM-DD, optional THH:MM)', { exact: true });
  await test.step('2024: 366 days, 262 weekdays, 253 business days with the German holidays', async () => {
    await openTool(page, '/days-calculator');
    await start.fill('2024-01-01');
    await end.fill('2025-01-01');
    await expect(page.getByLabel('Calendar days', { exact: true })).toHaveText('366');
    await expect(page.getByLabel('Business days', { exact: true })).toHaveText('262');
    // The nine nationwide German holidays of 2024 all fall on weekdays.
    await page.getByLabel('Public holidays of', { exact: true }).selectOption('DE');
    await expect(page.getByLabel('Business days', { exact: true })).toHaveText('253');
    await expect(page.getByRole('table', { name: 'Holidays in the range' })).toContainText('2024-10-03');
  });

  await test.step('says which date is impossible', async () => {
    await start.fill('2024-02-30');
    await expect(page.getByRole('alert')).toContainText('Start');
    await expect(start).toHaveValue('2024-02-30');
  });

  await test.step('options survive a reload and travel in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await start.fill('2024-12-23');
    await end.fill('2024-12-31');
    await page.getByLabel('Include the end date').check();
    await expect(page.getByLabel('Business days', { exact: true })).toHaveText('5'); // 23, 27, 30, 31 Dec + 24 Dec; 25–26 are holidays
    await reopenTool(page);
    await expect(page.getByLabel('Include the end date')).toBeChecked();
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(other.getByLabel('Business days', { exact: true })).toHaveText('5');
  });
});

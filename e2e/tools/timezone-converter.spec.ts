import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('timezone-converter: shows a time in many zones with offsets and DST; warns about a skipped time; finds zones; state in a link', async ({ page, context }) => {
  test.setTimeout(60_000);
  const time = page.getByLabel('Date and time (YYYY-MM-DDTHH:MM)', { exact: true });
  const table = page.getByRole('table', { name: 'Times in other zones' });
  await test.step('9:00 in New York on 1 July 2024 is 18:30 in Kolkata and 22:00 in Tokyo', async () => {
    await openTool(page, '/timezone-converter');
    await page.getByLabel('In time zone', { exact: true }).selectOption('America/New_York');
    await time.fill('2024-07-01T09:00');
    await expect(table.getByRole('row', { name: /Asia\/Kolkata/ })).toContainText('18:30:00');
    await expect(table.getByRole('row', { name: /Asia\/Tokyo/ })).toContainText('22:00:00');
    await expect(table.getByRole('row', { name: /Australia\/Sydney/ })).toContainText('UTC+10:00');
    // Add a zone found by its city.
    const picker = page.getByLabel('Zone to add (search a city, zone or country)', { exact: true });
    await page.getByLabel('Filter options').nth(1).fill('Kathmandu');
    await picker.selectOption('Asia/Kathmandu');
    await page.getByRole('button', { name: 'Add zone' }).click();
    await expect(table.getByRole('row', { name: /Asia\/Kathmandu/ })).toContainText('18:45:00');
  });

  await test.step('warns about a time skipped by daylight saving, and a bad time', async () => {
    await page.getByLabel('In time zone', { exact: true }).selectOption('Europe/Paris');
    await time.fill('2024-03-31T02:30');
    await expect(page.getByText('This time does not exist in Europe/Paris')).toBeVisible();
    await time.fill('10am');
    await expect(page.getByRole('alert')).toContainText('is not a date and time');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await time.fill('2024-12-25T18:00');
    await expect.poll(() => savedState(page, 'timezone-converter'), { intervals: STORAGE_POLL }).toContain('2024-12-25T18:00');
    await reopenTool(page);
    await expect(time).toHaveValue('2024-12-25T18:00');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(other.getByRole('table', { name: 'Times in other zones' }).getByRole('row', { name: /America\/New_York/ })).toContainText('12:00:00');
  });
});

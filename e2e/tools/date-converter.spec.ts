import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('date-converter: detects the form of a date and shows it in every form in the chosen zone; rejects an unknown form; state in a link', async ({ page, context }) => {
  test.setTimeout(60_000);
  const input = page.getByLabel('Date', { exact: true });
  await test.step('detects RFC 7231, Unix time, ObjectId and Excel serials', async () => {
    await openTool(page, '/date-converter');
    await page.getByLabel('Time zone', { exact: true }).selectOption('UTC');
    // RFC 7231 §7.1.1.1: Sun, 06 Nov 1994 08:49:37 GMT = Unix 784111777.
    await input.fill('Sun, 06 Nov 1994 08:49:37 GMT');
    await expect(page.getByLabel('Unix time (seconds)', { exact: true })).toHaveText('784111777');
    await expect(page.getByLabel('ISO 8601 UTC', { exact: true })).toHaveText('1994-11-06T08:49:37.000Z');
    // MongoDB docs: ObjectId("507f191e810c19729de860ea").getTimestamp() is 2012-10-17T20:46:22Z.
    await input.fill('507f191e810c19729de860ea');
    await expect(input).toHaveAccessibleDescription(/Read as: MongoDB ObjectId/);
    await expect(page.getByLabel('ISO 8601 UTC', { exact: true })).toHaveText('2012-10-17T20:46:22.000Z');
    // Microsoft, DATEVALUE("8/22/2011") = 40777.
    await input.fill('2011-08-22');
    await expect(page.getByLabel('Excel serial (1900 system)', { exact: true })).toHaveText('40777');
    await page.getByLabel('Time zone', { exact: true }).selectOption('Asia/Tokyo');
    await input.fill('1700000000');
    await expect(page.getByLabel('ISO 8601 (in the zone)', { exact: true })).toHaveText('2023-11-15T07:13:20+09:00');
    await page.getByLabel('Read as', { exact: true }).selectOption('excel-1900');
    await input.fill('45292.5');
    await expect(page.getByLabel('ISO 8601 (in the zone)', { exact: true })).toHaveText('2024-01-01T12:00:00+09:00');
  });

  await test.step('says what is wrong with a date it cannot read', async () => {
    await page.getByLabel('Read as', { exact: true }).selectOption('auto');
    await input.fill('next tuesday');
    await expect(page.getByRole('alert')).toContainText('Cannot tell the form of "next tuesday"');
    await expect(input).toHaveValue('next tuesday');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await input.fill('1985-04-12T23:20:50.52Z');
    await expect.poll(() => savedState(page, 'date-converter'), { intervals: STORAGE_POLL }).toContain('1985-04-12');
    await reopenTool(page);
    await expect(input).toHaveValue('1985-04-12T23:20:50.52Z');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(other.getByLabel('ISO 8601 (in the zone)', { exact: true })).toHaveText('1985-04-13T08:20:50.520+09:00');
  });
});

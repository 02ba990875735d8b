import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('week-number-converter: dates ⇄ ISO 8601 week dates across year edges; rejects a missing week 53; state in a link', async ({ page, context }) => {
  test.setTimeout(60_000);
  const date = page.getByLabel('Date (YYYY-MM-DD)', { exact: true });
  const week = page.getByLabel('ISO week date (YYYY-Www-D)', { exact: true });
  await test.step('converts both ways (ISO 8601-1 §4.1.4.4 examples)', async () => {
    await openTool(page, '/week-number-converter');
    await date.fill('2021-01-03');
    await expect(week).toHaveValue('2020-W53-7');
    await expect(page.getByLabel('Weeks in that year', { exact: true })).toHaveText('53');
    await date.fill('2008-12-29');
    await expect(week).toHaveValue('2009-W01-1');
    await week.fill('1985-W15-5');
    await expect(date).toHaveValue('1985-04-12');
    await expect(page.getByLabel('Ordinal date', { exact: true })).toHaveText('1985-102');
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(date).toHaveValue('1985-04-19');
  });

  await test.step('rejects a week the year does not have', async () => {
    await week.fill('2021-W53-1');
    await expect(page.getByRole('alert')).toHaveText('2021 has 52 ISO weeks: week 53 does not exist.');
    await expect(week).toHaveValue('2021-W53-1');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await week.fill('2004-W53-6');
    await expect(date).toHaveValue('2005-01-01');
    await expect.poll(() => savedState(page, 'week-number-converter'), { intervals: STORAGE_POLL }).toContain('2004-W53-6');
    await reopenTool(page);
    await expect(week).toHaveValue('2004-W53-6');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(other.getByLabel('Date (YYYY-MM-DD)', { exact: true })).toHaveValue('2005-01-01');
  });
});

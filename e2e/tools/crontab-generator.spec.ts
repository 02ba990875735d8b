import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('crontab-generator: expression ⇄ description, next runs in a chosen zone, builder; a bad field is named; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000); // the steps' budgets, summed, on a busy machine
  const expression = () => page.getByRole('textbox', { name: 'Cron expression', exact: true });
  const description = () => page.getByLabel('Description', { exact: true });

  await test.step('describes the expression and lists the next runs in the chosen zone', async () => {
    await openTool(page, '/crontab-generator');
    // crontab(5): "0 22 * * 1-5" runs at 10 pm on weekdays.
    await expression().fill('0 22 * * 1-5');
    await expect(description()).toHaveText('At 22:00, Monday through Friday');
    await page.getByLabel('Time zone', { exact: true }).selectOption('Asia/Tokyo');
    const runs = page.getByRole('list', { name: 'Next runs' }).locator('time');
    await expect(runs).toHaveCount(5);
    // 22:00 in Tokyo is 13:00 UTC, on a weekday there.
    for (const dateTime of await runs.evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''))) {
      expect(dateTime).toMatch(/T13:00:00\.000Z$/);
      const tokyoDay = new Date(new Date(dateTime).getTime() + 9 * 3_600_000).getUTCDay();
      expect(tokyoDay).toBeGreaterThanOrEqual(1);
      expect(tokyoDay).toBeLessThanOrEqual(5);
    }
    // The builder writes the field back.
    await page.getByLabel('Minute', { exact: true }).selectOption('step');
    await page.getByRole('textbox', { name: 'Minute: every', exact: true }).fill('15');
    await expect(expression()).toHaveValue('*/15 22 * * 1-5');
    await expect(description()).toHaveText(/Every 15 minutes, between 22:00 and 22:59, Monday through Friday/);
  });

  await test.step('a bad field is named', async () => {
    await expression().fill('0 25 * * *');
    await expect(expression()).toHaveAccessibleDescription(/Hour field "25": 25 is out of range 0–23/);
    await expect(expression()).toHaveValue('0 25 * * *');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/crontab-generator');
    await page.getByRole('button', { name: 'Quartz', exact: true }).click();
    await expression().fill('0 15 10 ? * 6#3');
    await expect(description()).toHaveText('At 10:15, on the third Friday of the month');
    await expect.poll(() => savedState(page, 'crontab-generator'), { intervals: STORAGE_POLL }).toContain('6#3');
    await reopenTool(page);
    await expect(description()).toHaveText('At 10:15, on the third Friday of the month');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(description()).toHaveText('At 10:15, on the third Friday of the month');
  });
});

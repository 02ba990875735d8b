import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

// A page of its own: the steps install a fake clock (Playwright's page.clock), which would outlive the test on the shared page.
test('chronometer: counts from the clock (exact after the tab sleeps), laps copied as TSV and Markdown, keyboard shortcuts, keeps counting across a reload', { tag: '@fresh-page' }, async ({ page, context }) => {
  test.setTimeout(120_000); // the steps' budgets, summed
  const time = page.getByTestId('chronometer-time');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await test.step('start, laps and pause follow the clock, not timer ticks', async () => {
    await page.clock.install({ time: new Date('2026-11-28T09:59:00Z') });
    await openTool(page, '/chronometer');
    await page.clock.pauseAt(new Date('2026-11-28T10:00:00Z'));
    await expect(time).toHaveText('00:00.000');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    // Jump the clock, firing due timers at most once (as a background tab that ran none): the time is still exact.
    await page.clock.fastForward(30_120);
    await page.getByRole('button', { name: 'Lap', exact: true }).click();
    await page.clock.fastForward(31_680);
    await page.getByRole('button', { name: 'Lap', exact: true }).click();
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(time).toHaveText('01:01.800');
    const laps = page.getByRole('table', { name: 'Laps' });
    await expect(laps.getByRole('row')).toHaveCount(3);
    await expect(laps.getByRole('row').nth(1)).toContainText('00:31.680');
    await page.getByRole('button', { name: 'Copy laps', exact: true }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('Lap\tLap time\tTotal\n1\t00:30.120\t00:30.120\n2\t00:31.680\t01:01.800');
    await page.clock.fastForward(2_000); // the copy button's "Copied!" ends (the stopwatch is paused)
    await page.getByRole('button', { name: 'Markdown table', exact: true }).click();
    await page.getByRole('button', { name: 'Copy laps', exact: true }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('| 2 | 00:31.680 | 01:01.800 |');
  });

  await test.step('keyboard: Space resumes, L records a lap, R resets; a reload keeps counting', async () => {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await page.clock.fastForward(10_000);
    await page.keyboard.press('l');
    await expect(page.getByRole('table', { name: 'Laps' }).getByRole('row')).toHaveCount(4);
    // The start instant is stored: the tool mounted anew still counts from it.
    await reopenTool(page);
    await page.clock.fastForward(50_000);
    await expect(time).toHaveText('02:01.800');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('r');
    await expect(time).toHaveText('00:00.000');
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  });
});

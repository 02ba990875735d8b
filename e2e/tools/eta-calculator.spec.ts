import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('eta-calculator: the rate and time left from progress, the it-tools plates example, a given start; bad input; state survives a reload', async ({ page }) => {
  test.setTimeout(120_000); // the steps' budgets, summed
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  const out = (name: string) => page.locator(`output[aria-label="${name}"]`);

  await test.step('150 of 500 done in 45 minutes: 200 per hour, 1 h 45 min left', async () => {
    await openTool(page, '/eta-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'ETA calculator' })).toBeVisible();
    await box('Total units').fill('500');
    await box('Units done').fill('150');
    await box('Elapsed time').fill('45m');
    await expect(out('Rate (units per hour)')).toHaveText('200');
    await expect(out('Time left')).toHaveText('01:45:00');
    await expect(out('Total duration')).toHaveText('02:30:00');
    await expect(out('Done')).toHaveText('30 %');
  });

  await test.step('a known rate: 5 plates in 3 minutes, 500 plates take 5 hours; a given start in UTC', async () => {
    await openTool(page, '/eta-calculator');
    await page.getByRole('button', { name: 'A known rate', exact: true }).click();
    await box('Total units').fill('500');
    await box('Units per time span').fill('5');
    await box('Time span').fill('3');
    await page.getByLabel('Time span unit').selectOption('min');
    await expect(out('Total duration')).toHaveText('05:00:00');
    await page.getByRole('button', { name: 'At a given time', exact: true }).click();
    await page.getByLabel('Time zone', { exact: true }).selectOption('UTC');
    await page.getByLabel('Started at').fill('2026-12-01T09:00');
    await expect(out('Estimated end (UTC)')).toHaveText('2026-12-01T14:00:00Z');
  });

  await test.step('bad input says what is wrong', async () => {
    await openTool(page, '/eta-calculator');
    await box('Units done').fill('0');
    await expect(page.getByRole('alert')).toHaveText(/Nothing is done yet/);
    await box('Units done').fill('ten');
    await expect(page.getByRole('alert')).toHaveText(/"ten" is not a number/);
  });

  await test.step('state survives a reload', async () => {
    await openTool(page, '/eta-calculator');
    await box('Total units').fill('1000');
    await expect.poll(() => savedState(page, 'eta-calculator'), { intervals: STORAGE_POLL }).toContain('1000');
    await reopenTool(page);
    await expect(box('Total units')).toHaveValue('1000');
    await expect(out('Time left')).toHaveText('04:15:00'); // 850 left at 200 per hour
  });
});

import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('energy-computer: energy and cost from power, hours, days and price; bad input; state survives a reload and travels in a link', async ({ page, context }) => {
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });

  await test.step('computes the energy and its cost', async () => {
    await openTool(page, '/energy-computer');
    // energy.gov: a 200 W fan, 4 h a day for 120 days: 96 kWh, $10.56 at 11 cents per kWh.
    await field('Device power').fill('200');
    await field('Hours per day').fill('4');
    await field('Days').fill('120');
    await field('Price per kWh').fill('0.11');
    await field('Currency symbol').fill('$');
    await expect(page.getByRole('status', { name: 'Total cost', exact: true })).toHaveText('10.56 $');
    await expect(page.getByRole('cell', { name: '96 kWh', exact: true })).toBeVisible();
  });

  await test.step('bad input shows a message next to its field', async () => {
    await openTool(page, '/energy-computer');
    await field('Hours per day').fill('30');
    await expect(page.getByRole('alert')).toHaveText('A day has 24 hours: enter at most 24 hours per day.');
    await expect(page.getByRole('status', { name: 'Total cost', exact: true })).toHaveText('');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/energy-computer');
    await field('Device power').fill('1');
    await page.getByLabel('Power unit').selectOption('kW');
    await field('Hours per day').fill('1');
    await field('Days').fill('3');
    await field('Price per kWh').fill('0.1');
    await expect(page.getByRole('status', { name: 'Total cost', exact: true })).toHaveText('0.30');
    await expect.poll(() => savedState(page, 'energy-computer'), { intervals: STORAGE_POLL }).toContain('kW');
    await reopenTool(page);
    await expect(page.getByRole('status', { name: 'Total cost', exact: true })).toHaveText('0.30');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByRole('status', { name: 'Total cost', exact: true })).toHaveText('0.30');
  });
});

import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('percentage-calculator: X % of Y, what percent, change and add, exactly; bad input; state survives a reload and travels in a link', async ({ page, context }) => {
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });

  await test.step('computes the four results exactly', async () => {
    await openTool(page, '/percentage-calculator');
    await field('X (percent)').fill('1.1');
    await field('Y (of)').fill('100');
    await expect(page.getByLabel('X % of Y', { exact: true })).toHaveText('1.1');
    await field('X (part)').fill('1');
    await field('Y (whole)').fill('3');
    await expect(page.getByLabel('X as a percentage of Y', { exact: true })).toHaveText('≈ 33.33333333333333333333 %');
    await field('From').fill('80');
    await field('To').fill('60');
    await expect(page.getByLabel('Change', { exact: true })).toHaveText('-25 %');
    await expect(page.getByLabel('Y plus X %', { exact: true })).toHaveText('60');
  });

  await test.step('bad input shows a message', async () => {
    await openTool(page, '/percentage-calculator');
    await field('From').fill('0');
    await expect(page.getByRole('alert')).toHaveText('The starting value is zero: a change from zero has no percentage.');
    await field('Y (of)').fill('1,5');
    await expect(page.getByRole('alert').first()).toHaveText('Y: use a dot as the decimal separator (1.5).');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/percentage-calculator');
    await field('From').fill('-50');
    await field('To').fill('-100');
    await expect(page.getByLabel('Change', { exact: true })).toHaveText('-100 %');
    await expect.poll(() => savedState(page, 'percentage-calculator'), { intervals: STORAGE_POLL }).toContain('-100');
    await reopenTool(page);
    await expect(page.getByLabel('Change', { exact: true })).toHaveText('-100 %');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('Change', { exact: true })).toHaveText('-100 %');
  });
});

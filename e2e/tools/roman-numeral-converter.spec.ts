import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('roman-numeral-converter: numbers to numerals and back; a non-standard numeral is refused with the reason, or read when lenient; state survives a reload and travels in a link', async ({ page, context }) => {
  const numberField = () => page.getByRole('textbox', { name: 'Number (1 to 3999)', exact: true });
  const romanField = () => page.getByRole('textbox', { name: 'Roman numeral', exact: true });

  await test.step('numbers to numerals and back', async () => {
    await openTool(page, '/roman-numeral-converter');
    await numberField().fill('1994');
    await expect(page.locator('output[aria-label="Roman numeral"]')).toHaveText('MCMXCIV');
    await romanField().fill('mmmcmxcix');
    await expect(page.locator('output[aria-label="Number"]')).toHaveText('3999');
  });

  await test.step('non-standard numerals: the reason, or the lenient reading', async () => {
    await openTool(page, '/roman-numeral-converter');
    await romanField().fill('IC');
    await expect(page.getByRole('alert')).toContainText('I is only subtracted from V and X');
    await page.getByRole('button', { name: 'Lenient (IIII = 4, IC = 99)' }).click();
    await expect(page.locator('output[aria-label="Number"]')).toHaveText('99');
    await expect(page.getByText('Standard form: XCIX')).toBeVisible();
    await numberField().fill('4000');
    await expect(page.getByRole('alert')).toContainText('standard Roman numerals stop at MMMCMXCIX');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/roman-numeral-converter');
    await numberField().fill('1776');
    await expect(page.locator('output[aria-label="Roman numeral"]')).toHaveText('MDCCLXXVI');
    await expect.poll(() => savedState(page, 'roman-numeral-converter'), { intervals: STORAGE_POLL }).toContain('1776');
    await reopenTool(page);
    await expect(page.locator('output[aria-label="Roman numeral"]')).toHaveText('MDCCLXXVI');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(numberField()).toHaveValue('1776');
  });
});

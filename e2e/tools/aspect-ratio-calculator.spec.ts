import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('aspect-ratio-calculator: a size reduced to its ratio and the missing side for a ratio; bad input; state survives a reload and travels in a link', async ({ page, context }) => {
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });

  await test.step('reduces a size and finds the missing side', async () => {
    await openTool(page, '/aspect-ratio-calculator');
    await field('Width').fill('2560');
    await field('Height').fill('1080');
    await expect(page.getByLabel('Aspect ratio', { exact: true })).toHaveText('64:27');
    await field('Height').fill('1440');
    await expect(page.getByLabel('Aspect ratio', { exact: true })).toHaveText('16:9');
    await expect(page.getByText('This is 16:9')).toBeVisible();
    await page.getByLabel('Common ratio').selectOption('4:3');
    await field('Known width').fill('1024');
    await expect(page.locator('output[aria-label="Height"]')).toHaveText('768');
    await page.getByRole('button', { name: 'Height', exact: true }).click();
    await field('Known height').fill('1000');
    await expect(page.locator('output[aria-label="Width"]')).toHaveText('≈ 1333.333333 (1333 rounded)');
  });

  await test.step('bad input shows a message', async () => {
    await openTool(page, '/aspect-ratio-calculator');
    await field('Width').fill('0');
    await expect(page.getByRole('alert')).toHaveText('The width must be greater than zero.');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/aspect-ratio-calculator');
    await field('Width').fill('1366');
    await field('Height').fill('768');
    await expect(page.getByLabel('Aspect ratio', { exact: true })).toHaveText('683:384');
    await expect(page.getByText('Close to 16:9 (within 1 %).')).toBeVisible();
    await expect.poll(() => savedState(page, 'aspect-ratio-calculator'), { intervals: STORAGE_POLL }).toContain('1366');
    await reopenTool(page);
    await expect(page.getByLabel('Aspect ratio', { exact: true })).toHaveText('683:384');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('Aspect ratio', { exact: true })).toHaveText('683:384');
  });
});

import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('rmb-numbers: an amount in uppercase RMB numerals by the PBOC rules; bad input; state survives a reload and travels in a link', async ({ page, context }) => {
  const amount = () => page.getByRole('textbox', { name: 'Amount in yuan', exact: true });
  const output = () => page.getByLabel('Uppercase amount', { exact: true });

  await test.step('writes amounts as the PBOC examples do', async () => {
    await openTool(page, '/rmb-numbers');
    await amount().fill('6007.14');
    await expect(output()).toHaveText('陆仟零柒元壹角肆分');
    await amount().fill('16409.02');
    await expect(output()).toHaveText('壹万陆仟肆佰零玖元零贰分');
    await page.getByLabel('Start with 人民币').check();
    await expect(output()).toHaveText('人民币壹万陆仟肆佰零玖元零贰分');
  });

  await test.step('bad input shows a message', async () => {
    await openTool(page, '/rmb-numbers');
    await amount().fill('1.234');
    await expect(page.getByRole('alert')).toHaveText('An amount has at most two decimals: 角 (0.1) and 分 (0.01).');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/rmb-numbers');
    await amount().fill('107000.53');
    await expect(output()).toHaveText('壹拾万柒仟元零伍角叁分');
    await expect.poll(() => savedState(page, 'rmb-numbers'), { intervals: STORAGE_POLL }).toContain('107000.53');
    await reopenTool(page);
    await expect(output()).toHaveText('壹拾万柒仟元零伍角叁分');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(output()).toHaveText('壹拾万柒仟元零伍角叁分');
  });
});

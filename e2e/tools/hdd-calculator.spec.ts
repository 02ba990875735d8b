import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('hdd-calculator: an advertised capacity in binary units and back, with IDEMA sectors; bad input; state survives a reload and travels in a link', async ({ page, context }) => {
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });

  await test.step('advertised decimal capacity to binary units and back', async () => {
    await openTool(page, '/hdd-calculator');
    await field('TB').fill('1');
    await expect(field('GiB')).toHaveValue('931.32');
    await expect(field('B')).toHaveValue('1000000000000');
    await expect(page.getByLabel('Windows shows')).toHaveText('931 GB');
    // Western Digital data sheets: 1 TB = 1,953,525,168 user sectors (IDEMA LBA1-03).
    await expect(page.getByLabel('512-byte sectors')).toHaveText('1,953,525,168');
    await field('TiB').fill('1');
    await expect(field('TB')).toHaveValue('1.1');
    await expect(field('GB')).toHaveValue('1099.51');
  });

  await test.step('bad input shows a message', async () => {
    await openTool(page, '/hdd-calculator');
    await field('GB').fill('-5');
    await expect(page.getByRole('alert')).toHaveText('A data size cannot be negative.');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/hdd-calculator');
    await field('TB').fill('4');
    await expect(field('TiB')).toHaveValue('3.64');
    await expect.poll(() => savedState(page, 'hdd-calculator'), { intervals: STORAGE_POLL }).toContain('"4"');
    await reopenTool(page);
    await expect(field('TiB')).toHaveValue('3.64');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(field('TB')).toHaveValue('4');
    await expect(page.getByLabel('512-byte sectors')).toHaveText('7,814,037,168');
  });
});

import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('raid-calculator: capacity, fault tolerance and speed per level; impossible disk counts explained; state survives a reload and travels in a link', async ({ page, context }) => {
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });

  await test.step('capacity and fault tolerance of RAID 5, 6 and 60', async () => {
    await openTool(page, '/raid-calculator');
    await page.getByLabel('RAID level').selectOption('5');
    await field('Number of disks').fill('4');
    await field('Disk size').fill('4');
    await expect(page.getByLabel('Usable capacity')).toHaveText('12 TB (12 TB = 10.91 TiB)');
    await expect(page.getByLabel('Disks that may fail')).toHaveText('1');
    await page.getByLabel('RAID level').selectOption('60');
    await field('Number of disks').fill('12');
    await field('Disks per group').fill('6');
    await expect(page.getByLabel('Usable capacity')).toHaveText(/^32 TB/);
    await expect(page.getByLabel('Disks that may fail')).toHaveText('2 for sure, up to 4 if spread across groups');
  });

  await test.step('an impossible disk count is explained', async () => {
    await openTool(page, '/raid-calculator');
    await page.getByLabel('RAID level').selectOption('6');
    await field('Number of disks').fill('3');
    await expect(page.getByRole('alert')).toHaveText('RAID 6 needs at least 4 disks. You have 3.');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/raid-calculator');
    await page.getByLabel('RAID level').selectOption('10');
    await field('Number of disks').fill('6');
    await field('Disk size').fill('2');
    await expect(page.getByLabel('Usable capacity')).toHaveText(/^6 TB/);
    await expect.poll(() => savedState(page, 'raid-calculator'), { intervals: STORAGE_POLL }).toContain('"10"');
    await reopenTool(page);
    await expect(page.getByLabel('Usable capacity')).toHaveText(/^6 TB/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('Disks that may fail')).toHaveText('1 for sure, up to 3 if spread across groups');
  });
});

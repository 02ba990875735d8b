import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('data-storage-unit-converter: typing in any unit fills every other exactly; bad input; state survives a reload and travels in a link', async ({ page, context }) => {
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });

  await test.step('typing in any unit fills every other, exactly', async () => {
    await openTool(page, '/data-storage-unit-converter');
    // NIST "Prefixes for binary multiples": 1 GiB = 2^30 B = 1 073 741 824 B.
    await field('GiB').fill('1');
    await expect(field('B')).toHaveValue('1073741824');
    await expect(field('MiB')).toHaveValue('1024');
    await expect(field('Gibit')).toHaveValue('8');
    // 1 GB = 10^9 / 2^30 GiB, exactly.
    await field('GB').fill('1');
    await expect(field('GiB')).toHaveValue('0.931322574615478515625');
    // Beyond 2^53: 1 YiB = 2^80 B.
    await field('YiB').fill('1');
    await expect(field('B')).toHaveValue('1208925819614629174706176');
  });

  await test.step('bad input shows a message and keeps the other fields', async () => {
    await openTool(page, '/data-storage-unit-converter');
    await field('MB').fill('5');
    await expect(field('kB')).toHaveValue('5000');
    await field('MB').fill('5 GiB');
    await expect(page.getByRole('alert')).toHaveText('This field takes MB; type GiB values in the GiB field.');
    await expect(field('kB')).toHaveValue('5000');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/data-storage-unit-converter');
    await field('TB').fill('2');
    await page.getByLabel('Precision').selectOption('3');
    await expect(field('TiB')).toHaveValue('1.819');
    await expect.poll(() => new URL(page.url()).searchParams.get('decimals')).toBe('3');
    await expect.poll(() => savedState(page, 'data-storage-unit-converter'), { intervals: STORAGE_POLL }).toContain('TB');
    await reopenTool(page);
    await expect(field('TB')).toHaveValue('2');
    await expect(field('TiB')).toHaveValue('1.819');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(field('GB')).toHaveValue('2000');
    await expect(field('TiB')).toHaveValue('1.819');
  });
});

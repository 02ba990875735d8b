import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('data-transfer-rate-converter: transfer time, rate needed, amount and the rate converter; bad input; state survives a reload and travels in a link', async ({ page, context }) => {
  await test.step('computes the transfer time, the rate needed, the amount and converts rates', async () => {
    await openTool(page, '/data-transfer-rate-converter');
    // 1 GB = 8 × 10^9 bit at 100 Mbit/s = 10^8 bit/s: 80 s.
    await page.getByRole('textbox', { name: 'Data size', exact: true }).fill('1');
    await page.getByRole('textbox', { name: 'Rate', exact: true }).fill('100');
    await expect(page.getByRole('status', { name: 'Transfer time', exact: true })).toHaveText('1 min 20 s (80 s)');
    // 1 GB in 10 minutes: 8 × 10^9 bit / 600 s = 13.333 Mbit/s.
    await expect(page.getByRole('status', { name: 'Rate needed', exact: true })).toHaveText('13.3333333333333 Mbit/s');
    // 100 Mbit/s for 1 hour: 45 GB.
    await expect(page.getByRole('status', { name: 'Amount transferable', exact: true })).toHaveText('45 GB');
    // IEEE 802.3: 1 Gbit/s = 125 MB/s.
    await page.getByRole('textbox', { name: 'Gbit/s', exact: true }).fill('1');
    await expect(page.getByRole('textbox', { name: 'MB/s', exact: true })).toHaveValue('125');
    await expect(page.getByRole('textbox', { name: 'MiB/s', exact: true })).toHaveValue('119.209289550781');
  });

  await test.step('bad input shows a message', async () => {
    await openTool(page, '/data-transfer-rate-converter');
    await page.getByRole('textbox', { name: 'Rate', exact: true }).fill('0');
    await expect(page.getByRole('alert')).toHaveText('The rate is zero: nothing is ever transferred.');
    await page.getByRole('textbox', { name: 'Rate', exact: true }).fill('fast');
    await expect(page.getByRole('alert')).toContainText('"fast" is not a number');
    await expect(page.getByRole('status', { name: 'Transfer time', exact: true })).toHaveText('');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/data-transfer-rate-converter');
    await page.getByRole('textbox', { name: 'Data size', exact: true }).fill('4.7');
    await expect(page.getByRole('status', { name: 'Transfer time', exact: true })).toHaveText('6 min 16 s (376 s)');
    await expect.poll(() => savedState(page, 'data-transfer-rate-converter'), { intervals: STORAGE_POLL }).toContain('4.7');
    await reopenTool(page);
    await expect(page.getByRole('status', { name: 'Transfer time', exact: true })).toHaveText('6 min 16 s (376 s)');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByRole('textbox', { name: 'Data size', exact: true })).toHaveValue('4.7');
  });
});

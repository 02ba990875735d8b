import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('floating-point-converter: a decimal in binary32 and binary64 with exact value and error, bits decoded; bad input; state survives a reload and travels in a link', async ({ page, context }) => {
  const value = () => page.getByRole('textbox', { name: 'Value', exact: true });
  const out = (format: string, field: string) => page.getByLabel(`${format} ${field}`, { exact: true });

  await test.step('a decimal in binary32 and binary64: fields, exact value and rounding error', async () => {
    await openTool(page, '/floating-point-converter');
    await value().fill('0.1');
    await expect(out('binary32', 'Hexadecimal')).toHaveText('0x3DCCCCCD');
    await expect(out('binary32', 'Exact stored value')).toHaveText('0.100000001490116119384765625');
    await expect(out('binary64', 'Hexadecimal')).toHaveText('0x3FB999999999999A');
    await expect(out('binary64', 'Exact stored value')).toHaveText('0.1000000000000000055511151231257827021181583404541015625');
    await expect(out('binary32', 'Rounding error (stored − typed)')).toContainText('0.000000001490116119384765625');
    await expect(out('binary32', 'Exponent (unbiased)')).toHaveText('-4');
  });

  await test.step('bits decoded, and a bad digit', async () => {
    await openTool(page, '/floating-point-converter');
    await page.getByRole('button', { name: 'Hexadecimal bits' }).click();
    await value().fill('0x7FC00123');
    await expect(out('binary32', 'Kind')).toHaveText('Quiet NaN');
    await expect(out('binary32', 'NaN payload')).toHaveText('0x123');
    await value().fill('0x7FC0012G');
    await expect(page.getByRole('alert')).toHaveText('"G" at position 10 is not a hexadecimal digit.');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/floating-point-converter');
    await value().fill('16777217');
    await expect(out('binary32', 'Exact stored value')).toHaveText('16777216');
    await expect.poll(() => savedState(page, 'floating-point-converter'), { intervals: STORAGE_POLL }).toContain('16777217');
    await reopenTool(page);
    await expect(out('binary32', 'Exact stored value')).toHaveText('16777216');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(out('binary64', 'Exact stored value')).toHaveText('16777217');
  });
});

import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('base-converter: an integer of any size in every base; bad digits named with their position; state survives a reload and travels in a link', async ({ page, context }) => {
  const input = () => page.getByRole('textbox', { name: 'Number', exact: true });

  await test.step('converts to every base, exactly', async () => {
    await openTool(page, '/base-converter');
    await input().fill('255');
    await expect(page.getByLabel('Hexadecimal (16)', { exact: true })).toHaveText('ff');
    await expect(page.getByLabel('Binary (2)', { exact: true })).toHaveText('11111111');
    await expect(page.getByLabel('Octal (8)', { exact: true })).toHaveText('377');
    // 2^64 − 1, beyond 2^53.
    await input().fill('0xFFFFFFFFFFFFFFFF');
    await expect(page.getByLabel('Decimal (10)', { exact: true })).toHaveText('18446744073709551615');
    await page.getByLabel('Input base').selectOption('36');
    await input().fill('zz');
    await expect(page.getByLabel('Decimal (10)', { exact: true })).toHaveText('1295');
  });

  await test.step('a bad digit is named with its position', async () => {
    await openTool(page, '/base-converter');
    await page.getByLabel('Input base').selectOption('2');
    await input().fill('1021');
    await expect(page.getByRole('alert')).toHaveText('"2" at position 3 is not a digit of base 2. Base 2 digits are 0 1.');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/base-converter');
    await input().fill('-1234567');
    await page.getByLabel('Group digits').check();
    await expect(page.getByLabel('Decimal (10)', { exact: true })).toHaveText('-1 234 567');
    await expect.poll(() => new URL(page.url()).searchParams.get('group')).toBe('true');
    await expect.poll(() => savedState(page, 'base-converter'), { intervals: STORAGE_POLL }).toContain('-1234567');
    await reopenTool(page);
    await expect(page.getByLabel('Hexadecimal (16)', { exact: true })).toHaveText('-12 d687');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('Decimal (10)', { exact: true })).toHaveText('-1 234 567');
  });
});

import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// figlet.js's reference output: "FIGlet" in Standard begins "  _____ ___ ____ _      _".

test('ascii-text-drawer: draws text in a FIGlet font, changes font and layout, wraps for code, previews every font progressively; options survive a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await test.step('draws text in Standard, then in another font', async () => {
    await openTool(page, '/ascii-text-drawer');
    await page.getByLabel('Text', { exact: true }).fill('FIGlet');
    const art = page.getByRole('region', { name: 'ASCII art' });
    await expect(art).toContainText('  _____ ___ ____ _      _');
    await page.getByRole('combobox', { name: 'Font' }).selectOption('Slant');
    await expect(art).toContainText('/ ____/  _/ ____/ /__  / /_');
    await page.getByRole('combobox', { name: 'Wrap for code' }).selectOption('line-comment');
    await expect(art).toContainText('//    / ____/  _/ ____/ /__  / /_');
    expect(new URL(page.url()).searchParams.get('font')).toBe('Slant');
  });

  await test.step('too much text gets a message', async () => {
    await page.getByLabel('Text', { exact: true }).fill('x'.repeat(2001));
    await expect(page.getByRole('alert')).toContainText('at most 2000 characters');
  });

  await test.step('previews every font progressively and picks one', async () => {
    await openTool(page, '/ascii-text-drawer');
    await page.getByLabel('Text', { exact: true }).fill('Hi');
    await page.getByRole('button', { name: 'Preview in every font' }).click();
    const list = page.getByRole('list', { name: 'Font previews' });
    await expect(list.getByRole('listitem').nth(7)).toBeVisible();
    await page.getByRole('button', { name: 'Stop' }).click();
    await list.getByRole('button', { name: 'Use 3-D' }).click();
    await expect(page.getByRole('combobox', { name: 'Font' })).toHaveValue('3-D');
  });

  await test.step('text and options survive a reload', async () => {
    await expect.poll(() => savedState(page, 'ascii-text-drawer'), { intervals: STORAGE_POLL }).toContain('Hi');
    await reopenTool(page);
    await expect(page.getByRole('combobox', { name: 'Font' })).toHaveValue('3-D');
    await expect(page.getByRole('region', { name: 'ASCII art' })).toContainText('/**     /** **');
  });
});

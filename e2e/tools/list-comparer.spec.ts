import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('list-comparer: only in A, only in B, both, union with counts; case and separator; state and link', async ({ page, context }) => {
  await test.step('set operations with counts', async () => {
    await openTool(page, '/list-comparer');
    await page.getByLabel('List A', { exact: true }).fill('apple\nbanana\ncherry\ndate');
    await page.getByLabel('List B', { exact: true }).fill('banana\ndate\nfig\nGrape');
    await expect(page.getByLabel(/^Only in list A/)).toHaveValue('apple\ncherry');
    await expect(page.getByLabel('Only in list B (2)')).toHaveValue('fig\nGrape');
    await expect(page.getByLabel('In both lists (2)')).toHaveValue('banana\ndate');
    await expect(page.getByLabel('Union (6)')).toHaveValue('apple\nbanana\ncherry\ndate\nfig\nGrape');
  });

  await test.step('ignore case, comma separator; an empty custom separator is refused', async () => {
    await page.getByLabel('List A', { exact: true }).fill('Red, Green, Blue');
    await page.getByLabel('List B', { exact: true }).fill('red, blue, yellow');
    await page.getByLabel('Separator', { exact: true }).selectOption('comma');
    await page.getByLabel('Ignore case').check();
    await expect(page.getByLabel('In both lists (2)')).toHaveValue('Red\nBlue');
    await page.getByLabel('Separator', { exact: true }).selectOption('custom');
    await expect(page.getByText('Separator: enter the text that separates the items.')).toBeVisible();
    await page.getByLabel('Separator', { exact: true }).selectOption('comma');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await expect.poll(() => savedState(page, 'list-comparer'), { intervals: STORAGE_POLL }).toContain('yellow');
    expect(new URL(page.url()).searchParams.get('ignoreCase')).toBe('true');
    await reopenTool(page);
    await expect(page.getByLabel('In both lists (2)')).toHaveValue('Red\nBlue');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await page.getByLabel('List A', { exact: true }).fill('x');
    await openLink(page, link);
    await expect(page.getByLabel('List A', { exact: true })).toHaveValue('Red, Green, Blue');
  });
});

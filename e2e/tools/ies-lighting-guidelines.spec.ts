import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('ies-lighting-guidelines: search by space and by illuminance; no match; industry filter in the address; state in a link and after a reload', async ({ page, context }) => {
  const table = () => page.getByRole('table', { name: 'Recommended illuminance by space and task' });
  const search = () => page.getByTestId('tool-area').getByRole('searchbox', { name: 'Search' });

  await test.step('search by space and by illuminance', async () => {
    await openTool(page, '/ies-lighting-guidelines');
    await expect(page.getByRole('heading', { level: 1, name: 'IES lighting guidelines' })).toBeVisible();
    await search().fill('conference');
    // 30–50 fc = 323–538 lx (1 fc = 10.763 910 4 lx, NIST SP 811 B.8).
    const row = table().getByRole('row', { name: /Conference room/ });
    await expect(row).toContainText('30–50');
    await expect(row).toContainText('323–538');
    await search().fill('warehouse 5 fc');
    await expect(table().getByRole('row')).toHaveCount(2); // the header and "inactive storage"
    await expect(table()).toContainText('Warehouse, inactive storage');
  });

  await test.step('no match and the industry filter', async () => {
    await search().fill('zzz');
    await expect(table()).toContainText('No space or task matches the search.');
    await search().fill('');
    await page.getByRole('combobox', { name: 'Industry' }).selectOption('Healthcare');
    await expect(table()).toContainText('Examination room');
    await expect(table()).not.toContainText('Warehouse');
    expect(new URL(page.url()).searchParams.get('industry')).toBe('Healthcare');
  });

  await test.step('state survives a reopen and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/ies-lighting-guidelines');
    await search().fill('classroom');
    await expect.poll(() => savedState(page, 'ies-lighting-guidelines'), { intervals: STORAGE_POLL }).toContain('classroom');
    await reopenTool(page);
    await expect(search()).toHaveValue('classroom');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(search()).toHaveValue('classroom');
    await expect(table()).toContainText('Classroom');
  });
});

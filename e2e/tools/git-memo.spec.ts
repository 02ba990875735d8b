import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// Commands from the Git reference manual (https://git-scm.com/docs).

test('git-memo: lists commands by section, filters them live and copies a snippet; no match says so; the search survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const area = page.getByTestId('tool-area');

  await test.step('lists the commands by section, filters them and copies a snippet', async () => {
    await openTool(page, '/git-memo');
    await expect(area.getByRole('heading', { level: 2, name: 'Configure' })).toBeVisible();
    await expect(area.getByRole('heading', { level: 2 })).toHaveCount(10);
    await expect(area.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Undo' })).toBeVisible();

    await area.getByLabel('Search Git commands').fill('stash');
    await expect(area.getByRole('status')).toHaveText('Entries: 4');
    await expect(area.getByRole('heading', { level: 2 })).toHaveText(['Stash']);
    const pop = area.getByRole('listitem').filter({ hasText: 'git stash pop' });
    await expect(pop).toContainText('Applies the latest stash and removes it.');
    await pop.getByRole('button', { name: 'Copy snippet' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('git stash pop');

    await area.getByLabel('Search Git commands').fill('undo commit');
    await expect(area.getByRole('listitem').filter({ hasText: 'git reset --soft HEAD~1' })).toBeVisible();
  });

  await test.step('a search that matches nothing says so', async () => {
    await area.getByLabel('Search Git commands').fill('no such command');
    await expect(area.getByRole('status')).toHaveText('No entry matches “no such command”.');
    await expect(area.getByRole('heading', { level: 2 })).toHaveCount(0);
  });

  await test.step('the search survives a reload and travels in a link', async () => {
    await openTool(page, '/git-memo');
    const search = area.getByLabel('Search Git commands');
    await search.fill('rebase');
    await expect(area.getByRole('heading', { level: 2 })).toHaveText(['Merge and rebase', 'Remotes']);
    await expect.poll(() => savedState(page, 'git-memo'), { intervals: STORAGE_POLL }).toContain('rebase');
    await reopenTool(page);
    await expect(search).toHaveValue('rebase');

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(other.getByTestId('tool-area').getByLabel('Search Git commands')).toHaveValue('rebase');
    await expect(other.getByTestId('tool-area').getByRole('heading', { level: 2 })).toHaveText(['Merge and rebase', 'Remotes']);
  });
});

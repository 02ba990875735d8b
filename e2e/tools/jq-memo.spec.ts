import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// jq 1.7 manual (https://jqlang.org/manual/v1.7/).
const LABEL = 'Search jq filters';
const FIRST = 'Paths';
const QUERY = 'group_by';
const COUNT = 'Entries: 1';
const HEADINGS = ['Arrays'];
const FIRST_LINE = '[.users[].roles[]] | group_by(.) | map({role: .[0], count: length})';
const SNIPPET = '[.users[].roles[]] | group_by(.) | map({role: .[0], count: length})';
const LINK_QUERY = 'reduce';

test('jq-memo: lists the sections, filters entries live and copies a snippet; no match says so; the search survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const area = page.getByTestId('tool-area');
  const search = area.getByLabel(LABEL);

  await test.step('lists the sections, filters entries live and copies a snippet', async () => {
    await openTool(page, '/jq-memo');
    await expect(area.getByRole('heading', { level: 2, name: FIRST, exact: true })).toBeVisible();
    await expect(area.getByRole('heading', { level: 2 })).toHaveCount(7);

    await search.fill(QUERY);
    await expect(area.getByRole('status')).toHaveText(COUNT);
    await expect(area.getByRole('heading', { level: 2 })).toHaveText(HEADINGS);
    const entry = area.getByRole('listitem').filter({ has: page.locator('pre code', { hasText: FIRST_LINE }) });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('group_by: count values by group.');
    await entry.getByRole('button', { name: 'Copy snippet' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(SNIPPET);
  });

  await test.step('a search that matches nothing says so', async () => {
    await search.fill('zzz no such entry');
    await expect(area.getByRole('status')).toHaveText('No entry matches “zzz no such entry”.');
    await expect(area.getByRole('heading', { level: 2 })).toHaveCount(0);
  });

  await test.step('the search survives a reload and travels in a link', async () => {
    await openTool(page, '/jq-memo');
    await search.fill(LINK_QUERY);
    await expect(area.getByRole('status')).not.toHaveText(/No entry/);
    const headings = await area.getByRole('heading', { level: 2 }).allTextContents();
    await expect.poll(() => savedState(page, 'jq-memo'), { intervals: STORAGE_POLL }).toContain(LINK_QUERY);
    await reopenTool(page);
    await expect(search).toHaveValue(LINK_QUERY);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(other.getByTestId('tool-area').getByLabel(LABEL)).toHaveValue(LINK_QUERY);
    await expect(other.getByTestId('tool-area').getByRole('heading', { level: 2 })).toHaveText(headings);
  });
});

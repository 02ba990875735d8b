import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// JSONPath: RFC 9535.
const LABEL = 'Search JSONPath expressions';
const FIRST = 'Basics';
const QUERY = 'slice';
const COUNT = 'Entries: 1';
const HEADINGS = ['Arrays'];
const FIRST_LINE = '$.store.book[1:3].title';
const SNIPPET = '$.store.book[1:3].title';
const LINK_QUERY = 'filter';

test('jsonpath-memo: lists the sections, filters entries live and copies a snippet; no match says so; the search survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const area = page.getByTestId('tool-area');
  const search = area.getByLabel(LABEL);

  await test.step('lists the sections, filters entries live and copies a snippet', async () => {
    await openTool(page, '/jsonpath-memo');
    await expect(area.getByRole('heading', { level: 2, name: FIRST, exact: true })).toBeVisible();
    await expect(area.getByRole('heading', { level: 2 })).toHaveCount(4);

    await search.fill(QUERY);
    await expect(area.getByRole('status')).toHaveText(COUNT);
    await expect(area.getByRole('heading', { level: 2 })).toHaveText(HEADINGS);
    const entry = area.getByRole('listitem').filter({ has: page.locator('pre code', { hasText: FIRST_LINE }) });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Slice: from index 1 up to, not including, 3.');
    await entry.getByRole('button', { name: 'Copy snippet' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(SNIPPET);
  });

  await test.step('a search that matches nothing says so', async () => {
    await search.fill('zzz no such entry');
    await expect(area.getByRole('status')).toHaveText('No entry matches “zzz no such entry”.');
    await expect(area.getByRole('heading', { level: 2 })).toHaveCount(0);
  });

  await test.step('the search survives a reload and travels in a link', async () => {
    await openTool(page, '/jsonpath-memo');
    await search.fill(LINK_QUERY);
    await expect(area.getByRole('status')).not.toHaveText(/No entry/);
    const headings = await area.getByRole('heading', { level: 2 }).allTextContents();
    await expect.poll(() => savedState(page, 'jsonpath-memo'), { intervals: STORAGE_POLL }).toContain(LINK_QUERY);
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

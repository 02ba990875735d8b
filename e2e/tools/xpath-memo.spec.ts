import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';
import { XPATH_EXPECTED, XPATH_SAMPLE } from '../../libs/tool-memos/src/xpath-memo/xpath-memo.fixtures';

// XPath 1.0 (https://www.w3.org/TR/xpath-10/).
const LABEL = 'Search XPath expressions';
const FIRST = 'Paths';
const QUERY = 'sibling';
const COUNT = 'Entries: 2';
const HEADINGS = ['Axes'];
const FIRST_LINE = '//book[2]/following-sibling::book';
const SNIPPET = '//book[2]/following-sibling::book';
const LINK_QUERY = 'contains';

test('xpath-memo: lists the sections, filters entries live and copies a snippet; no match says so; the search survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const area = page.getByTestId('tool-area');
  const search = area.getByLabel(LABEL);

  await test.step('lists the sections, filters entries live and copies a snippet', async () => {
    await openTool(page, '/xpath-memo');
    await expect(area.getByRole('heading', { level: 2, name: FIRST, exact: true })).toBeVisible();
    await expect(area.getByRole('heading', { level: 2 })).toHaveCount(5);

    await search.fill(QUERY);
    await expect(area.getByRole('status')).toHaveText(COUNT);
    await expect(area.getByRole('heading', { level: 2 })).toHaveText(HEADINGS);
    const entry = area.getByRole('listitem').filter({ has: page.locator('pre code', { hasText: FIRST_LINE }) });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('following-sibling:: later siblings.');
    // Every expression of the memo, evaluated by Chromium's document.evaluate on the memo's sample.
    const results = await page.evaluate(
      ({ sample, expected }) => {
        const doc = new DOMParser().parseFromString(sample, 'application/xml');
        const show = (node: Node): string => {
          if (node.nodeType === Node.ATTRIBUTE_NODE) return `@${node.nodeName}=${node.nodeValue ?? ''}`;
          if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.nodeValue);
          if (node.nodeType === Node.COMMENT_NODE) return 'comment';
          const el = node as Element;
          return el.id ? `#${el.id}` : `${el.nodeName}:${(el.textContent ?? '').replace(/\s+/g, '')}`;
        };
        return Object.entries(expected).map(([xpath, like]) => {
          if (typeof like === 'number') return [xpath, doc.evaluate(xpath, doc, null, 1, null).numberValue];
          if (typeof like === 'string') return [xpath, doc.evaluate(xpath, doc, null, 2, null).stringValue];
          if (typeof like === 'boolean') return [xpath, doc.evaluate(xpath, doc, null, 3, null).booleanValue];
          const r = doc.evaluate(xpath, doc, null, 7, null);
          return [xpath, Array.from({ length: r.snapshotLength }, (_, i) => show(r.snapshotItem(i)!))];
        });
      },
      { sample: XPATH_SAMPLE, expected: XPATH_EXPECTED },
    );
    const normalise = (v: unknown) =>
      Array.isArray(v) ? v.map((s: string) => (s.includes(':') && !s.startsWith('"') ? s.replace(/\s+/g, '') : s)) : v;
    expect(Object.fromEntries(results)).toEqual(Object.fromEntries(Object.entries(XPATH_EXPECTED).map(([k, v]) => [k, normalise(v)])));
    await entry.getByRole('button', { name: 'Copy snippet' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(SNIPPET);
  });

  await test.step('a search that matches nothing says so', async () => {
    await search.fill('zzz no such entry');
    await expect(area.getByRole('status')).toHaveText('No entry matches “zzz no such entry”.');
    await expect(area.getByRole('heading', { level: 2 })).toHaveCount(0);
  });

  await test.step('the search survives a reload and travels in a link', async () => {
    await openTool(page, '/xpath-memo');
    await search.fill(LINK_QUERY);
    await expect(area.getByRole('status')).not.toHaveText(/No entry/);
    const headings = await area.getByRole('heading', { level: 2 }).allTextContents();
    await expect.poll(() => savedState(page, 'xpath-memo'), { intervals: STORAGE_POLL }).toContain(LINK_QUERY);
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

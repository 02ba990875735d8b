import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openTool } from './tool-page';

/** What one cheat sheet's spec checks (all cheat sheets share one engine: libs/tool-memos/src/shared/memo). */
export interface MemoCase {
  /** Route without the slash, e.g. `jq-memo`. */
  route: string;
  /** Label of the search box. */
  label: string;
  /** Title of the first section. */
  first: string;
  /** Number of sections. */
  sections: number;
  /** A search and what it leaves: the status text and the sections shown. */
  query: string;
  count: string;
  headings: string[];
  /** First line of the entry to copy, its whole snippet, and texts the entry shows. */
  firstLine: string;
  snippet: string;
  texts: string[];
  /** More checks on the entry (a rendering, examples run in the browser). */
  more?: (entry: Locator, page: Page) => Promise<void>;
}

/**
 * Defines a cheat sheet's one test: its sections, a live search with the entry it finds and the
 * copy of its snippet, and a search that matches nothing. State and links of the shared engine
 * are tested once, in git-memo.spec.ts.
 *
 * @param c - the cheat sheet's case.
 */
export function memoTest(c: MemoCase): void {
  test(`${c.route}: lists the sections, filters entries live and copies a snippet; a search that matches nothing says so`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const area = page.getByTestId('tool-area');
    const search = area.getByLabel(c.label);

    await test.step('lists the sections, filters entries live and copies a snippet', async () => {
      await openTool(page, `/${c.route}`);
      await expect(area.getByRole('heading', { level: 2, name: c.first, exact: true })).toBeVisible();
      await expect(area.getByRole('heading', { level: 2 })).toHaveCount(c.sections);
      await search.fill(c.query);
      await expect(area.getByRole('status')).toHaveText(c.count);
      await expect(area.getByRole('heading', { level: 2 })).toHaveText(c.headings);
      const entry = area.getByRole('listitem').filter({ has: page.locator('pre code', { hasText: c.firstLine }) });
      await expect(entry).toHaveCount(1);
      for (const text of c.texts) await expect(entry).toContainText(text);
      await c.more?.(entry, page);
      await entry.getByRole('button', { name: 'Copy snippet' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(c.snippet);
    });

    await test.step('a search that matches nothing says so', async () => {
      await search.fill('zzz no such entry');
      await expect(area.getByRole('status')).toHaveText('No entry matches “zzz no such entry”.');
      await expect(area.getByRole('heading', { level: 2 })).toHaveCount(0);
    });
  });
}

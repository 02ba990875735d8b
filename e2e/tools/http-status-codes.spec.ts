import { expect, test } from '../fixtures';
import { openTool, reopenTool, openLink, STORAGE_POLL, savedState } from '../support/tool-page';

// Reason phrases from the IANA HTTP Status Code Registry (RFC 9110 §15).

test('http-status-codes: lists the codes by class and filters them live; state survives a reload and travels in a link; every example loads into a table without an error', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('lists the codes by class and filters them live', async () => {
    await openTool(page, '/http-status-codes');
    const success = page.getByRole('table', { name: '2xx Successful' });
    await expect(success.getByRole('row', { name: /^200 OK/ })).toBeVisible();
    await expect(page.getByRole('table', { name: '5xx Server error' }).getByRole('rowheader', { name: '511' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(5);

    const search = page.getByLabel('Search status codes');
    await search.fill('404');
    await expect(page.getByRole('table')).toHaveCount(1);
    const clientErrors = page.getByRole('table', { name: '4xx Client error' });
    await expect(clientErrors.getByRole('rowheader')).toHaveText(['404']);
    await expect(clientErrors.getByRole('row', { name: /404/ }).getByRole('cell').first()).toHaveText('Not Found');

    await search.fill('teapot');
    await expect(page.getByRole('rowheader')).toHaveText(['418']);
    await expect(page.getByRole('row', { name: /418/ })).toContainText("I'm a teapot");
    await expect(page.getByRole('row', { name: /418/ })).toContainText('(Unused)');

    await search.fill('no such status');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('No status code matches “no such status”.');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/http-status-codes');
    const search = page.getByLabel('Search status codes');
    await search.fill('teapot');
    await expect(page.getByRole('rowheader')).toHaveText(['418']);
    // The tool has no options: the search is an input, never in the query string.
    expect(new URL(page.url()).search).toBe('');


    await expect.poll(() => savedState(page, 'http-status-codes'), { intervals: STORAGE_POLL }).toContain('teapot');
    await reopenTool(page);
    await expect(search).toHaveValue('teapot');
    await expect(page.getByRole('rowheader')).toHaveText(['418']);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/http-status-codes#state=[A-Za-z0-9_-]+$/);
    const other = await openLink(page, link);
    await expect(other.getByLabel('Search status codes')).toHaveValue('teapot');
    await expect(other.getByRole('rowheader')).toHaveText(['418']);
  });

  await test.step('every example loads into a table without an error', async () => {
    await openTool(page, '/http-status-codes');
    const examples = page.getByTestId('tool-example');
    await expect(examples.first()).toBeVisible();
    const count = await examples.count();
    for (let i = 0; i < count; i++) {
      await examples.nth(i).click();
      await expect(page.getByTestId('tool-area').getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('table').first()).toBeVisible();
    }
    // RFC 9110 §15.5.5: 404 Not Found; the WebDAV codes come from RFC 4918 and RFC 5842.
    await examples.filter({ hasText: 'Not found' }).click();
    await expect(page.getByRole('rowheader')).toHaveText(['404']);
    await examples.filter({ hasText: 'WebDAV' }).click();
    await expect(page.getByRole('rowheader')).toHaveText(['102', '207', '208', '422', '423', '424', '507', '508']);
  });
});

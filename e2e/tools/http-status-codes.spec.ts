import { expect, test } from '../fixtures';

// Reason phrases from the IANA HTTP Status Code Registry (RFC 9110 §15).
test('http-status-codes: lists the codes by class and filters them live', async ({ page }) => {
  await page.goto('/http-status-codes');
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

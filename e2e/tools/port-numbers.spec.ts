import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// Assignments of the IANA Service Name and Transport Protocol Port Number Registry: 22/tcp ssh
// (RFC 4251), 443/tcp https; ranges of RFC 6335 §6.

test('port-numbers: finds a port, a service and a range, pages the table; bad input; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  await test.step('finds a port, a service and a range, pages the table', async () => {
    await openTool(page, '/port-numbers');
    const table = page.getByRole('table', { name: 'Service names and port numbers' });
    await expect(table.getByRole('rowheader')).toHaveCount(50);
    await page.getByRole('navigation', { name: 'Port pages' }).getByRole('button', { name: 'Last' }).click();
    await expect(page.getByRole('navigation', { name: 'Port pages' })).toContainText(/page (\d+) of \1\)/);

    const search = page.getByLabel('Search ports');
    await search.fill('443');
    await expect(table.getByRole('row', { name: /443 TCP https/ })).toBeVisible();
    await expect(page.getByText('Port 443: System ports')).toBeVisible();

    await search.fill('ssh');
    await page.getByRole('group', { name: 'Protocol' }).getByRole('button', { name: 'TCP' }).click();
    await expect(table.getByRole('rowheader').first()).toHaveText('22');
    await expect(page).toHaveURL(/protocol=tcp/);

    await search.fill('20-23');
    await expect(table.getByRole('rowheader')).toHaveText(['20', '21', '22', '23']);
    await expect(page.getByRole('table', { name: 'Port ranges (RFC 6335 §6)' })).toContainText('49152–65535');
  });

  await test.step('a bad port is named next to the field', async () => {
    await openTool(page, '/port-numbers');
    await page.getByLabel('Search ports').fill('70000');
    await expect(page.getByText('70000 is out of range: ports go from 0 to 65535.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Service names and port numbers' })).toHaveCount(0);
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/port-numbers');
    await page.getByLabel('Search ports').fill('5432');
    await page.getByRole('group', { name: 'Protocol' }).getByRole('button', { name: 'TCP' }).click();
    await expect.poll(() => savedState(page, 'port-numbers'), { intervals: STORAGE_POLL }).toContain('5432');
    await reopenTool(page);
    await expect(page.getByLabel('Search ports')).toHaveValue('5432');
    await expect(page.getByRole('row', { name: /5432 TCP postgresql/ })).toBeVisible();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const other = await openLink(page, await page.evaluate(() => navigator.clipboard.readText()));
    await expect(other.getByLabel('Search ports')).toHaveValue('5432');
    await expect(other.getByRole('row', { name: /5432 TCP postgresql/ })).toBeVisible();
  });
});

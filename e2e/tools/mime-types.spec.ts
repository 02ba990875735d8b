import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// Types from mime-db (IANA media types registry): .pdf is application/pdf (RFC 8118), .json application/json (RFC 8259).

test('mime-types: looks up a file name and a type, filters and pages the table; bad input; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  await test.step('looks up a file name and a type, filters and pages the table', async () => {
    await openTool(page, '/mime-types');
    const table = page.getByRole('table', { name: 'MIME types' });
    await expect(table.getByRole('rowheader')).toHaveCount(50);
    await expect(page.getByRole('navigation', { name: 'MIME type pages' })).toContainText('Rows 1–50 of');
    await page.getByRole('navigation', { name: 'MIME type pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('navigation', { name: 'MIME type pages' })).toContainText('Rows 51–100 of');

    const search = page.getByLabel('Search by MIME type, extension or file name');
    await search.fill('Report.PDF');
    await expect(page.getByRole('table', { name: 'Extension .pdf' }).getByLabel('MIME type', { exact: true })).toHaveText(
      'application/pdf',
    );
    await expect(table.getByRole('rowheader').first()).toHaveText('application/pdf');

    await search.fill('application/json');
    const json = page.getByRole('table', { name: 'application/json' });
    await expect(json.getByLabel('Extensions', { exact: true })).toHaveText('.json .map');
    await expect(json.getByLabel('Content-Type header', { exact: true })).toHaveText('Content-Type: application/json; charset=utf-8');
  });

  await test.step('an unknown extension is named next to the field', async () => {
    await openTool(page, '/mime-types');
    await page.getByLabel('Search by MIME type, extension or file name').fill('notes.zzqx');
    await expect(page.getByText('No MIME type is known for the extension .zzqx.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'MIME types' })).toHaveCount(0);
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/mime-types');
    await page.getByLabel('Search by MIME type, extension or file name').fill('image/');
    await page.getByLabel('Only types with extensions').check();
    await expect(page).toHaveURL(/withExtensions=true/);
    await expect.poll(() => savedState(page, 'mime-types'), { intervals: STORAGE_POLL }).toContain('image/');
    await reopenTool(page);
    await expect(page.getByLabel('Search by MIME type, extension or file name')).toHaveValue('image/');
    await expect(page.getByLabel('Only types with extensions')).toBeChecked();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(other.getByLabel('Search by MIME type, extension or file name')).toHaveValue('image/');
    await expect(other.getByRole('table', { name: 'MIME types' }).getByRole('rowheader').first()).toContainText('image/');
  });
});

import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// ISO 3166-1: Germany is DE / DEU / 276; France FR / FRA / 250 (ISO Online Browsing Platform).

test('iso-3166-searcher: finds countries by code and name with their details, filters by continent; no match; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  await test.step('finds countries by code and name with their details, filters by continent', async () => {
    await openTool(page, '/iso-3166-searcher');
    const table = page.getByRole('table', { name: 'Countries' });
    await expect(table.getByRole('rowheader')).toHaveCount(25);
    const search = page.getByLabel('Search countries');
    await search.fill('DEU');
    const details = page.getByRole('table', { name: /Germany/ });
    await expect(details.getByLabel('Alpha-2', { exact: true })).toHaveText('DE');
    await expect(details.getByLabel('Numeric', { exact: true })).toHaveText('276');
    await expect(details.getByLabel('Capital', { exact: true })).toHaveText('Berlin');
    await expect(details.getByLabel('Calling code', { exact: true })).toHaveText('+49');
    await expect(details.getByLabel('Flag emoji', { exact: true })).toHaveText('🇩🇪');
    await expect(table.getByRole('rowheader')).toHaveText(['DE']);

    await search.fill('paris');
    await expect(table.getByRole('rowheader')).toHaveText(['FR']);

    await search.fill('');
    await page.getByLabel('Continent').selectOption({ label: 'Oceania' });
    await expect(page).toHaveURL(/continent=OC/);
    await expect(table.getByRole('rowheader').first()).toBeVisible();
    await expect(table).toContainText('NZ');
  });

  await test.step('no match is said, not an empty page', async () => {
    await openTool(page, '/iso-3166-searcher');
    await page.getByLabel('Search countries').fill('Atlantis');
    await expect(page.getByRole('status').filter({ hasText: 'No country matches “Atlantis”.' })).toBeVisible();
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/iso-3166-searcher');
    await page.getByLabel('Search countries').fill('FRA');
    await expect.poll(() => savedState(page, 'iso-3166-searcher'), { intervals: STORAGE_POLL }).toContain('FRA');
    await reopenTool(page);
    await expect(page.getByLabel('Search countries')).toHaveValue('FRA');
    await expect(page.getByRole('table', { name: /France/ }).getByLabel('Numeric', { exact: true })).toHaveText('250');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const other = await openLink(page, await page.evaluate(() => navigator.clipboard.readText()));
    await expect(other.getByRole('table', { name: /France/ }).getByLabel('Alpha-3', { exact: true })).toHaveText('FRA');
  });
});

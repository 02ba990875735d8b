import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('geo-distance-calculator: distances and bearings between two points in decimal degrees or DMS; a bad coordinate names its field; your position fills a point; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  const field = (name: string, p = page) => p.getByRole('textbox', { name, exact: true });
  const out = (name: string, p = page) => p.getByLabel(name, { exact: true });

  await test.step('distances and bearings (GeographicLib GeodSolve0: JFK → CDG)', async () => {
    await openTool(page, '/geo-distance-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'Geographic distance calculator' })).toBeVisible();
    await field('Latitude of point A').fill('40.6');
    await field('Longitude of point A').fill('-73.8');
    await field('Latitude of point B').fill('49.01666667');
    await field('Longitude of point B').fill('2.55');
    // GeographicLib's test GeodSolve0: s12 = 5853226 m, azi1 = 53.47022°, azi2 = 111.59367°.
    await expect(out('Ellipsoidal distance in km')).toHaveText(/^5853\.22[56]\d*$/);
    await expect(out('Ellipsoidal distance in nmi')).toHaveText(/^3160\.4/);
    await expect(out('Initial bearing (ellipsoid)')).toHaveText(/^53\.4702\d+° \(053°28′/);
    await expect(out('Final bearing (ellipsoid)')).toHaveText(/^111\.5936/);
    await expect(out('Great-circle distance in km')).not.toBeEmpty();

    // A DMS point pasted whole into the latitude field fills both of its fields.
    await field('Latitude of point B').fill('51°30′26″N 0°07′39″W');
    await expect(field('Longitude of point B')).toHaveValue(/^-0\.1275/);
    await expect(field('Latitude of point B')).toHaveValue(/^51\.5072/);
  });

  await test.step('a bad coordinate names its field and why', async () => {
    await openTool(page, '/geo-distance-calculator');
    await field('Latitude of point B').fill('91');
    await expect(page.getByRole('alert')).toHaveText('Latitude of point B: 91° is out of range: a latitude lies between −90° and 90°.');
    await expect(field('Latitude of point B')).toHaveAttribute('aria-invalid', 'true');
    await expect(out('Ellipsoidal distance in km')).toBeEmpty();
    await field('Latitude of point B').fill('2°E');
    await expect(page.getByRole('alert')).toContainText('Latitude of point B: the hemisphere E or W belongs to a longitude');
  });

  await test.step('your position fills a point', async () => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 48.8566, longitude: 2.3522 });
    await openTool(page, '/geo-distance-calculator');
    await page.getByRole('button', { name: 'Locate me' }).click();
    await expect(out('Latitude')).toHaveText('48.8566');
    await page.getByRole('button', { name: 'Use my position' }).first().click();
    await expect(field('Latitude of point A')).toHaveValue('48.8566');
    await expect(field('Longitude of point A')).toHaveValue('2.3522');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/geo-distance-calculator');
    await field('Latitude of point A').fill('48°51′24″N');
    await expect.poll(() => savedState(page, 'geo-distance-calculator'), { intervals: STORAGE_POLL }).toContain('48°51′24″N');
    await reopenTool(page);
    await expect(field('Latitude of point A')).toHaveValue('48°51′24″N');
    await expect(out('Ellipsoidal distance in km')).not.toBeEmpty();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(field('Latitude of point A', other)).toHaveValue('48°51′24″N');
    await expect(out('Ellipsoidal distance in km', other)).not.toBeEmpty();
  });
});

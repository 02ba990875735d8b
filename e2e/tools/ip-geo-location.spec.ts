import type { Route } from '@playwright/test';
import { allowConsoleErrors, expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// The answer ipinfo.io documents for 8.8.8.8 (https://ipinfo.io/developers), served by request routing.
const GOOGLE = {
  ip: '8.8.8.8',
  hostname: 'dns.google',
  city: 'Mountain View',
  region: 'California',
  country: 'US',
  loc: '37.4056,-122.0775',
  org: 'AS15169 Google LLC',
  postal: '94043',
  timezone: 'America/Los_Angeles',
  anycast: true,
};
const cors = { 'access-control-allow-origin': '*' };

test('ip-geo-location: looks an address up on ipinfo.io only when asked, shows location, ASN and a map link, explains bad input, HTTP errors and being offline; the address survives a reload and travels in a link, the token never', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(40_000);
  const requested: string[] = [];
  await test.step('looks up 8.8.8.8 when asked', async () => {
    await page.route('https://ipinfo.io/**', (route: Route) => {
      requested.push(route.request().url());
      return route.fulfill({ json: GOOGLE, headers: cors });
    });
    await openTool(page, '/ip-geo-location');
    const ip = page.getByLabel('IP address', { exact: true });
    await ip.fill('8.8.8.8');
    await expect(page.getByLabel('Request', { exact: true })).toHaveText('https://ipinfo.io/8.8.8.8/json');
    expect(requested).toEqual([]); // nothing sent before the button
    await page.getByRole('button', { name: 'Look up' }).click();
    const details = page.getByRole('table', { name: 'Location details' });
    await expect(details).toBeVisible();
    await expect(details.getByLabel('City', { exact: true })).toHaveText('Mountain View');
    await expect(details.getByLabel('Country', { exact: true })).toHaveText('United States (US)');
    await expect(details.getByLabel('ASN', { exact: true })).toHaveText('AS15169');
    await expect(details.getByLabel('Organisation', { exact: true })).toHaveText('Google LLC');
    await expect(details.getByLabel('Latitude, longitude', { exact: true })).toHaveText('37.4056, -122.0775');
    await expect(page.getByRole('link', { name: 'Show on OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=37.4056&mlon=-122.0775#map=10/37.4056/-122.0775',
    );
    expect(requested).toEqual(['https://ipinfo.io/8.8.8.8/json']);
  });

  await test.step('sends the token only in the request, and explains a refused one and a bad address', async () => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route('https://ipinfo.io/**', (route: Route) => route.fulfill({ status: 403, json: {}, headers: cors }));
    await page.getByText('ipinfo.io token (optional)').click();
    await page.getByLabel('Access token').fill('abc123');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByRole('alert')).toContainText('ipinfo.io answered 403');
    await expect(page.getByRole('alert')).toContainText('Check the token');
    allowConsoleErrors(consoleErrors, /403/);
    await expect.poll(() => savedState(page, 'ip-geo-location'), { intervals: STORAGE_POLL }).toContain('8.8.8.8');
    expect(await savedState(page, 'ip-geo-location')).not.toContain('abc123');

    const ip = page.getByLabel('IP address', { exact: true });
    await ip.fill('8.8.8.256');
    await expect(page.getByText('is not an IPv4 or IPv6 address')).toBeVisible();
    await expect(ip).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Look up' })).toBeDisabled();
  });

  await test.step('explains being offline', async () => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByLabel('IP address', { exact: true }).fill('2606:4700:4700::1111');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByRole('alert')).toContainText('You are offline: this tool needs to reach ipinfo.io');
    allowConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    await context.setOffline(false);
  });

  await test.step('the address survives a reload and travels in a link; the token does not', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await reopenTool(page);
    await expect(page.getByLabel('IP address', { exact: true })).toHaveValue('2606:4700:4700::1111');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('IP address', { exact: true })).toHaveValue('2606:4700:4700::1111');
    await page.getByText('ipinfo.io token (optional)').click();
    await expect(page.getByLabel('Access token')).toHaveValue('');
  });
});

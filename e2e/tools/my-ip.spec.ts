import type { Page, Route } from '@playwright/test';
import { allowConsoleErrors, expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

// ipify's answer shape ({"ip":"…"}, https://www.ipify.org/) served by request routing: no test reaches the internet.
const ipify = (ip: string) => (route: Route) => route.fulfill({ json: { ip }, headers: { 'access-control-allow-origin': '*' } });

async function routeIpify(page: Page, v6: ((route: Route) => Promise<void>) | null) {
  await page.route('https://api.ipify.org/**', ipify('203.0.113.7'));
  await page.route('https://api64.ipify.org/**', ipify('2001:db8::7'));
  await page.route('https://api6.ipify.org/**', v6 ?? ((route) => route.abort('addressunreachable')));
}

test('my-ip: looks up the public IPv4 and IPv6 addresses on ipify when asked (or on open, if chosen), explains a missing IPv6 and being offline; the choices survive a reload', async ({
  page,
  context,
  consoleErrors,
}) => {
  await test.step('shows both addresses and the preferred one, copyable', async () => {
    const asked: string[] = [];
    await routeIpify(page, ipify('2001:DB8:0:0:1:0:0:1'));
    await page.route('https://*.ipify.org/**', (route) => {
      asked.push(route.request().url());
      return route.fallback();
    });
    await openTool(page, '/my-ip');
    await expect(page.getByRole('status').filter({ hasText: 'Press Look up to ask ipify.' })).toBeVisible();
    expect(asked).toEqual([]); // nothing sent before the button
    await page.getByRole('button', { name: 'Look up', exact: true }).click();
    await expect(page.getByLabel('IPv4 address', { exact: true })).toHaveText('203.0.113.7');
    // RFC 5952: written lower-case with the longest zero run compressed.
    await expect(page.getByLabel('IPv6 address', { exact: true })).toHaveText('2001:db8::1:0:0:1');
    await expect(page.getByLabel('Address this browser prefers', { exact: true })).toHaveText('2001:db8::7');
    await expect(page.getByRole('button', { name: 'Copy IPv4 address' })).toBeVisible();
    await expect(page.getByText('Looking up asks ipify (api.ipify.org, api6.ipify.org, api64.ipify.org)')).toBeVisible();
  });

  await test.step('says so when the network has no IPv6', async () => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await routeIpify(page, null);
    await page.getByRole('button', { name: 'Look up again' }).click();
    await expect(page.getByText('Not detected: No IPv6 address: this network seems to have no IPv6 connection')).toBeVisible();
    await expect(page.getByLabel('IPv4 address', { exact: true })).toHaveText('203.0.113.7');
    allowConsoleErrors(consoleErrors, /Failed to load resource/);
  });

  await test.step('asks only the IPv4 host when told, and on open once chosen; the choices survive a reload', async () => {
    const asked: string[] = [];
    const record = (request: { url(): string }) => asked.push(new URL(request.url()).host);
    page.on('request', record);
    await page.getByTestId('tool-area').getByRole('button', { name: 'IPv4 only' }).click();
    await expect(page).toHaveURL(/[?&]family=ipv4/);
    await expect(page.getByLabel('IPv4 address', { exact: true })).toHaveText('203.0.113.7');
    await expect(page.getByLabel('IPv6 address', { exact: true })).toHaveCount(0);
    await page.getByLabel('Look up as soon as this page opens (remembered in this browser)').check();
    await reopenTool(page);
    await expect(page.getByTestId('tool-area').getByRole('button', { name: 'IPv4 only' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Look up as soon as this page opens (remembered in this browser)')).toBeChecked();
    await expect(page.getByLabel('IPv4 address', { exact: true })).toHaveText('203.0.113.7');
    page.off('request', record);
    expect(asked.filter((host) => host.endsWith('ipify.org')).every((host) => host === 'api.ipify.org')).toBe(true);
  });

  await test.step('explains being offline', async () => {
    await page.unrouteAll({ behavior: 'ignoreErrors' }); // routed requests would be answered even offline
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Look up again' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No address detected' })).toContainText('You are offline: this tool needs to reach api.ipify.org');
    allowConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  });
});

import type { Route } from '@playwright/test';
import { allowConsoleErrors, expect, test } from '../fixtures';
import { openLink, openTool, reopenTool } from '../support/tool-page';

// A Frankfurter answer in its documented shape (https://frankfurter.dev/); illustrative rates.
const ECB = { amount: 1.0, base: 'EUR', date: '2020-03-02', rates: { USD: 1.1128, JPY: 120.02, GBP: 0.86755, CHF: 1.0723 } };
const cors = { 'access-control-allow-origin': '*' };

test('currency-converter: gets the rates only when asked, converts exactly, names the source and date, keeps converting offline with the last rates seen; inputs survive a reload and travel in a link', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(40_000);
  await test.step('gets the ECB rates when asked and converts with them', async () => {
    const asked: string[] = [];
    await page.route('https://api.frankfurter.dev/**', (route: Route) => {
      asked.push(route.request().url());
      return route.fulfill({ json: ECB, headers: cors });
    });
    await openTool(page, '/currency-converter');
    await page.getByLabel('Amount', { exact: true }).fill('100');
    await expect(page.getByRole('status').filter({ hasText: 'No rates yet' })).toBeVisible();
    expect(asked).toEqual([]); // nothing sent before the button
    await page.getByRole('button', { name: 'Get rates' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Rates of 2020-03-02 from European Central Bank' })).toBeVisible();
    // 100 × 1.1128 = 111.28; 100 × 120.02 = 12002 (JPY has no minor unit); 100 × 0.86755 = 86.755 → 86.76 (half up).
    await expect(page.getByLabel('Amount in USD', { exact: true })).toHaveText('111.28');
    await expect(page.getByLabel('Amount in JPY', { exact: true })).toHaveText('12002');
    await expect(page.getByLabel('Amount in GBP', { exact: true })).toHaveText('86.76');
    expect(asked).toEqual(['https://api.frankfurter.dev/v1/latest?base=EUR']);
  });

  await test.step('converts between any two currencies through the euro and explains a bad amount', async () => {
    await page.getByLabel('From').selectOption('GBP');
    await page.getByLabel('Amount', { exact: true }).fill('250');
    // 250 GBP = 250 ÷ 0.86755 EUR = 288.1678… → 288.17; 250 × 1.0723 ÷ 0.86755 CHF = 309.00236297619…
    await page.getByLabel('Add a currency').selectOption('EUR');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByLabel('Amount in EUR', { exact: true })).toHaveText('288.17');
    await page.getByRole('button', { name: '10 decimals' }).click();
    await expect(page.getByLabel('Amount in CHF', { exact: true })).toHaveText('309.0023629762');
    const amount = page.getByLabel('Amount', { exact: true });
    await amount.fill('1,000');
    await expect(page.getByText('is ambiguous')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await amount.fill('1 000,5');
    await expect(page.getByLabel('Amount in EUR', { exact: true })).toHaveText('1153.2476514322');
  });

  await test.step('offline, it converts with the last rates seen and says from when', async () => {
    const asked: string[] = [];
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route('https://api.frankfurter.dev/**', (route: Route) => {
      asked.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    // Reopened, the tool converts with the rates it saved, without asking the source again.
    await reopenTool(page);
    await expect(page.getByRole('status').filter({ hasText: 'Rates of 2020-03-02' })).toBeVisible();
    await expect(page.getByLabel('Amount in EUR', { exact: true })).toHaveText('1153.2476514322');
    expect(asked).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' }); // routed requests would be answered even offline
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Update rates' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Could not update the rates' })).toContainText('You are offline');
    await expect(page.getByRole('status').filter({ hasText: 'Could not update the rates' })).toContainText('Using the last rates seen, of 2020-03-02.');
    allowConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    await context.setOffline(false);
  });

  await test.step('an HTTP error with no saved rates is an error; inputs travel in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route('https://cdn.jsdelivr.net/**', (route: Route) => route.fulfill({ status: 404, body: '', headers: cors }));
    await page.getByLabel('Rates source').selectOption('currency-api');
    await expect(page).toHaveURL(/source=currency-api/);
    await page.getByLabel('Rates date').fill('2021-06-01');
    await page.getByRole('button', { name: 'Get rates' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^cdn\.jsdelivr\.net answered 404( Not Found)?\.$/);
    allowConsoleErrors(consoleErrors, /404/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('1 000,5');
    await expect(page.getByLabel('From')).toHaveValue('GBP');
    await expect(page.getByLabel('Rates date')).toHaveValue('2021-06-01');
  });
});

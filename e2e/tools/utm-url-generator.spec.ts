import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// RFC 3986 §2.5: "é" is %C3%A9; §2.1: space is %20 (form encoding writes "+").

test('utm-url-generator: adds encoded UTM parameters keeping the page\'s own; warns about missing required fields; names a bad address; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const url = page.getByLabel('Website URL', { exact: true });
  const out = page.getByLabel('Campaign URL', { exact: true });
  await test.step('adds the parameters, keeping the page\'s own and its fragment', async () => {
    await openTool(page, '/utm-url-generator');
    await url.fill('https://shop.example/item?id=42#reviews');
    await page.getByLabel('Campaign source (utm_source)', { exact: true }).fill('news letter');
    await page.getByLabel('Campaign medium (utm_medium)', { exact: true }).fill('email');
    await page.getByLabel('Campaign name (utm_campaign)', { exact: true }).fill('été & co');
    await expect(out).toHaveText('https://shop.example/item?id=42&utm_source=news%20letter&utm_medium=email&utm_campaign=%C3%A9t%C3%A9%20%26%20co#reviews');
    await page.getByLabel('Write spaces as + (form encoding) instead of %20').check();
    await expect(out).toHaveText('https://shop.example/item?id=42&utm_source=news+letter&utm_medium=email&utm_campaign=%C3%A9t%C3%A9+%26+co#reviews');
  });

  await test.step('warns about a missing required field; names a bad address', async () => {
    const medium = page.getByLabel('Campaign medium (utm_medium)', { exact: true });
    await medium.fill('');
    await expect(medium).toHaveAccessibleDescription(/utm_medium is required/);
    await expect(out).toHaveText(/utm_source=news\+letter&utm_campaign=/);
    await url.fill('shop.example/item');
    await expect(url).toHaveAccessibleDescription(/no scheme.*https:\/\/shop\.example\/item/);
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/utm-url-generator');
    await url.fill('https://example.com/');
    await page.getByLabel('Campaign source (utm_source)', { exact: true }).fill('google');
    await page.getByLabel('Campaign medium (utm_medium)', { exact: true }).fill('cpc');
    await page.getByLabel('Campaign name (utm_campaign)', { exact: true }).fill('brand');
    await expect(out).toHaveText('https://example.com/?utm_source=google&utm_medium=cpc&utm_campaign=brand');
    await expect.poll(() => savedState(page, 'utm-url-generator'), { intervals: STORAGE_POLL }).toContain('brand');
    await reopenTool(page);
    await expect(out).toHaveText('https://example.com/?utm_source=google&utm_medium=cpc&utm_campaign=brand');
    await page.getByRole('button', { name: 'Copy link', exact: true }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('Campaign URL', { exact: true })).toHaveText('https://example.com/?utm_source=google&utm_medium=cpc&utm_campaign=brand');
  });
});

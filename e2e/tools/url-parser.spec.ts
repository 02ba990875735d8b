import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// WHATWG URL Standard: special schemes drop their default port; "bücher" is "xn--bcher-kva" in IDNA (RFC 3492);
// RFC 3986 §5.4.1: "../g" against http://a/b/c/d;p?q is http://a/b/g.

test('url-parser: takes a URL apart (host in ASCII and Unicode, default port, each query parameter decoded); names the wrong part of a bad URL; resolves against a base; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const input = page.getByLabel('URL to parse', { exact: true });
  await test.step('takes a URL apart', async () => {
    await openTool(page, '/url-parser');
    await input.fill('https://me:p%40ss@Bücher.example/a/b%20c?x=1&y=a+b&z=%E2%82%AC#top');
    await expect(page.getByLabel('Full URL', { exact: true })).toHaveText('https://me:p%40ss@xn--bcher-kva.example/a/b%20c?x=1&y=a+b&z=%E2%82%AC#top');
    await expect(page.getByLabel('Host', { exact: true })).toHaveText('xn--bcher-kva.example');
    await expect(page.getByLabel('Host (Unicode)', { exact: true })).toHaveText('bücher.example');
    await expect(page.getByLabel('Password', { exact: true })).toHaveText('p@ss');
    await expect(page.getByLabel('Port', { exact: true })).toHaveText('443');
    await expect(page.getByLabel('Value of y', { exact: true })).toHaveText('a b');
    await expect(page.getByLabel('Value of z', { exact: true })).toHaveText('€');
    await expect(page.getByRole('table', { name: 'Path segments' })).toContainText('b c');
    await expect(page.getByRole('button', { name: 'Copy Full URL' })).toBeVisible();
  });

  await test.step('names the wrong part of a bad URL', async () => {
    await input.fill('http://example.com:70000/');
    await expect(input).toHaveAccessibleDescription(/port 70000 is out of range/);
    await input.fill('example.com/path');
    await expect(input).toHaveAccessibleDescription(/no scheme.*https:\/\/example\.com\/path/);
    await expect(input).toHaveValue('example.com/path');
  });

  await test.step('resolves a relative URL against a base; state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/url-parser');
    await input.fill('../g');
    await page.getByLabel('Base URL (optional)', { exact: true }).fill('http://a/b/c/d;p?q');
    await expect(page.getByLabel('Full URL', { exact: true })).toHaveText('http://a/b/g');
    await expect.poll(() => savedState(page, 'url-parser'), { intervals: STORAGE_POLL }).toContain('d;p?q');
    await reopenTool(page);
    await expect(page.getByLabel('Full URL', { exact: true })).toHaveText('http://a/b/g');
    await page.getByRole('button', { name: 'Copy link', exact: true }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('URL to parse', { exact: true })).toHaveValue('../g');
    await expect(page.getByLabel('Full URL', { exact: true })).toHaveText('http://a/b/g');
  });
});

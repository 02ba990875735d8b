import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// Expected values from URL Fragment Text Directives (WICG) §3.3: "#:~:text=this%20is-,an%20example,-text%20fragment",
// "https://example.org/#test:~:text=foo"; "-", "," and "&" in a term are percent-encoded (TextDirectiveExplicitChar).

test('url-text-fragment-maker: builds #:~:text= links with context terms and several texts; names a bad URL and a missing start; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const output = page.getByLabel('URL with text fragment', { exact: true });
  // The directives' cards ("Text 1", "Text 2"…), in order.
  const texts = page.getByRole('region').filter({ has: page.getByLabel('Start text', { exact: true }) });
  const text1 = texts.nth(0);
  await test.step('builds a link with context terms, keeps the element fragment, adds a second text', async () => {
    await openTool(page, '/url-text-fragment-maker');
    await page.getByLabel('Page URL', { exact: true }).fill('https://example.org/#test');
    await text1.getByLabel('Start text', { exact: true }).fill('foo');
    await expect(output).toHaveValue('https://example.org/#test:~:text=foo');
    await page.getByLabel('Page URL', { exact: true }).fill('https://example.org/page');
    await text1.getByLabel('Start text', { exact: true }).fill('an example');
    await text1.getByLabel('Prefix (optional)', { exact: true }).fill('this is');
    await text1.getByLabel('Suffix (optional)', { exact: true }).fill('text fragment');
    await expect(output).toHaveValue('https://example.org/page#:~:text=this%20is-,an%20example,-text%20fragment');
    await page.getByRole('button', { name: 'Add another text' }).click();
    await texts.nth(1).getByLabel('Start text', { exact: true }).fill('e-mail, fax & more');
    await expect(output).toHaveValue(
      'https://example.org/page#:~:text=this%20is-,an%20example,-text%20fragment&text=e%2Dmail%2C%20fax%20%26%20more',
    );
    await expect(page.getByLabel('Fragment', { exact: true })).toHaveText(
      '#:~:text=this%20is-,an%20example,-text%20fragment&text=e%2Dmail%2C%20fax%20%26%20more',
    );
    await expect(page.getByRole('link', { name: 'Open the link in a new tab' })).toHaveAttribute('href', await output.inputValue());
  });

  await test.step('names a bad URL and a text with no start', async () => {
    const url = page.getByLabel('Page URL', { exact: true });
    await url.fill('ftp://example.org/file');
    await expect(url).toHaveAccessibleDescription(/use http:\/\/ or https:\/\//);
    await expect(output).toHaveValue('');
    await url.fill('https://example.org/page');
    await text1.getByLabel('Start text', { exact: true }).fill('');
    await expect(text1.getByLabel('Start text', { exact: true })).toHaveAccessibleDescription(/: the start text is empty/);
    await text1.getByRole('button', { name: /^Remove text/ }).click();
    await expect(output).toHaveValue('https://example.org/page#:~:text=e%2Dmail%2C%20fax%20%26%20more');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/url-text-fragment-maker');
    await page.getByLabel('Page URL', { exact: true }).fill('https://example.com/#:~:text=old');
    await text1.getByLabel('Start text', { exact: true }).fill('new');
    await expect(output).toHaveValue('https://example.com/#:~:text=old&text=new');
    await page.getByRole('button', { name: 'Replace them' }).click();
    await expect(output).toHaveValue('https://example.com/#:~:text=new');
    await expect.poll(() => new URL(page.url()).searchParams.get('existing')).toBe('replace');
    await expect.poll(() => savedState(page, 'url-text-fragment-maker'), { intervals: STORAGE_POLL }).toContain('text=old');
    await reopenTool(page);
    await expect(output).toHaveValue('https://example.com/#:~:text=new');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(text1.getByLabel('Start text', { exact: true })).toHaveValue('new');
    await expect(output).toHaveValue('https://example.com/#:~:text=new');
  });
});

import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('html-entities: escapes markup and non-ASCII text as you type; unescapes named and numeric references, and reports unknown ones; state survives a reload and travels in a link', async ({
  page,
}) => {
  test.setTimeout(90_000); // the steps' budgets, summed
  await test.step('escapes markup and non-ASCII text as you type', async () => {
    await openTool(page, '/html-entities');
    const text = page.getByLabel('Text to escape', { exact: true });
    const output = page.getByLabel('Escaped HTML', { exact: true });
    await text.fill('<p class="x">Tom\'s & Jerry</p>');
    await expect(output).toHaveValue('&lt;p class=&quot;x&quot;&gt;Tom&apos;s &amp; Jerry&lt;/p&gt;');
    // WHATWG entities.json: "&eacute;" is U+00E9, "&nbsp;" U+00A0; U+1F600 has no name.
    await page.getByRole('button', { name: 'Also non-ASCII' }).click();
    await text.fill('café\u00A0😀');
    await expect(output).toHaveValue('caf&eacute;&nbsp;&#x1F600;');
    await page.getByRole('button', { name: 'Decimal (&#233;)' }).click();
    await page.getByLabel('Use named references where they exist (&eacute;)').uncheck();
    await expect(output).toHaveValue('caf&#233;&#160;&#128512;');
  });

  await test.step('unescapes named and numeric references, and reports unknown ones', async () => {
    await openTool(page, '/html-entities');
    const html = page.getByLabel('HTML to unescape', { exact: true });
    const output = page.getByLabel('Unescaped text', { exact: true });
    // entities.json: "&NotEqualTilde;" is U+2242 U+0338.
    await html.fill('&lt;b&gt; &eacute; &#x1F600; &#233; &NotEqualTilde;');
    await expect(output).toHaveValue('<b> é 😀 é \u2242\u0338');
    await expect(page.getByRole('status')).toHaveCount(0);
    await html.fill('AT&T &foo; ok');
    await expect(output).toHaveValue('AT&T &foo; ok');
    await expect(page.getByRole('list', { name: 'Reference notices' })).toContainText(
      '"&foo;" is not a named character reference of HTML; it was left as it is. (at position 6)',
    );
    await expect(html).toHaveValue('AT&T &foo; ok');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/html-entities');
    await page.getByRole('button', { name: 'Also non-ASCII' }).click();
    const text = page.getByLabel('Text to escape', { exact: true });
    await text.fill('naïve');
    await page.getByLabel('HTML to unescape', { exact: true }).fill('&copy;');
    await expect(page.getByLabel('Escaped HTML', { exact: true })).toHaveValue('na&iuml;ve');
    await expect.poll(() => new URL(page.url()).searchParams.get('mode')).toBe('nonAscii');
    expect(page.url()).not.toContain('na%C3%AFve');
    await expect.poll(() => savedState(page, 'html-entities'), { intervals: STORAGE_POLL }).toContain('naïve');

    await reopenTool(page);
    await expect(text).toHaveValue('naïve');
    await expect(page.getByRole('button', { name: 'Also non-ASCII' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Escaped HTML', { exact: true })).toHaveValue('na&iuml;ve');
    await expect(page.getByLabel('Unescaped text', { exact: true })).toHaveValue('©');
  });
});

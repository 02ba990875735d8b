import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('extract-text-from-html: HTML to plain text as you type, scripts dropped; link URLs on request; options survive a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const input = page.getByRole('textbox', { name: 'HTML', exact: true });
  const output = page.getByRole('textbox', { name: 'Plain text' });

  await test.step('blocks on their own lines, list items, tab-separated table, no script', async () => {
    await openTool(page, '/extract-text-from-html');
    await expect(page.getByRole('heading', { level: 1, name: 'Extract text from HTML' })).toBeVisible();
    await input.fill(
      '<h1>Notes</h1><p>Fish &amp;   chips</p><script>window.ran = 1</script><ul><li>one</li><li>two</li></ul><table><tr><td>a</td><td>b</td></tr></table>',
    );
    await expect(output).toHaveValue('Notes\n\nFish & chips\n\n- one\n- two\n\na\tb');
    expect(await page.evaluate(() => (window as { ran?: number }).ran)).toBeUndefined();
  });

  await test.step('a wrap width under 20 is refused', async () => {
    await openTool(page, '/extract-text-from-html');
    await page.getByLabel('Wrap at (0: no wrap)').fill('5');
    await expect(page.getByRole('alert').first()).toContainText(/20/);
  });

  await test.step('link URLs on request; options survive a reload', async () => {
    await openTool(page, '/extract-text-from-html');
    await input.fill('<p>See <a href="https://example.org/docs">the docs</a>.</p>');
    await page.getByRole('button', { name: 'Text [URL]' }).click();
    await expect(output).toHaveValue('See the docs [https://example.org/docs].');
    expect(new URL(page.url()).searchParams.get('links')).toBe('url');
    await expect.poll(() => savedState(page, 'extract-text-from-html'), { intervals: STORAGE_POLL }).toContain('the docs');
    await reopenTool(page);
    await expect(output).toHaveValue('See the docs [https://example.org/docs].');
  });
});

import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// The defang conventions of ioc-fanger and CyberChef: hxxp(s), [.], [:]// or [://], [at].

test('url-fanger: defangs URLs, domains, IPs and e-mail addresses in a text and refangs them back; marker options; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const source = 'From https://evil.example.com/dl.php to 198.51.100.23, by admin@example.net.';
  const defanged = 'From hxxps[:]//evil[.]example[.]com/dl.php to 198[.]51[.]100[.]23, by admin[at]example[.]net.';
  await test.step('defangs a text and refangs it back', async () => {
    await openTool(page, '/url-fanger');
    await page.getByLabel('Text to defang', { exact: true }).fill(source);
    await expect(page.getByLabel('Defanged text', { exact: true })).toHaveValue(defanged);
    await page.getByLabel('Text to refang', { exact: true }).fill(defanged + '\nhXXp://example(dot)org');
    await expect(page.getByLabel('Refanged text', { exact: true })).toHaveValue(source + '\nhttp://example.org');
  });

  await test.step('marker options', async () => {
    await page.getByRole('button', { name: '[://]', exact: true }).click();
    await page.getByRole('button', { name: 'Last dot only' }).click();
    await page.getByRole('button', { name: '[@]', exact: true }).click();
    await expect(page.getByLabel('Defanged text', { exact: true })).toHaveValue(
      'From hxxps[://]evil.example[.]com/dl.php to 198.51.100[.]23, by admin[@]example[.]net.',
    );
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/url-fanger');
    await page.getByRole('button', { name: 'Only URLs with a scheme' }).click();
    await page.getByLabel('Text to defang', { exact: true }).fill('see http://a.example/ and b.example');
    await expect(page.getByLabel('Defanged text', { exact: true })).toHaveValue('see hxxp[:]//a[.]example/ and b.example');
    await expect.poll(() => new URL(page.url()).searchParams.get('scope')).toBe('urls');
    await expect.poll(() => savedState(page, 'url-fanger'), { intervals: STORAGE_POLL }).toContain('b.example');
    await reopenTool(page);
    await expect(page.getByLabel('Defanged text', { exact: true })).toHaveValue('see hxxp[:]//a[.]example/ and b.example');
    await page.getByRole('button', { name: 'Copy link', exact: true }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('Defanged text', { exact: true })).toHaveValue('see hxxp[:]//a[.]example/ and b.example');
  });
});

import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// Safe Links carry the target in ?url=; Proofpoint URL Defense v3 replaces characters by "*" and lists them in
// base64url after "__;" ("Kw" is "+"), as Proofpoint's published decoder reads them.

const SAFE = 'https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Fwww.example.com%2Freport.pdf&data=05%7C02%7Cuser%40contoso.com%7C1%7C0%7C638%7CUnknown%7C&sdata=abcd%2B%3D&reserved=0';
const PROOFPOINT =
  'https://urldefense.com/v3/__https://google.com:443/search?q=a*test&gs=ps__;Kw!-612Flbf0JvQ3kNJkRi5Jg!Ue6tQudNKaShHg93trcdjqDP8se2ySE65jyCIe2K1D_uNjZ1Lnf6YLQERujngZv9UWf66ujQIQ$';

test('safelink-decoder: decodes Safe Links and Proofpoint links in a pasted e-mail; names a text without links; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const input = page.getByLabel('Links to decode', { exact: true });
  const output = page.getByLabel('Decoded text', { exact: true });
  await test.step('decodes the wrapped links of an e-mail, keeping the text', async () => {
    await openTool(page, '/safelink-decoder');
    await input.fill(`Report: <${SAFE}>\nSearch: ${PROOFPOINT}\nHome: https://example.org/`);
    await expect(output).toHaveValue('Report: <https://www.example.com/report.pdf>\nSearch: https://google.com:443/search?q=a+test&gs=ps\nHome: https://example.org/');
    await expect(page.getByLabel('Summary', { exact: true })).toHaveText('2 of 3 links decoded.');
    const table = page.getByRole('table', { name: 'Links found' });
    await expect(table).toContainText('Microsoft Safe Links');
    await expect(table).toContainText('Proofpoint URL Defense v3');
    await expect(page.getByLabel('Original URL 1', { exact: true })).toHaveText('https://www.example.com/report.pdf');
  });

  await test.step('names a text without links', async () => {
    await input.fill('nothing to decode');
    await expect(input).toHaveAccessibleDescription(/No link found/);
    await expect(input).toHaveValue('nothing to decode');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/safelink-decoder');
    await input.fill(SAFE);
    await expect(output).toHaveValue('https://www.example.com/report.pdf');
    await expect.poll(() => savedState(page, 'safelink-decoder'), { intervals: STORAGE_POLL }).toContain('safelinks');
    await reopenTool(page);
    await expect(output).toHaveValue('https://www.example.com/report.pdf');
    await page.getByRole('button', { name: 'Copy link', exact: true }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('Decoded text', { exact: true })).toHaveValue('https://www.example.com/report.pdf');
  });
});

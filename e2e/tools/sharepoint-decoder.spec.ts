import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// Microsoft Graph, "Encoding sharing URLs": u! + the unpadded base64url of the sharing link.
const shareId = (url: string) => `u!${Buffer.from(url, 'utf8').toString('base64url')}`;

test('sharepoint-decoder: reads a typed sharing link and a u! share id; names a bad share id; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const input = page.getByLabel('Sharing link or share id', { exact: true });
  const link = 'https://contoso.sharepoint.com/:x:/r/sites/Finance/Shared%20Documents/Budget.xlsx?d=w1&csf=1&web=1';
  await test.step('reads a typed sharing link: target, site, type, share id', async () => {
    await openTool(page, '/sharepoint-decoder');
    await input.fill(link);
    await expect(page.getByLabel('Target', { exact: true })).toHaveText('https://contoso.sharepoint.com/sites/Finance/Shared%20Documents/Budget.xlsx');
    await expect(page.getByLabel('Site', { exact: true })).toHaveText('https://contoso.sharepoint.com/sites/Finance');
    await expect(page.getByLabel('Item type', { exact: true })).toHaveText('Excel workbook (:x:)');
    await expect(page.getByLabel('Share id', { exact: true })).toHaveText(shareId(link));
  });

  await test.step('decodes a u! share id to the link inside', async () => {
    await input.fill(shareId(link));
    await expect(page.getByLabel('Sharing link', { exact: true })).toHaveText(link);
    await expect(page.getByLabel('Target', { exact: true })).toHaveText('https://contoso.sharepoint.com/sites/Finance/Shared%20Documents/Budget.xlsx');
  });

  await test.step('names a bad share id', async () => {
    await input.fill('u!ab.c');
    await expect(input).toHaveAccessibleDescription(/Character "\." at position 5 is not base64url/);
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/sharepoint-decoder');
    await input.fill('https://contoso.sharepoint.com/:w:/s/Legal/EaBcDeF?e=XyZ');
    await expect(page.getByLabel('Sharing token', { exact: true })).toHaveText('EaBcDeF');
    await expect.poll(() => savedState(page, 'sharepoint-decoder'), { intervals: STORAGE_POLL }).toContain('EaBcDeF');
    await reopenTool(page);
    await expect(page.getByLabel('Site', { exact: true })).toHaveText('https://contoso.sharepoint.com/sites/Legal');
    await page.getByRole('button', { name: 'Copy link', exact: true }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, copied);
    await expect(page.getByLabel('Sharing token', { exact: true })).toHaveText('EaBcDeF');
  });
});

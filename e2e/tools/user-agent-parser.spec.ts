import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// Expected values: ua-parser-js 1.0.41's readme (Motorola Xoom: Android 3.0.1 tablet; Konqueror on OpenBSD: KHTML 4.1.4)
// and Apple's iPhone token ("iPhone OS 17_5" is iOS 17.5).
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const XOOM =
  'Mozilla/5.0 (Linux; U; Android 3.0.1; en-us; Xoom Build/HWI69) AppleWebKit/534.13 (KHTML, like Gecko) Version/4.0 Safari/534.13';
const KONQUEROR = 'Mozilla/5.0 (compatible; Konqueror/4.1; OpenBSD) KHTML/4.1.4 (like Gecko)';

test('user-agent-parser: parses this browser’s user agent on opening, then pasted ones (one or several); names a bad input; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const input = page.getByLabel('User-agent string', { exact: true });
  const details = page.getByRole('table', { name: 'Parsed user agent' });
  await test.step('fills in and parses this browser’s user agent, then a pasted one', async () => {
    await openTool(page, '/user-agent-parser');
    const own = await page.evaluate(() => navigator.userAgent);
    await expect(input).toHaveValue(own);
    await expect(details.getByLabel('Engine', { exact: true })).toContainText('Blink');
    await expect(page.getByRole('button', { name: "Use this browser's user agent" })).toBeDisabled();
    await input.fill(IPHONE);
    await expect(details.getByLabel('Browser', { exact: true })).toHaveText('Mobile Safari 17.5');
    await expect(details.getByLabel('Operating system', { exact: true })).toHaveText('iOS 17.5');
    await expect(details.getByLabel('Device vendor', { exact: true })).toHaveText('Apple');
    await expect(details.getByLabel('Device type', { exact: true })).toHaveText('mobile');
    await input.fill(`${XOOM}\n\n${KONQUEROR}`);
    const many = page.getByRole('table', { name: 'Parsed user agents' });
    await expect(many.getByRole('row')).toHaveCount(3);
    await expect(many.getByRole('row').nth(1)).toContainText('Motorola Xoom (tablet)');
    await expect(many.getByRole('row').nth(2)).toContainText('KHTML 4.1.4');
    await page.getByRole('button', { name: "Use this browser's user agent" }).click();
    await expect(input).toHaveValue(own);
  });

  await test.step('names a bad input and keeps the text', async () => {
    await input.fill(`curl/8.5.0\n${'x'.repeat(501)}`);
    await expect(input).toHaveAccessibleDescription(/Line 2: The user-agent string is 501 characters long/);
    await expect(details.getByLabel('Browser', { exact: true })).toHaveText('—');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/user-agent-parser');
    await input.fill(XOOM);
    await expect(details.getByLabel('Device model', { exact: true })).toHaveText('Xoom');
    await expect.poll(() => savedState(page, 'user-agent-parser'), { intervals: STORAGE_POLL }).toContain('Xoom');
    await reopenTool(page);
    await expect(input).toHaveValue(XOOM);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(input).toHaveValue(XOOM);
    await expect(details.getByLabel('Operating system', { exact: true })).toHaveText('Android 3.0.1');
  });
});

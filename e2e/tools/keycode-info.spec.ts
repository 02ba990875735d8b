import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('keycode-info: shows key, code, keyCode, location and modifiers of a key pressed in the capture area; Tab leaves; the key travels in a link', async ({
  page,
  context,
}) => {
  const area = page.getByLabel('Key capture area', { exact: true });
  await test.step('reads Shift+A and the numpad Enter as Chromium reports them', async () => {
    await openTool(page, '/keycode-info');
    await area.focus();
    await page.keyboard.press('Shift+KeyA');
    // UI Events: Shift+A on a US layout gives key "A", code "KeyA", keyCode 65.
    await expect(page.locator('output[aria-label="key"]')).toHaveText('A');
    await expect(page.locator('output[aria-label="code"]')).toHaveText('KeyA');
    await expect(page.locator('output[aria-label="keyCode"]')).toHaveText('65');
    await expect(page.locator('output[aria-label="Modifiers"]')).toHaveText('Shift');
    await expect(page.locator('output[aria-label="Shortcut"]')).toHaveText('Shift+A');
    await page.keyboard.press('NumpadEnter');
    await expect(page.locator('output[aria-label="location"]')).toHaveText('3 (Numpad)');
    // Header, then Shift's own keydown, A, and Enter.
    await expect(page.getByRole('table', { name: 'Recent keys' }).getByRole('row')).toHaveCount(4);
  });

  await test.step('lets Tab move the focus on unless capturing it', async () => {
    await area.focus();
    await page.keyboard.press('Tab');
    await expect(area).not.toBeFocused();
    await expect(page.locator('output[aria-label="code"]')).toHaveText('NumpadEnter');
  });

  await test.step('keeps the last key after a reload and in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await expect.poll(() => savedState(page, 'keycode-info'), { intervals: STORAGE_POLL }).toContain('NumpadEnter');
    await reopenTool(page);
    await expect(page.locator('output[aria-label="code"]')).toHaveText('NumpadEnter');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.locator('output[aria-label="keyCode"]')).toHaveText('13');
  });
});

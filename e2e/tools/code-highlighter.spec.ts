import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

test('code-highlighter: highlights code with a theme and line numbers, escaped; a bad line list explained; state survives a reload', async ({
  page,
}) => {
  const preview = page.getByRole('region', { name: 'Highlighted code' });
  await test.step('highlights Rust with line numbers; markup in the code stays text', async () => {
    // Rust: a small grammar, quick to compile in the e2e budget (TypeScript is tested in Vitest).
    await openTool(page, '/code-highlighter?lang=rust');
    await page.getByLabel('Line numbers').check();
    await page.getByLabel('Code', { exact: true }).fill('let a: u32 = 1; // <b>hi</b>\nlet b = 2;');
    await expect(preview.locator('pre')).toHaveText(/^1let a: u32 = 1; \/\/ <b>hi<\/b>\n?2let b = 2;$/);
    // github-light: keywords #D73A49, comments #6A737D (the theme's colours).
    await expect(preview.locator('span', { hasText: /^let$/ }).first()).toHaveCSS('color', 'rgb(215, 58, 73)');
    await expect(preview.locator('span', { hasText: /^\/\/ <b>hi<\/b>$/ })).toHaveCSS('color', 'rgb(106, 115, 125)');
    await expect(preview.locator('b')).toHaveCount(0);
  });

  await test.step('explains a bad list of highlighted lines', async () => {
    const lines = page.getByLabel('Highlighted lines', { exact: true });
    await lines.fill('5');
    await expect(lines).toHaveAccessibleDescription('Line 5 is past the last line (2).');
    await lines.fill('2');
    await expect(preview.locator('pre > code > span').nth(1)).toHaveCSS('display', 'inline-block');
  });

  await test.step('a dark theme; the state survives a reload', async () => {
    await page.getByLabel('Theme', { exact: true }).selectOption('dracula');
    await expect(preview.locator('pre')).toHaveCSS('background-color', 'rgb(40, 42, 54)');
    await reopenTool(page);
    await expect(page.getByLabel('Theme', { exact: true })).toHaveValue('dracula');
    await expect(preview.locator('pre')).toHaveCSS('background-color', 'rgb(40, 42, 54)');
    await expect(preview.locator('pre')).toContainText('let b = 2;');
  });
});

import { allowConsoleErrors, expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('html-cleaner: cleans Word HTML as you type, scripts and handlers gone; options and input survive a reload', async ({
  page,
  consoleErrors,
}) => {
  await test.step('cleans Word HTML as you type, scripts and handlers gone', async () => {
    await openTool(page, '/html-cleaner');
    await page
      .getByRole('textbox', { name: 'HTML to clean' })
      .fill(
        '<p class=MsoNormal onclick="x()"><span lang=EN-US style="font-size:14pt">Hello <b>world</b><o:p></o:p></span></p><p><o:p>&nbsp;</o:p></p><script>alert(1)</script>',
      );
    await expect(page.getByRole('textbox', { name: 'Cleaned HTML' })).toHaveValue('<p>Hello <b>world</b></p>\n');
    await expect(page.getByRole('status').filter({ hasText: 'Removed' })).toHaveText('Removed 5 element(s) and 4 attribute(s).');
    // Chrome reports each inline handler it meets while parsing, even in an inert template: the CSP
    // blocks it. Nothing runs; the report is the proof.
    await expect.poll(() => consoleErrors.length).toBeGreaterThan(0);
    allowConsoleErrors(consoleErrors, /Executing inline event handler violates the following Content Security Policy/);
  });

  await test.step('options and input survive a reload', async () => {
    await openTool(page, '/html-cleaner');
    await page.getByLabel('Remove classes and ids').uncheck();
    await page.getByLabel('Attributes', { exact: true }).selectOption('all');
    await page.getByRole('textbox', { name: 'HTML to clean' }).fill('<ul class="menu"><li><span>Home</span></li></ul>');
    const output = page.getByRole('textbox', { name: 'Cleaned HTML' });
    await expect(output).toHaveValue('<ul class="menu">\n  <li>Home</li>\n</ul>\n');
    expect(new URL(page.url()).searchParams.get('removeClassesAndIds')).toBe('false');
    await expect.poll(() => savedState(page, 'html-cleaner'), { intervals: STORAGE_POLL }).toContain('menu');
    await reopenTool(page);
    await expect(output).toHaveValue('<ul class="menu">\n  <li>Home</li>\n</ul>\n');
  });
});

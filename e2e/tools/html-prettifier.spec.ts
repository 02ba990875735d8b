import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

test('html-prettifier: formats HTML with inline script and style as you type; a wrong closing tag located; state survives a reload', async ({
  page,
}) => {
  await test.step('formats HTML, its inline style and script', async () => {
    await openTool(page, '/html-prettifier');
    await page.getByLabel('Your HTML').fill('<div><p>aaaa</p><p>bbbb</p></div><style>a{color:red}</style><script>let x=1</script>');
    await expect(page.getByRole('textbox', { name: 'Formatted HTML' })).toHaveValue(
      '<div>\n  <p>aaaa</p>\n  <p>bbbb</p>\n</div>\n<style>\n  a {\n    color: red;\n  }\n</style>\n<script>\n  let x = 1;\n</script>\n',
    );
  });

  await test.step('shows the line and column of a wrong closing tag', async () => {
    await page.getByLabel('Your HTML').fill('<div>\n<span>\n</div>');
    await expect(page.getByRole('alert')).toHaveText(/^Line 3, column 1: Unexpected closing tag "div"\./);
  });

  await test.step('one attribute per line; the state survives a reload', async () => {
    await page.getByLabel('One attribute per line').check();
    await page.getByLabel('Your HTML').fill('<input id="u" name="user">');
    const expected = '<input\n  id="u"\n  name="user"\n/>\n';
    await expect(page.getByRole('textbox', { name: 'Formatted HTML' })).toHaveValue(expected);
    await reopenTool(page);
    await expect(page.getByLabel('One attribute per line')).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Formatted HTML' })).toHaveValue(expected);
  });
});

import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

test('css-prettifier: formats CSS and SCSS with Prettier as you type; a syntax error located; state survives a reload', async ({
  page,
}) => {
  await test.step('unminifies CSS: one declaration per line, selector lists split, leading zeros', async () => {
    await openTool(page, '/css-prettifier');
    await page.getByLabel('Your style sheet').fill('a,b{color:red;margin:.5em}');
    await expect(page.getByRole('textbox', { name: 'Formatted style sheet' })).toHaveValue('a,\nb {\n  color: red;\n  margin: 0.5em;\n}\n');
  });

  await test.step('shows the line and column of a syntax error', async () => {
    await page.getByLabel('Your style sheet').fill('a {\n  color: red;\n}\n}');
    await expect(page.getByRole('alert')).toHaveText('Line 4, column 1: Unexpected }.');
  });

  await test.step('SCSS with 4-space indent; the state survives a reload', async () => {
    await page.getByLabel('Parser').selectOption('scss');
    await page.getByLabel('Tab width').fill('4');
    await page.getByLabel('Your style sheet').fill('.a{&:hover{color:red}}');
    const expected = '.a {\n    &:hover {\n        color: red;\n    }\n}\n';
    await expect(page.getByRole('textbox', { name: 'Formatted style sheet' })).toHaveValue(expected);
    await reopenTool(page);
    await expect(page.getByLabel('Parser')).toHaveValue('scss');
    await expect(page.getByRole('textbox', { name: 'Formatted style sheet' })).toHaveValue(expected);
  });
});

import { expect, test } from '../fixtures';
import { openTool, reopenTool } from '../support/tool-page';

test('javascript-prettifier: formats JavaScript with Prettier as you type, options in the link; a syntax error located, last output kept; state survives a reload', async ({
  page,
}) => {
  await test.step('formats minified JavaScript, then without semicolons and with single quotes', async () => {
    await openTool(page, '/javascript-prettifier');
    const input = page.getByLabel('Your code');
    const output = page.getByRole('textbox', { name: 'Formatted code' });
    await input.fill("function add(a,b){return a+b}const s='x'");
    // Prettier's defaults: 2 spaces, double quotes, semicolons.
    await expect(output).toHaveValue('function add(a, b) {\n  return a + b;\n}\nconst s = "x";\n');
    await page.getByLabel('Semicolons').uncheck();
    await page.getByLabel('Single quotes', { exact: true }).check();
    await expect(output).toHaveValue("function add(a, b) {\n  return a + b\n}\nconst s = 'x'\n");
    expect(new URL(page.url()).searchParams.get('semi')).toBe('false');
  });

  await test.step('shows the line and column of a syntax error and keeps the last output', async () => {
    const input = page.getByLabel('Your code');
    await input.fill('const a = 1;\nlet b = (;');
    await expect(page.getByRole('alert')).toHaveText(/^Line 2, column 10: Unexpected token/);
    await expect(page.getByRole('textbox', { name: 'Formatted code' })).toHaveValue(
      "function add(a, b) {\n  return a + b\n}\nconst s = 'x'\n",
    );
  });

  await test.step('TypeScript; the state survives a reload', async () => {
    await page.getByLabel('Parser').selectOption('typescript');
    await page.getByLabel('Your code').fill('let n:number=1');
    await expect(page.getByRole('textbox', { name: 'Formatted code' })).toHaveValue('let n: number = 1\n');
    await reopenTool(page);
    await expect(page.getByLabel('Parser')).toHaveValue('typescript');
    await expect(page.getByRole('textbox', { name: 'Formatted code' })).toHaveValue('let n: number = 1\n');
  });
});

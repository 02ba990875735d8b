import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('math-evaluator: evaluates lines with variables, units and matrices; shows a syntax error with its line and column; stops a runaway evaluation; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  const expressions = (p = page) => p.getByRole('textbox', { name: 'Expressions' });
  const lineResult = (n: number, p = page) => p.getByLabel(`Result of line ${n}`, { exact: true });

  await test.step('evaluates lines with variables, units and matrices', async () => {
    await openTool(page, '/math-evaluator');
    await expect(page.getByRole('heading', { level: 1, name: 'Math evaluator' })).toBeVisible();
    // mathjs documentation: sqrt(3^2 + 4^2) = 5; 12.7 cm = 5 inch; det([-1, 2; 3, 1]) = -7.
    await expressions().fill('a = sqrt(3^2 + 4^2)\nf(x) = x^2 + a\nf(2)\n12.7 cm to inch\ndet([-1, 2; 3, 1])');
    await expect(lineResult(1)).toHaveText('5');
    await expect(lineResult(2)).toHaveText('f(x)');
    await expect(lineResult(3)).toHaveText('9');
    await expect(lineResult(4)).toHaveText('5 inch');
    await expect(lineResult(5)).toHaveText('-7');
    await expect(page.getByLabel('Last result', { exact: true })).toHaveText('-7');
  });

  await test.step('shows a syntax error with its line and column, and stops a runaway evaluation', async () => {
    await openTool(page, '/math-evaluator');
    await expressions().fill('1 + 1\n2 +');
    await expect(page.getByRole('alert')).toHaveText('Line 2, column 4: Unexpected end of expression.');
    await expect(lineResult(1)).toHaveText('2');

    // 2^40 calls of f: it would run for hours. Cancel terminates the worker.
    await expressions().fill('f(n) = n <= 0 ? 1 : f(n - 1) + f(n - 1)\nf(40)');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Cancelled: the evaluation was stopped.')).toBeVisible();
    // A new evaluation starts a fresh worker.
    await expressions().fill('2 inch to cm');
    await expect(lineResult(1)).toHaveText('5.08 cm');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/math-evaluator');
    await page.getByRole('combobox', { name: 'Numbers' }).selectOption('Fraction');
    await expressions().fill('1/3 + 1/6');
    await expect(lineResult(1)).toHaveText('1/2');
    expect(new URL(page.url()).searchParams.get('numberType')).toBe('Fraction');
    await expect.poll(() => savedState(page, 'math-evaluator'), { intervals: STORAGE_POLL }).toContain('1/3 + 1/6');
    await reopenTool(page);
    await expect(expressions()).toHaveValue('1/3 + 1/6');
    await expect(lineResult(1)).toHaveText('1/2');

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(expressions(other)).toHaveValue('1/3 + 1/6');
    await expect(lineResult(1, other)).toHaveText('1/2');
  });
});

import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('math-formats-converter: converts LaTeX, AsciiMath and MathML with a live MathML preview; a LaTeX error shows its position; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  const source = (p = page) => p.getByRole('textbox', { name: /^Formula \(/ });
  const output = (p = page) => p.getByRole('textbox', { name: /^Converted formula \(/ });
  const preview = (p = page) => p.getByRole('img', { name: 'Preview of the formula' });

  await test.step('converts LaTeX to MathML and AsciiMath, AsciiMath to LaTeX, and previews it', async () => {
    await openTool(page, '/math-formats-converter');
    await expect(page.getByRole('heading', { level: 1, name: 'Math formats converter' })).toBeVisible();
    await page.getByRole('combobox', { name: 'From' }).selectOption('latex');
    await page.getByRole('combobox', { name: 'To' }).selectOption('mathml');
    await source().fill('\\frac{a}{b} + \\sqrt{x}');
    await expect(output()).toHaveValue(/<mfrac><mi>a<\/mi><mi>b<\/mi><\/mfrac>/);
    // The browser draws the MathML: a real <mfrac> element in the preview.
    await expect(preview().locator('mfrac')).toHaveCount(1);
    await expect(preview().locator('msqrt')).toHaveCount(1);

    await page.getByRole('combobox', { name: 'To' }).selectOption('asciimath');
    await expect(output()).toHaveValue('a/b + sqrt(x)');

    // asciimath.org's example, read back into LaTeX by Swap.
    await page.getByRole('combobox', { name: 'From' }).selectOption('asciimath');
    await page.getByRole('combobox', { name: 'To' }).selectOption('latex');
    await source().fill('sum_(i=1)^n i^3=((n(n+1))/2)^2');
    await expect(output()).toHaveValue(/^\\sum_\{i = 1\}\^\{n\} i\^\{3\}/);
    await expect(preview().locator('munderover, msubsup')).toHaveCount(1);
  });

  await test.step('a LaTeX error shows its line and column, the preview keeps the last good formula, and MathML input is sanitized', async () => {
    await openTool(page, '/math-formats-converter');
    await page.getByRole('combobox', { name: 'From' }).selectOption('latex');
    await source().fill('x^2');
    await expect(preview().locator('msup')).toHaveCount(1);
    await source().fill('x^2 + \\frac{a');
    await expect(page.getByRole('alert')).toHaveText("LaTeX, line 1, column 14: Unexpected end of input in a macro argument, expected '}'.");
    await expect(preview().locator('msup')).toHaveCount(1);

    await page.getByRole('combobox', { name: 'From' }).selectOption('mathml');
    await source().fill('<math><mi>x</mi><mtext><img src="x" onerror="window.__pwned = 1"/></mtext></math>');
    await expect(preview().locator('mi')).toHaveCount(1);
    await expect(preview().locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/math-formats-converter');
    await page.getByRole('combobox', { name: 'From' }).selectOption('latex');
    await page.getByRole('combobox', { name: 'To' }).selectOption('typst');
    await source().fill('\\sqrt{x}');
    await expect(output()).toHaveValue('sqrt(x)');
    expect(new URL(page.url()).searchParams.get('to')).toBe('typst');
    await expect.poll(() => savedState(page, 'math-formats-converter'), { intervals: STORAGE_POLL }).toContain('sqrt');
    await reopenTool(page);
    await expect(source()).toHaveValue('\\sqrt{x}');
    await expect(output()).toHaveValue('sqrt(x)');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await openLink(page, link);
    await expect(source(other)).toHaveValue('\\sqrt{x}');
    await expect(output(other)).toHaveValue('sqrt(x)');
  });
});

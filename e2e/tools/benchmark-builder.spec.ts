import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('benchmark-builder: compares variants (mean, SD, ratio, ops/s) as you type; names a bad timing; keeps variants in a link', async ({
  page,
  context,
}) => {
  await test.step('ranks variants and exports a Markdown table', async () => {
    await openTool(page, '/benchmark-builder');
    await page.getByLabel('Name of variant 1', { exact: true }).fill('slow');
    await page.getByLabel('Timings of variant 1', { exact: true }).fill('10\n10');
    await page.getByLabel('Name of variant 2', { exact: true }).fill('fast');
    // Mean 2 ms, sample SD √2 ≈ 1.414, p95 (type 7) 2.9: 500 runs a second.
    await page.getByLabel('Timings of variant 2', { exact: true }).fill('1, 3');
    const markdown = page.getByLabel('Markdown table', { exact: true });
    await expect(markdown).toHaveValue(
      /\| 1 \| fast \| 2 \| 2 \| 2 \| 1\.414 \| 1 \| 3 \| 2\.9 \| ×1 \| 500 \|\n\| 2 \| slow \| 2 \| 10 \| 10 \| 0 \| 10 \| 10 \| 10 \| ×5 \| 100 \|$/,
    );
    await expect(page.getByRole('table', { name: 'Comparison' }).getByRole('rowheader', { name: 'fast' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Mean per variant: fast: 2ms; slow: 10ms$/ })).toBeVisible();
  });

  await test.step('names a timing that is not a number', async () => {
    const input = page.getByLabel('Timings of variant 2', { exact: true });
    await input.fill('1, 3ms');
    await expect(input).toHaveAccessibleDescription('"3ms" at line 1, column 4 is not a number.');
    await input.fill('1, 3');
  });

  await test.step('keeps variants and options after a reload and in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Median', exact: true }).click();
    await expect.poll(() => savedState(page, 'benchmark-builder'), { intervals: STORAGE_POLL }).toContain('slow');
    expect(new URL(page.url()).searchParams.get('by')).toBe('median');
    await reopenTool(page);
    await expect(page.getByLabel('Timings of variant 2', { exact: true })).toHaveValue('1, 3');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByRole('img', { name: /^Median per variant: fast: 2ms; slow: 10ms$/ })).toBeVisible();
  });
});

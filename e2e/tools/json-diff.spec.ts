import { writeFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('json-diff: lists added, removed and changed paths and marks both documents; shows line and column of an error next to the document; state survives a reload and travels in a link; compares two files over the 1 MB worker threshold (together) in a worker', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000); // the steps' budgets, summed
  await test.step('lists added, removed and changed paths and marks both documents', async () => {
    await openTool(page, '/json-diff');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON diff' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Left JSON' }).fill('{"name": "a", "version": 1, "tags": ["x"], "owner": {"id": 7}}');
    await page.getByRole('textbox', { name: 'Right JSON' }).fill('{"name": "a", "version": 2, "tags": ["x", "y"], "license": "MIT"}');
    // Worked by hand: version 1 → 2 changed, /tags/1 and /license added, /owner removed.
    await expect(page.getByRole('status', { name: 'Summary' })).toHaveText('Differences4Added2Removed1Changed1');
    const table = page.getByRole('table', { name: 'Differences' });
    await expect(table.getByRole('row', { name: /\/version/ })).toContainText('changed');
    await expect(table.getByRole('row', { name: /\/tags\/1/ })).toContainText('"y"');
    await expect(table.getByRole('row', { name: /\/owner/ })).toContainText('{"id":7}');
    // Side by side: the marked line says what happened in text, not only in colour.
    await expect(
      page.getByRole('list', { name: 'Right document' }).getByRole('listitem').filter({ hasText: '"license": "MIT"' }),
    ).toContainText('added:');
    await expect(page.getByRole('list', { name: 'Left document' }).getByRole('listitem').filter({ hasText: '"version": 1' })).toContainText(
      'changed:',
    );

    await page.getByRole('textbox', { name: 'Right JSON' }).fill('{"owner": {"id": 7}, "tags": ["x"], "version": 1, "name": "a"}');
    await expect(page.getByText('No differences')).toBeVisible();
  });

  await test.step('shows line and column of an error next to the document', async () => {
    const right = page.getByRole('textbox', { name: 'Right JSON' });
    // JSON5 (read by default) allows the trailing comma, and says where, next to that document; strict JSON does not.
    await right.fill('{\n  "a": 1,\n}');
    await expect(page.getByTestId('input-notice')).toHaveText('Read as JSON5: trailing comma at line 2, column 9.');
    await page.getByLabel('Accept JSON5 (comments, trailing commas, unquoted keys)').uncheck();
    await expect(page.getByRole('alert')).toHaveText(
      "Line 3, column 1: expected a property name in double quotes, found '}' (strict JSON allows no trailing comma).",
    );
    await expect(right).toHaveAttribute('aria-invalid', 'true');
    await expect(right).toHaveValue('{\n  "a": 1,\n}');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/json-diff');
    await page.getByLabel('Ignore array order').check();
    await page.getByRole('textbox', { name: 'Left JSON' }).fill('[1, 2, 3]');
    await page.getByRole('textbox', { name: 'Right JSON' }).fill('[3, 2, 1]');
    await expect(page.getByText('No differences')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('ignoreArrayOrder')).toBe('true');
    await expect.poll(() => savedState(page, 'json-diff'), { intervals: STORAGE_POLL }).toContain('[3, 2, 1]');
    await reopenTool(page);
    await expect(page.getByLabel('Ignore array order')).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Left JSON' })).toHaveValue('[1, 2, 3]');
    await expect(page.getByText('No differences')).toBeVisible();
  });

  await test.step('compares two files over the 1 MB worker threshold (together) in a worker', async () => {
    await openTool(page, '/json-diff');
    // 300 items make over 1,000 lines per document; one long string after them, past the lines
    // shown, makes the files big with few values: the same worker path, little to compare or draw.
    const items = Array.from({ length: 300 }, (_, i) => ({
      id: i,
      name: `item ${i}`,
      text: 'lorem ipsum dolor sit amet, consectetur adipiscing elit '.repeat(3),
    }));
    const padding = 'lorem ipsum dolor sit amet, consectetur adipiscing elit '.repeat(9_000);
    const left = JSON.stringify({ items, padding });
    items[5]!.name = 'renamed';
    const right = JSON.stringify({ items, padding });
    // The tool sends the two documents to its worker when together they reach WORKER_INPUT_CHARS.
    expect(left.length + right.length).toBeGreaterThan(1_000_000);
    const files = page.locator('input[type=file]');
    // Set by its path: a buffer's bytes would cross Playwright's protocol (measured: 0.8 s for 1.3 MB, 0.08 s by path).
    const leftPath = testInfo.outputPath('left.json');
    writeFileSync(leftPath, left);
    await files.nth(0).setInputFiles(leftPath);
    await expect(page.getByText('From the file left.json')).toBeVisible();
    const worker = page.waitForEvent('worker');
    const rightPath = testInfo.outputPath('right.json');
    writeFileSync(rightPath, right);
    await files.nth(1).setInputFiles(rightPath);
    await worker;
    await expect(page.getByRole('status', { name: 'Summary' })).toHaveText('Differences1Added0Removed0Changed1', { timeout: 20_000 });
    await expect(page.getByRole('table', { name: 'Differences' })).toContainText('/items/5/name');
    await expect(page.getByText('Only the first 1000 lines are shown.').first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download json-diff.json' }).click();
    expect((await download).suggestedFilename()).toBe('json-diff.json');
  });
});

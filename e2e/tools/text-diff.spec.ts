import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('text-diff: lines, words, characters; views; patch; a pathological pair is cut; state and link', async ({ page, context }) => {
  test.setTimeout(60_000);
  await test.step('compares by line and writes a unified diff', async () => {
    await openTool(page, '/text-diff');
    await page.getByLabel('Original text').fill('apples\npears\nplums\n');
    await page.getByLabel('Changed text').fill('apples\npeaches\nplums\ncherries\n');
    await expect(page.getByTestId('diff-added')).toHaveText('2 lines');
    await expect(page.getByTestId('diff-removed')).toHaveText('1 lines');
    await expect(page.getByRole('region', { name: 'Original', exact: true }).locator('del')).toHaveText('pears\n');
    await expect(page.getByRole('region', { name: 'Changed', exact: true }).locator('ins')).toHaveText(['peaches\n', 'cherries\n']);
    await expect(page.getByLabel('Unified diff')).toHaveValue(/@@ -1,3 \+1,4 @@\n apples\n-pears\n\+peaches\n plums\n\+cherries\n/);
  });

  await test.step('words inline, characters ignoring case', async () => {
    await page.getByRole('group', { name: 'Compare by' }).getByRole('button', { name: 'Words', exact: true }).click();
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Inline', exact: true }).click();
    await page.getByLabel('Original text').fill('the quick brown fox');
    await page.getByLabel('Changed text').fill('the slow brown fox');
    const inline = page.getByRole('region', { name: 'Inline differences' });
    await expect(inline.locator('del')).toHaveText('quick');
    await expect(inline.locator('ins')).toHaveText('slow');
    await page.getByRole('group', { name: 'Compare by' }).getByRole('button', { name: 'Characters', exact: true }).click();
    await page.getByLabel('Ignore case').check();
    await page.getByLabel('Original text').fill('Colour');
    await page.getByLabel('Changed text').fill('color');
    await expect(page.getByTestId('diff-removed')).toHaveText('1 characters');
    await expect(page.getByTestId('diff-added')).toHaveText('0 characters');
  });

  await test.step('a pair too costly for the page goes to the worker', async () => {
    // 6,000 characters each with nothing in common, character by character: past the page's 40 ms it goes to the worker.
    const worker = page.waitForEvent('worker', (w) => /text-diff/.test(w.url()));
    await page.getByLabel('Original text').fill('ab'.repeat(3_000));
    await page.getByLabel('Changed text').fill('cd'.repeat(3_000));
    await worker;
    await expect(page.getByTestId('diff-removed')).toHaveText('6,000 characters', { timeout: 20_000 });
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/text-diff');
    await page.getByLabel('Original text').fill('one\ntwo\n');
    await page.getByLabel('Changed text').fill('one\n2\n');
    await page.getByRole('group', { name: 'Compare by' }).getByRole('button', { name: 'Words', exact: true }).click();
    await expect.poll(() => savedState(page, 'text-diff'), { intervals: STORAGE_POLL }).toContain('one\\n2');
    expect(new URL(page.url()).searchParams.get('granularity')).toBe('words');
    await reopenTool(page);
    await expect(page.getByLabel('Changed text')).toHaveValue('one\n2\n');
    await expect(page.getByTestId('diff-added')).toHaveText('1 words');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await page.getByLabel('Changed text').fill('x');
    await openLink(page, link);
    await expect(page.getByLabel('Changed text')).toHaveValue('one\n2\n');
  });
});

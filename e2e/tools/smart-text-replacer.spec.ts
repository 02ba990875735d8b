import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('smart-text-replacer: rules in order with counts, regex groups, bad regex on its rule, wrapping; state and link', async ({ page, context }) => {
  await test.step('two rules, whole words, a regex with groups, counts', async () => {
    await openTool(page, '/smart-text-replacer');
    await page.getByLabel('Your text').fill('dolor DOLOR dolores 2026-11-28');
    await page.getByLabel('Find (rule 1)').fill('dolor');
    await page.getByLabel('Replace with (rule 1)').fill('pain');
    await page.getByRole('group', { name: 'Rule 1' }).getByLabel('Whole words').check();
    await page.getByRole('button', { name: 'Add a rule' }).click();
    await page.getByLabel('Find (rule 2)').fill('(\\d{4})-(\\d{2})-(\\d{2})');
    await page.getByLabel('Replace with (rule 2)').fill('$3/$2/$1');
    await page.getByRole('group', { name: 'Rule 2' }).getByLabel('Regular expression').check();
    await expect(page.getByLabel('Result')).toHaveValue('pain pain dolores 28/11/2026');
    await expect(page.getByLabel('Replacements by rule 1')).toHaveText('2 replaced');
    await expect(page.getByLabel('Replacements by rule 2')).toHaveText('1 replaced');
  });

  await test.step('an invalid regex shows its message on its rule; the other rules still apply', async () => {
    await page.getByLabel('Find (rule 2)').fill('(');
    await expect(page.getByRole('group', { name: 'Rule 2' }).getByRole('alert')).toContainText('Invalid regular expression');
    await expect(page.getByLabel('Result')).toHaveValue('pain pain dolores 2026-11-28');
    await page.getByRole('button', { name: 'Remove rule 2' }).click();
  });

  await test.step('breaks lines every N characters without splitting words', async () => {
    await page.getByLabel('Break every (0: never)').fill('10');
    await expect(page.getByLabel('Result')).toHaveValue('pain pain\ndolores\n2026-11-28');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await expect.poll(() => savedState(page, 'smart-text-replacer'), { intervals: STORAGE_POLL }).toContain('pain');
    expect(new URL(page.url()).searchParams.get('wrapEvery')).toBe('10');
    await reopenTool(page);
    await expect(page.getByLabel('Result')).toHaveValue('pain pain\ndolores\n2026-11-28');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await page.getByLabel('Find (rule 1)').fill('x');
    await openLink(page, link);
    await expect(page.getByLabel('Find (rule 1)')).toHaveValue('dolor');
  });
});

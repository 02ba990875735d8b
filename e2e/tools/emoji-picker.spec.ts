import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// UTS #51 §2.4: thumbs up with the medium skin tone is U+1F44D U+1F3FD.

test('emoji-picker: searches, picks an emoji with a skin tone and shows its escapes; no match; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  await test.step('searches, picks an emoji with a skin tone and shows its escapes', async () => {
    await openTool(page, '/emoji-picker');
    await expect(page.getByRole('list', { name: 'Emojis' }).getByRole('button', { name: 'grinning face', exact: true })).toBeVisible();
    await page.getByLabel('Search emojis').fill('thumbs up');
    const results = page.getByRole('list', { name: 'Search results' });
    await page.getByRole('group', { name: 'Skin tone' }).getByRole('button', { name: 'Medium', exact: true }).click();
    await results.getByRole('button', { name: 'thumbs up', exact: true }).click();
    const details = page.getByRole('table', { name: 'Selected emoji: thumbs up' });
    await expect(details.getByLabel('Emoji', { exact: true })).toHaveText('👍🏽');
    await expect(details.getByLabel('Code points', { exact: true })).toHaveText('U+1F44D U+1F3FD');
    await expect(details.getByLabel('HTML', { exact: true })).toHaveText('&#x1F44D;&#x1F3FD;');
    await expect(details.getByLabel('JavaScript', { exact: true })).toHaveText('\\u{1F44D}\\u{1F3FD}');
    await expect(page.getByRole('list', { name: 'Recently used emojis' }).getByRole('button', { name: 'thumbs up' })).toBeVisible();

    await page.getByLabel('Search emojis').fill('U+1F600');
    await expect(results.getByRole('button')).toHaveCount(1);
    await expect(results.getByRole('button')).toHaveAccessibleName('grinning face');
  });

  await test.step('no match is said', async () => {
    await openTool(page, '/emoji-picker');
    await page.getByLabel('Search emojis').fill('zzqqxx');
    await expect(page.getByRole('status').filter({ hasText: 'No emoji matches “zzqqxx”.' })).toBeVisible();
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/emoji-picker');
    await page.getByLabel('Search emojis').fill('pizza');
    await page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: 'pizza' }).click();
    await expect.poll(() => savedState(page, 'emoji-picker'), { intervals: STORAGE_POLL }).toContain('pizza');
    await reopenTool(page);
    await expect(page.getByRole('table', { name: 'Selected emoji: pizza' }).getByLabel('Code points', { exact: true })).toHaveText(
      'U+1F355',
    );
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const other = await openLink(page, await page.evaluate(() => navigator.clipboard.readText()));
    await expect(other.getByLabel('Search emojis')).toHaveValue('pizza');
    await expect(other.getByRole('table', { name: 'Selected emoji: pizza' }).getByLabel('HTML', { exact: true })).toHaveText('&#x1F355;');
  });
});

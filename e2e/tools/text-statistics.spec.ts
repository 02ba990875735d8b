import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('text-statistics: graphemes, words, sentences, bytes, reading time, frequent words; bad language; state and link', async ({ page, context }) => {
  await test.step('counts a text with accents and emoji (UAX #29)', async () => {
    await openTool(page, '/text-statistics');
    // The family emoji (3 emoji, 2 ZWJ: 18 bytes of UTF-8) is one character; "é" is 2 bytes.
    await page.getByLabel('Your text').fill('Hello world. The café 👨‍👩‍👧 is open!\n\nThe end.');
    await expect(page.getByLabel('Characters', { exact: true })).toHaveText('42');
    await expect(page.getByLabel('Words', { exact: true })).toHaveText('8');
    await expect(page.getByLabel('Sentences', { exact: true })).toHaveText('3');
    await expect(page.getByLabel('Paragraphs', { exact: true })).toHaveText('2');
    await expect(page.getByLabel('UTF-8 bytes', { exact: true })).toHaveText('60');
    await expect(page.getByLabel('Reading time', { exact: true })).toHaveText('3 s');
    await expect(page.getByRole('table', { name: 'Most frequent words' }).getByRole('row').nth(1)).toContainText('the');
  });

  await test.step('a bad language tag is named next to its field', async () => {
    await page.getByLabel('Language (optional)').fill('not a tag!');
    await expect(page.getByText('Language: "not a tag!" is not a valid BCP 47 language tag')).toBeVisible();
    await page.getByLabel('Language (optional)').fill('');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByLabel('Words per minute').fill('120');
    await expect.poll(() => savedState(page, 'text-statistics'), { intervals: STORAGE_POLL }).toContain('café');
    expect(new URL(page.url()).searchParams.get('wordsPerMinute')).toBe('120');
    await reopenTool(page);
    await expect(page.getByLabel('Your text')).toHaveValue(/The café/);
    await expect(page.getByLabel('Reading time', { exact: true })).toHaveText('4 s');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await page.getByLabel('Your text').fill('other');
    await openLink(page, link);
    await expect(page.getByLabel('Your text')).toHaveValue(/The café/);
  });
});

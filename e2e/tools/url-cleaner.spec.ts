import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// tidy-url's global rule removes the Google Analytics campaign parameters (utm_*) and click ids (fbclid, gclid).

test('url-cleaner: removes tracking parameters from many URLs and lists them; unwraps Safe Links; names a text without URLs; options survive a reload and travel in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const input = page.getByLabel('URLs to clean', { exact: true });
  const output = page.getByLabel('Cleaned text', { exact: true });
  await test.step('removes tracking parameters from many URLs and lists them', async () => {
    await openTool(page, '/url-cleaner');
    await input.fill('A: https://example.com/page?utm_source=news&id=42&fbclid=IwAR1\nB: https://shop.example/item?gclid=EAIa&color=red');
    await expect(output).toHaveValue('A: https://example.com/page?id=42\nB: https://shop.example/item?color=red');
    await expect(page.getByLabel('Summary', { exact: true })).toHaveText('2 of 2 URLs cleaned.');
    const removed = page.getByRole('table', { name: 'What was removed' });
    await expect(removed).toContainText('utm_source=news');
    await expect(removed).toContainText('fbclid=IwAR1');
    await expect(removed).toContainText('gclid=EAIa');
  });

  await test.step('unwraps a Safe Link; keeps it when asked', async () => {
    const target = 'https://www.example.org/offer?utm_campaign=spring&ref=7';
    await input.fill(`https://eur01.safelinks.protection.outlook.com/?url=${encodeURIComponent(target)}&data=05%7C01&reserved=0`);
    await expect(output).toHaveValue('https://www.example.org/offer?ref=7');
    await expect(page.getByRole('table', { name: 'What was removed' })).toContainText('Redirect: Microsoft Safe Links');
    await page.getByLabel(/Replace redirect and wrapper links/).uncheck();
    await expect(output).toHaveValue(/^https:\/\/eur01\.safelinks\.protection\.outlook\.com\//);
    await page.getByLabel(/Replace redirect and wrapper links/).check();
  });

  await test.step('names a text without URLs', async () => {
    await input.fill('no links here');
    await expect(input).toHaveAccessibleDescription(/No URL found/);
  });

  await test.step('a long list is cleaned in a worker', async () => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const lines = Array.from({ length: 500 }, (_, i) => `https://example.com/item/${i}?utm_source=mail&id=${i}`);
    await input.fill(lines.join('\n'));
    await expect(page.getByLabel('Summary', { exact: true })).toHaveText('500 of 500 URLs cleaned.');
    await expect(output).toHaveValue(/^https:\/\/example\.com\/item\/0\?id=0\n/);
    expect(workers.filter((url) => url.includes('url-cleaner'))).toHaveLength(1);
  });

  await test.step('options survive a reload and travel in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/url-cleaner');
    await page.getByLabel('Also remove these parameters', { exact: true }).fill('ref, sr_*');
    await input.fill('https://example.com/p?ref=home&sr_1=a&q=shoes');
    await expect(output).toHaveValue('https://example.com/p?q=shoes');
    await expect.poll(() => new URL(page.url()).searchParams.get('extra')).toBe('ref, sr_*');
    await expect.poll(() => savedState(page, 'url-cleaner'), { intervals: STORAGE_POLL }).toContain('sr_1=a');
    await reopenTool(page);
    await expect(output).toHaveValue('https://example.com/p?q=shoes');
    await page.getByRole('button', { name: 'Copy link', exact: true }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(page.getByLabel('Cleaned text', { exact: true })).toHaveValue('https://example.com/p?q=shoes');
  });
});

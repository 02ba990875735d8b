import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

// Expected markup: The Open Graph protocol (ogp.me) "The Rock" example; attribute escaping per the HTML Standard §13.1.2.3.

test('og-meta-generator: writes Open Graph and Twitter tags by page type, escaping & " < in values; names a bad field; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const output = page.getByLabel('Meta tags', { exact: true });
  await test.step('writes the ogp.me example and the type’s own properties, escaped', async () => {
    await openTool(page, '/og-meta-generator');
    await page.getByLabel('Page type', { exact: true }).selectOption('video.movie');
    await page.getByLabel('Title', { exact: true }).fill('The Rock');
    await page.getByLabel('Page URL', { exact: true }).fill('https://www.imdb.com/title/tt0117500/');
    await page.getByLabel('Image URL', { exact: true }).fill('https://ia.media-imdb.com/images/rock.jpg');
    await page.getByRole('button', { name: 'No Twitter tags' }).click();
    await expect(output).toHaveValue(
      [
        '<meta property="og:title" content="The Rock">',
        '<meta property="og:type" content="video.movie">',
        '<meta property="og:url" content="https://www.imdb.com/title/tt0117500/">',
        '<meta property="og:image" content="https://ia.media-imdb.com/images/rock.jpg">',
      ].join('\n'),
    );
    await page.getByLabel('Duration (seconds)', { exact: true }).fill('8160');
    await expect(output).toHaveValue(/<meta property="video:duration" content="8160">$/);
    await page.getByLabel('Page type', { exact: true }).selectOption('article');
    await page.getByLabel('Title', { exact: true }).fill('Tom & "Jerry" <3');
    await page.getByLabel('Tags', { exact: true }).fill('cartoon\nreview');
    await page.getByRole('button', { name: 'Summary', exact: true }).click();
    await page.getByLabel('Site account', { exact: true }).fill('example');
    await expect(output).toHaveValue(/<meta property="og:title" content="Tom &amp; &quot;Jerry&quot; &lt;3">/);
    await expect(output).toHaveValue(/<meta property="article:tag" content="cartoon">\n<meta property="article:tag" content="review">/);
    await expect(output).toHaveValue(/<meta name="twitter:card" content="summary">\n<meta name="twitter:site" content="@example">$/);
    await expect(output).not.toHaveValue(/video:duration/);
  });

  await test.step('names a bad field next to it', async () => {
    const published = page.getByLabel('Published time', { exact: true });
    await published.fill('28/11/2026');
    await expect(published).toHaveAccessibleDescription(/must be an ISO 8601 date or date-time/);
    await expect(output).toHaveValue('');
    await published.fill('2026-11-28T09:30:00Z');
    await expect(output).toHaveValue(/article:published_time" content="2026-11-28T09:30:00Z"/);
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/og-meta-generator');
    await page.getByLabel('Page type', { exact: true }).selectOption('profile');
    await page.getByLabel('First name', { exact: true }).fill('Ada');
    await expect(output).toHaveValue(/<meta property="profile:first_name" content="Ada">/);
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('profile');
    await expect.poll(() => savedState(page, 'og-meta-generator'), { intervals: STORAGE_POLL }).toContain('Ada');
    await reopenTool(page);
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ada');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(output).toHaveValue(/<meta property="og:type" content="profile">\n<meta property="profile:first_name" content="Ada">/);
  });
});

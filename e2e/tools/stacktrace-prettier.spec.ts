import { expect, test } from '../fixtures';
import { openTool, reopenTool, STORAGE_POLL, savedState } from '../support/tool-page';

test('stacktrace-prettier: turns a Java trace into tables of frames, app apart from library; says when no frame is found; input and options survive a reload', async ({
  page,
}) => {
  // The example of Throwable.printStackTrace()'s Javadoc, with a JDK frame added.
  const trace = [
    'java.lang.IllegalStateException: A book has a null property',
    '\tat com.example.Author.getBookIds(Author.java:38)',
    '\tat java.base/java.util.ArrayList.forEach(ArrayList.java:1596)',
    'Caused by: java.lang.NullPointerException',
    '\tat com.example.Book.getId(Book.java:22)',
    '\t... 1 more',
  ].join('\n');

  await test.step('turns a Java trace into tables of frames, app apart from library', async () => {
    await openTool(page, '/stacktrace-prettier');
    await page.getByRole('textbox', { name: 'Stack trace' }).fill(trace);
    await expect(page.getByRole('status').filter({ hasText: 'Java:' })).toHaveText('Java: 2 exception(s), 3 frame(s): 2 app, 1 library.');
    const first = page.getByRole('table', { name: 'Frames of exception 1' });
    await expect(first.getByRole('row').nth(1)).toContainText('com.example.Author.getBookIds');
    await expect(first.getByRole('row').nth(1)).toContainText('Author.java');
    await expect(first.getByRole('row').nth(2)).toContainText('Library');
    await expect(page.getByRole('heading', { name: 'Caused by: java.lang.NullPointerException' })).toBeVisible();
  });

  await test.step('says when no frame is found', async () => {
    const input = page.getByRole('textbox', { name: 'Stack trace' });
    await input.fill('just a log line');
    await expect(input).toHaveAccessibleDescription(/No stack frame found/);
    await expect(input).toHaveValue('just a log line');
  });

  await test.step('input and options survive a reload', async () => {
    await openTool(page, '/stacktrace-prettier');
    await page.getByLabel('Fold library frames in the text').check();
    await page.getByRole('textbox', { name: 'Stack trace' }).fill(trace);
    const text = page.getByRole('textbox', { name: 'Readable trace' });
    await expect(text).toHaveValue(/… 1 library frame\n/);
    expect(new URL(page.url()).searchParams.get('hideLibrary')).toBe('true');
    await expect.poll(() => savedState(page, 'stacktrace-prettier'), { intervals: STORAGE_POLL }).toContain('A book has a null property');
    await reopenTool(page);
    await expect(text).toHaveValue(/… 1 library frame\n/);
  });
});

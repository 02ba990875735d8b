import { expect, test } from '../fixtures';
import { openTool, reopenTool, openLink, STORAGE_POLL, savedState } from '../support/tool-page';

test('text-to-nato-alphabet: spells text with the ICAO alphabet and lists characters without a code word; state survives a reload and travels in a link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000); // the steps' budgets, summed
  await test.step('spells text with the ICAO alphabet and lists characters without a code word', async () => {
    await openTool(page, '/text-to-nato-alphabet');
    const output = page.getByLabel('NATO spelling', { exact: true });
    // ICAO Annex 10 Vol. II: X = X-ray, J = Juliett, 7 = Seven, 4 = Four, K = Kilo, Q = Quebec.
    await page.getByLabel('Text to spell', { exact: true }).fill('xj7 4KQ!');
    await expect(output).toHaveValue('X-ray Juliett Seven / Four Kilo Quebec !');
    await expect(page.getByRole('status').filter({ hasText: 'No code word' })).toContainText('"!" (position 8)');
    await page.getByLabel('Show ICAO pronunciation').check();
    await page.getByLabel('Text to spell', { exact: true }).fill('9');
    await expect(output).toHaveValue('Nine (NIN-er)');
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await openTool(page, '/text-to-nato-alphabet');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const text = page.getByLabel('Text to spell', { exact: true });
    const output = page.getByLabel('NATO spelling', { exact: true });
    await page.getByRole('button', { name: 'New line' }).click();
    await text.fill('ab c');
    await expect(output).toHaveValue('Alfa Bravo\nCharlie');
    await expect.poll(() => new URL(page.url()).searchParams.get('wordSeparator')).toBe('newline');
    await expect.poll(() => savedState(page, 'text-to-nato-alphabet'), { intervals: STORAGE_POLL }).toContain('ab c');
    await reopenTool(page);
    await expect(text).toHaveValue('ab c');
    await expect(output).toHaveValue('Alfa Bravo\nCharlie');

    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).searchParams.get('wordSeparator')).toBe('newline');
    await text.fill('other');
    await expect.poll(() => savedState(page, 'text-to-nato-alphabet'), { intervals: STORAGE_POLL }).toContain('other');
    await openLink(page, link, { keepStorage: true });
    await expect(text).toHaveValue('ab c');
  });
});

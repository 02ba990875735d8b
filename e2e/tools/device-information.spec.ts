import { expect, test } from '../fixtures';
import { openTool } from '../support/tool-page';

test('device-information: shows this browser’s values after mounting and follows a resize and a colour-scheme change live; exports all values as JSON', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const original = page.viewportSize();
  try {
    await test.step('shows the values the browser reports', async () => {
      // A spec before this one on the shared page may have left another scheme emulated.
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
      await openTool(page, '/device-information');
      const expected = await page.evaluate(() => ({
        viewport: `${innerWidth} × ${innerHeight} px`,
        cores: String(navigator.hardwareConcurrency),
        ua: navigator.userAgent,
        tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
        languages: navigator.languages.join(', '),
      }));
      await expect(page.getByLabel('Viewport size', { exact: true })).toHaveText(expected.viewport);
      await expect(page.getByLabel('Logical processor cores', { exact: true })).toHaveText(expected.cores);
      await expect(page.getByLabel('User agent', { exact: true })).toHaveText(expected.ua);
      await expect(page.getByLabel('Time zone', { exact: true })).toHaveText(expected.tz);
      await expect(page.getByLabel('Preferred languages', { exact: true })).toHaveText(expected.languages);
      await expect(page.getByLabel('Colour scheme', { exact: true })).toHaveText('light');
    });

    await test.step('follows a resize and a colour-scheme change live', async () => {
      await page.setViewportSize({ width: 900, height: 700 });
      await expect(page.getByLabel('Viewport size', { exact: true })).toHaveText('900 × 700 px');
      await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
      await expect(page.getByLabel('Colour scheme', { exact: true })).toHaveText('dark');
      await expect(page.getByLabel('Reduced motion', { exact: true })).toHaveText('reduce');
    });

    await test.step('exports all values as text or JSON; the format is kept in the address', async () => {
      const all = page.getByLabel('All values', { exact: true }).and(page.getByRole('textbox'));
      await expect(all).toHaveValue(/Viewport size: 900 × 700 px/);
      await page.getByRole('button', { name: 'JSON', exact: true }).click();
      await expect.poll(async () => JSON.parse(await all.inputValue()).viewportWidth).toBe(900);
      await expect.poll(() => new URL(page.url()).searchParams.get('format')).toBe('json');
    });
  } finally {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    if (original) await page.setViewportSize(original);
  }
});

import { expect, test } from '../fixtures';
import { openLink, openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('ttl-calculator: seconds, durations and parts follow each other; expiry in a zone across a DST change; bad input; state survives a reload and travels in a link', async ({ page, context }) => {
  test.setTimeout(120_000); // the steps' budgets, summed
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  const out = (name: string) => page.locator(`output[aria-label="${name}"]`);

  await test.step('seconds, durations and parts follow each other; presets', async () => {
    await openTool(page, '/ttl-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'TTL calculator' })).toBeVisible();
    await box('TTL in seconds').fill('86400');
    await expect(box('Duration')).toHaveValue('1d');
    await expect(out('ISO 8601 duration')).toHaveText('P1D');
    await expect(box('Days')).toHaveValue('1');
    // RFC 5545 §3.3.6: "P15DT5H0M20S" is 15 days, 5 hours and 20 seconds = 1314020 s.
    await box('Duration').fill('P15DT5H0M20S');
    await expect(box('TTL in seconds')).toHaveValue('1314020');
    await expect(out('Days and clock')).toHaveText('15d 05:00:20');
    await box('Minutes').fill('30');
    await expect(box('TTL in seconds')).toHaveValue('1315820');
    await page.getByRole('group', { name: 'Common TTLs' }).getByRole('button', { name: '7d' }).click();
    await expect(box('TTL in seconds')).toHaveValue('604800');
    await expect(box('Duration')).toHaveValue('1w');
  });

  await test.step('expiry from a given time in Paris, across the EU change of 29 March 2026', async () => {
    await openTool(page, '/ttl-calculator');
    await box('TTL in seconds').fill('86400');
    await page.getByRole('button', { name: 'A given time', exact: true }).click();
    await page.getByLabel('Time zone', { exact: true }).selectOption('Europe/Paris');
    await page.getByLabel('Start (in the zone below)').fill('2026-03-28T12:00');
    await expect(out('Expires at (Europe/Paris)')).toHaveText('2026-03-29T13:00:00+02:00');
    await expect(out('Expires at (UTC)')).toHaveText('2026-03-29T11:00:00Z');
    await expect(out('Expires at (Unix time, s)')).toHaveText('1774782000');
  });

  await test.step('bad input says what is wrong and keeps the last value', async () => {
    await openTool(page, '/ttl-calculator');
    await box('Duration').fill('1h banana');
    await expect(page.getByRole('alert')).toHaveText(/Cannot read "banana"/);
    await expect(box('TTL in seconds')).toHaveValue('86400');
    await box('Duration').fill('P1M');
    await expect(page.getByRole('alert')).toHaveText(/no fixed number of seconds/);
    await box('TTL in seconds').fill('4294967295');
    await expect(page.getByText('Too long for DNS')).toBeVisible();
  });

  await test.step('state survives a reload and travels in a link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/ttl-calculator');
    await box('Duration').fill('1h30m');
    await expect(box('TTL in seconds')).toHaveValue('5400');
    await expect.poll(() => savedState(page, 'ttl-calculator'), { intervals: STORAGE_POLL }).toContain('1h30m');
    await reopenTool(page);
    await expect(box('Duration')).toHaveValue('1h30m');
    await expect(box('TTL in seconds')).toHaveValue('5400');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await openLink(page, link);
    await expect(box('TTL in seconds')).toHaveValue('5400');
  });
});

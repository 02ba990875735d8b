import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

const STANDUP = fileURLToPath(new URL('../../libs/tool-time/src/ical-parser/testdata/standup.ics', import.meta.url));

test('ical-parser: an .ics file lists its occurrences (RRULE, EXDATE, zone), a range narrows them; a bad line is named; state survives a reload', async ({ page }, testInfo) => {
  test.setTimeout(120_000); // the steps' budgets, summed
  const input = page.getByRole('textbox', { name: 'iCalendar text or .ics file' });
  const rows = page.getByRole('table', { name: 'Events' }).getByRole('row');

  await test.step('an opened .ics file: weekly rule with an excluded date, times in their zone and in UTC', async () => {
    await openTool(page, '/ical-parser');
    await expect(page.getByRole('heading', { level: 1, name: 'iCalendar parser' })).toBeVisible();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open file', exact: true }).click()]);
    await chooser.setFiles(STANDUP);
    await expect(input).toHaveValue(/BEGIN:VCALENDAR/);
    // COUNT=4 Mondays from 2 November 2026, 9 November excluded: 2, 16 and 23 November.
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('2026-11-02 09:30');
    await expect(rows.nth(1)).toContainText('Europe/Paris');
    await expect(rows.nth(1)).toContainText('Ann Lee <ann@example.com>');
    await expect(rows.nth(1)).toContainText('Bob <bob@example.com> — ACCEPTED');
    await expect(rows.nth(2)).toContainText('2026-11-16 09:30');
    await page.getByLabel('Also show times in').selectOption('UTC');
    await expect(rows.nth(1)).toContainText('2026-11-02 08:30:00Z');
    await page.getByLabel('From (first day)').fill('2026-11-10');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('2026-11-16 09:30');
  });

  await test.step('a bad line is named', async () => {
    await openTool(page, '/ical-parser');
    await input.fill('BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nSUMMARY no colon\nEND:VEVENT\nEND:VCALENDAR');
    await expect(page.getByRole('alert')).toHaveText(/^Line 4: a line without ":"/);
    await input.fill('BEGIN:VCALENDAR\nBEGIN:VEVENT\nEND:VCALENDAR');
    await expect(page.getByRole('alert')).toHaveText('Line 3: END:VCALENDAR does not match BEGIN:VEVENT on line 2.');
  });

  await test.step('a calendar over 100 KB is read in a worker, the page stays usable', async () => {
    await openTool(page, '/ical-parser');
    const event = (i: number) => `BEGIN:VEVENT\nUID:e${i}@example.com\nDTSTAMP:20260101T000000Z\nDTSTART:20260105T${String(i % 24).padStart(2, '0')}0000Z\nSUMMARY:Event ${i}\nDESCRIPTION:${'x'.repeat(200)}\nEND:VEVENT\n`;
    const big = `BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:x\n${Array.from({ length: 400 }, (_, i) => event(i)).join('')}END:VCALENDAR\n`;
    expect(big.length).toBeGreaterThan(100_000); // the tool's worker threshold (ICS_WORKER_CHARS)
    const bigPath = testInfo.outputPath('big.ics');
    writeFileSync(bigPath, big);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open file', exact: true }).click()]);
    await chooser.setFiles(bigPath);
    await expect(page.getByRole('status').filter({ hasText: 'Events in the file:' })).toContainText('Events in the file: 400');
    await expect(rows).toHaveCount(401);
  });

  await test.step('state survives a reload', async () => {
    await openTool(page, '/ical-parser');
    await page.getByTestId('tool-example').filter({ hasText: 'RFC 5545 conference' }).click();
    await expect(rows.nth(1)).toContainText('Networld+Interop Conference');
    await input.fill((await input.inputValue()).replace('Networld+Interop Conference\n', 'Renamed\n'));
    await expect.poll(() => savedState(page, 'ical-parser'), { intervals: STORAGE_POLL }).toContain('Renamed');
    await reopenTool(page);
    await expect(rows.nth(1)).toContainText('Renamed');
    await expect(rows.nth(1)).toContainText('1996-09-18 14:30');
  });
});

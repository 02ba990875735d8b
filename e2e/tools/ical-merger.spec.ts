import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

const STANDUP = fileURLToPath(new URL('../../libs/tool-time/src/ical-parser/testdata/standup.ics', import.meta.url));

test('ical-merger: files and pasted calendars merge into one, duplicates by UID resolved and reported; a bad input is named; state survives a reload', async ({ page }) => {
  test.setTimeout(120_000); // the steps' budgets, summed
  const output = page.getByRole('textbox', { name: 'Merged iCalendar (.ics)' });
  const report = page.getByRole('status', { name: 'Merge report' });

  await test.step('the same event in two calendars: the later SEQUENCE is kept; a file joins them', async () => {
    await openTool(page, '/ical-merger');
    await expect(page.getByRole('heading', { level: 1, name: 'iCalendar merger' })).toBeVisible();
    await page.getByTestId('tool-example').filter({ hasText: 'SEQUENCE 0 and 1' }).click();
    await expect(report).toContainText('Same UID review@example.com in old.ics, new.ics: kept the copy from new.ics.');
    await expect(output).toHaveValue(/SUMMARY:Design review \(moved\)\n/);
    await expect(output).not.toHaveValue(/SUMMARY:Design review\n/);
    await page.getByRole('button', { name: 'Keep all copies', exact: true }).click();
    await expect(output).toHaveValue(/SUMMARY:Design review\n/);
    await page.getByLabel('Drop .ics files here or click to choose them').setInputFiles(STANDUP);
    await expect(report).toContainText('standup.ics: events 1,');
    await expect(output).toHaveValue(/UID:standup@example.com\n/);
    await expect(output).toHaveValue(/^BEGIN:VCALENDAR\nPRODID:-\/\/Handy Tools\/\/iCalendar merger\/\/EN\nVERSION:2.0\n/);
  });

  await test.step('a bad input is named', async () => {
    await openTool(page, '/ical-merger');
    await page.getByRole('textbox', { name: 'Calendar 2' }).fill('BEGIN:VCALENDAR\nBEGIN:VEVENT\nEND:VCALENDAR');
    await expect(page.getByRole('alert')).toHaveText('Calendar 2: Line 3: END:VCALENDAR does not match BEGIN:VEVENT on line 2.');
  });

  await test.step('calendars of over a million characters are merged in a worker', async () => {
    await openTool(page, '/ical-merger');
    const events = Array.from({ length: 9000 }, (_, i) => `BEGIN:VEVENT\r\nUID:e${i}@example.com\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260102T100000Z\r\nSUMMARY:Event ${i} of a large calendar\r\nEND:VEVENT\r\n`);
    const ics = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\n${events.join('')}END:VCALENDAR\r\n`;
    expect(ics.length).toBeGreaterThan(1_000_000);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.getByLabel('Drop .ics files here or click to choose them').setInputFiles({ name: 'large.ics', mimeType: 'text/calendar', buffer: Buffer.from(ics) });
    await expect(report).toContainText('Components in the merged calendar: 9000', { timeout: 20_000 });
    expect(workers.filter((url) => url.includes('ical-merger'))).toHaveLength(1);
  });

  await test.step('state survives a reload', async () => {
    await openTool(page, '/ical-merger');
    await page.getByRole('textbox', { name: 'Calendar 1' }).fill('BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:x\nBEGIN:VEVENT\nUID:kept@example.com\nDTSTAMP:20260101T000000Z\nDTSTART:20260102T100000Z\nEND:VEVENT\nEND:VCALENDAR');
    await page.getByRole('textbox', { name: 'Name of the merged calendar (optional)' }).fill('Mine');
    await expect(output).toHaveValue(/X-WR-CALNAME:Mine\n/);
    await expect.poll(() => savedState(page, 'ical-merger'), { intervals: STORAGE_POLL }).toContain('kept@example.com');
    await reopenTool(page);
    await expect(output).toHaveValue(/UID:kept@example.com\n/);
    await expect(output).toHaveValue(/X-WR-CALNAME:Mine\n/);
  });
});

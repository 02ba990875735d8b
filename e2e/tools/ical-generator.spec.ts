import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { openTool, reopenTool, savedState, STORAGE_POLL } from '../support/tool-page';

test('ical-generator: a form makes a valid .ics (zone, recurrence, alarm) to copy or download; a bad date is named; state survives a reload', async ({ page }) => {
  test.setTimeout(120_000); // the steps' budgets, summed
  const output = page.getByRole('textbox', { name: 'iCalendar (.ics)' });

  await test.step('an event in New York, weekly on Tuesdays, with a reminder', async () => {
    await openTool(page, '/ical-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'iCalendar generator' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Planning; Q1, budget');
    await page.getByLabel('Start', { exact: true }).fill('2026-12-01T09:00');
    await page.getByLabel('End', { exact: true }).fill('2026-12-01T10:30');
    await page.getByLabel('Time zone', { exact: true }).selectOption('America/New_York');
    await page.getByLabel('Repeat').selectOption('WEEKLY');
    await page.getByRole('checkbox', { name: 'Tue' }).check();
    await page.getByRole('button', { name: 'After a number of times', exact: true }).click();
    await page.getByLabel('Reminder').selectOption('15');
    // The textarea shows the lines with LF (HTML normalises a textarea's line breaks); the file has CRLF (RFC 5545 §3.1).
    await expect(output).toHaveValue(/DTSTART;TZID=America\/New_York:20261201T090000\n/);
    const ics = await output.inputValue();
    // RFC 5545 §3.3.11 escapes; §3.6.5 VTIMEZONE with the US rule; §3.3.10 RRULE; §3.6.6 VALARM.
    expect(ics).toContain('SUMMARY:Planning\\; Q1\\, budget\n');
    expect(ics).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU\n');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;COUNT=10;BYDAY=TU\n');
    expect(ics).toContain('TRIGGER:-PT15M\n');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\nPRODID:-\/\/Handy Tools\/\/iCalendar generator\/\/EN\nVERSION:2.0\n/);
    expect(ics).toMatch(/UID:[0-9a-f-]{36}@handy-tools\n/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Download / }).click()]);
    expect(download.suggestedFilename()).toBe('planning-q1-budget.ics');
    const file = await readFile(await download.path(), 'utf8');
    expect(file.split('\r\n').join('\n')).toBe(ics);
    expect(file.replace(/\r\n/g, '')).not.toContain('\n'); // every line ends with CRLF
  });

  await test.step('a bad date is named; the end before the start', async () => {
    await openTool(page, '/ical-generator');
    await page.getByLabel('End', { exact: true }).fill('2026-11-30T09:00');
    await expect(page.getByRole('alert')).toHaveText('The end is before the start.');
  });

  await test.step('state survives a reload', async () => {
    await openTool(page, '/ical-generator');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Kept');
    await expect(output).toHaveValue(/SUMMARY:Kept/);
    await expect.poll(() => savedState(page, 'ical-generator'), { intervals: STORAGE_POLL }).toContain('Kept');
    const uid = /UID:(\S+)/.exec(await output.inputValue())![1];
    await reopenTool(page);
    await expect(output).toHaveValue(/SUMMARY:Kept/);
    await expect(output).toHaveValue(new RegExp(`UID:${uid!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });
});

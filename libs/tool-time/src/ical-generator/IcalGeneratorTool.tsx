import { Alert, attempt, Button, ButtonsSelect, Card, Checkbox, downloadFile, Select, Stack, TextInput, useHydrating, useToolState, type ToolStateOf } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { DateTimeInput } from '../time-zones/DateTimeInput.js';
import { TimeZonePicker, useNow, useResolvedZone } from '../time-zones/TimeZonePicker.js';
import { generateIcs, ICS_WEEKDAYS, icsFileName, newIcsUid, type IcsEventInput, type IcsFrequency } from './ical-generator.js';
import styles from './IcalGeneratorTool.module.css';
import { icalGeneratorState, icsEventSchema } from './state.js';

type EventState = ToolStateOf<typeof icalGeneratorState>['events'][number];

const REMINDERS = [null, 0, 5, 10, 15, 30, 60, 120, 1440, 2880, 10080] as const;

/** iCalendar generator: the UI. */
export default function IcalGeneratorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(icalGeneratorState);
  const { events, name, fileName, method } = state;
  const localZone = useResolvedZone('');
  // DTSTAMP is "now": read after the first render (never during it), once.
  const dtstamp = useNow();

  // A fresh form gets random UIDs (RFC 5545 §3.8.4.7), made in an effect (not during render),
  // once the page is hydrated (the state shown while hydrating is the defaults').
  const hydrating = useHydrating();
  useEffect(() => {
    if (hydrating) return;
    if (events.some((e) => e.uid === '')) update((s) => ({ events: s.events.map((e) => (e.uid === '' ? { ...e, uid: newIcsUid() } : e)) }));
  }, [hydrating, events, update]);

  const result = useMemo(() => {
    if (dtstamp === null || events.some((e) => e.uid === '')) return null;
    return attempt(() => generateIcs({ events: events.map((e) => ({ ...e, timeZone: e.timeZone === '' ? localZone : e.timeZone }) as IcsEventInput), name, method, dtstamp }));
  }, [events, name, method, dtstamp, localZone]);

  const setEvent = (i: number, patch: Partial<EventState>) => update((s) => ({ events: s.events.map((e, j) => (j === i ? { ...e, ...patch } : e)) }));
  const addEvent = () => update((s) => ({ events: [...s.events, { ...icsEventSchema.parse({}), start: s.events.at(-1)?.start ?? '', end: s.events.at(-1)?.end ?? '', timeZone: s.events.at(-1)?.timeZone ?? '', allDay: s.events.at(-1)?.allDay ?? false, uid: newIcsUid() }] }));
  const removeEvent = (i: number) => update((s) => ({ events: s.events.length > 1 ? s.events.filter((_, j) => j !== i) : s.events }));
  const outputName = fileName.trim() ? (fileName.trim().toLowerCase().endsWith('.ics') ? fileName.trim() : `${fileName.trim()}.ics`) : icsFileName(events[0]?.summary ?? '');

  const freqNames: Record<IcsFrequency, string> = { none: t`Does not repeat`, DAILY: t`Daily`, WEEKLY: t`Weekly`, MONTHLY: t`Monthly`, YEARLY: t`Yearly` };
  const dayNames: Record<(typeof ICS_WEEKDAYS)[number], string> = { MO: t`Mon`, TU: t`Tue`, WE: t`Wed`, TH: t`Thu`, FR: t`Fri`, SA: t`Sat`, SU: t`Sun` };
  const reminderNames: Record<(typeof REMINDERS)[number] & number, string> = {
    0: t`At the start`,
    5: t`5 minutes before`,
    10: t`10 minutes before`,
    15: t`15 minutes before`,
    30: t`30 minutes before`,
    60: t`1 hour before`,
    120: t`2 hours before`,
    1440: t`1 day before`,
    2880: t`2 days before`,
    10080: t`1 week before`,
  };
  const reminderName = (m: number | null) => (m === null ? t`No reminder` : (reminderNames[m as keyof typeof reminderNames] ?? `${m}`));

  return (
    <Stack>
      <Card title={t`Calendar`}>
        <div className={styles.grid}>
          <TextInput label={t`Calendar name (optional)`} value={name} onChange={(value) => update({ name: value })} />
          <Select
            label={t`Method`}
            value={method}
            onChange={(value) => update({ method: value })}
            options={[
              { label: t`None (a calendar to import)`, value: '' },
              { label: t`PUBLISH`, value: 'PUBLISH' },
              { label: t`REQUEST (an invitation, for Outlook)`, value: 'REQUEST' },
            ]}
          />
          <TextInput label={t`File name`} value={fileName} onChange={(value) => update({ fileName: value })} placeholder={icsFileName(events[0]?.summary ?? '')} />
        </div>
      </Card>
      {events.map((e, i) => (
        <Card key={i} title={events.length > 1 ? `${t`Event`} ${i + 1}` : t`Event`}>
          <Stack>
            <div className={styles.grid}>
              <TextInput label={t`Title`} value={e.summary} onChange={(summary) => setEvent(i, { summary })} />
              <TextInput label={t`Location`} value={e.location} onChange={(location) => setEvent(i, { location })} />
            </div>
            <Checkbox label={t`All day`} checked={e.allDay} onChange={(allDay) => setEvent(i, { allDay, start: e.start.slice(0, 10) + (allDay ? '' : 'T09:00'), end: e.end.slice(0, 10) + (allDay || e.end === '' ? '' : 'T10:00') })} />
            <div className={styles.grid}>
              <DateTimeInput label={e.allDay ? t`First day` : t`Start`} value={e.start} onChange={(start) => setEvent(i, { start })} dateOnly={e.allDay} />
              <DateTimeInput label={e.allDay ? t`Last day` : t`End`} value={e.end} onChange={(end) => setEvent(i, { end })} dateOnly={e.allDay} />
              {!e.allDay && <TimeZonePicker label={t`Time zone`} value={e.timeZone} onChange={(timeZone) => setEvent(i, { timeZone })} allowLocal extra={[{ label: t`Floating (the same clock time in every zone)`, value: 'floating' }]} />}
            </div>
            <TextInput label={t`Description`} value={e.description} onChange={(description) => setEvent(i, { description })} multiline rows={3} />
            <div className={styles.grid}>
              <TextInput label={t`URL`} value={e.url} onChange={(url) => setEvent(i, { url })} type="url" placeholder="https://" />
              <Select label={t`Reminder`} value={String(e.alarmMinutes)} onChange={(v) => setEvent(i, { alarmMinutes: v === 'null' ? null : Number(v) })} options={REMINDERS.map((m) => ({ label: reminderName(m), value: String(m) }))} />
            </div>
            <div className={styles.grid}>
              <Select label={t`Repeat`} value={e.freq} onChange={(freq) => setEvent(i, { freq })} options={(Object.keys(freqNames) as IcsFrequency[]).map((f) => ({ label: freqNames[f], value: f }))} />
              {e.freq !== 'none' && (
                <TextInput label={t`Every (interval)`} value={String(e.interval)} onChange={(v) => /^\d{1,5}$/.test(v) && Number(v) >= 1 && setEvent(i, { interval: Number(v) })} inputMode="numeric" />
              )}
            </div>
            {e.freq !== 'none' && (
              <>
                <div role="group" aria-label={t`On these days`} className={styles.days}>
                  <span>{t`On these days (optional):`}</span>
                  {ICS_WEEKDAYS.map((d) => (
                    <Checkbox key={d} label={dayNames[d]} checked={e.byDay.includes(d)} onChange={(on) => setEvent(i, { byDay: on ? [...e.byDay, d] : e.byDay.filter((x) => x !== d) })} />
                  ))}
                </div>
                <ButtonsSelect
                  label={t`Ends`}
                  value={e.ends}
                  onChange={(ends) => setEvent(i, { ends })}
                  options={[
                    { label: t`Never`, value: 'never' },
                    { label: t`After a number of times`, value: 'count' },
                    { label: t`On a date`, value: 'until' },
                  ]}
                />
                {e.ends === 'count' && <TextInput label={t`Number of occurrences`} value={String(e.count)} onChange={(v) => /^\d{1,6}$/.test(v) && Number(v) >= 1 && setEvent(i, { count: Number(v) })} inputMode="numeric" />}
                {e.ends === 'until' && <DateTimeInput label={t`Last date (inclusive)`} value={e.until} onChange={(until) => setEvent(i, { until })} dateOnly />}
              </>
            )}
            <div className={styles.grid}>
              <TextInput label={t`UID`} value={e.uid} onChange={(uid) => setEvent(i, { uid })} monospace hint={t`A unique identifier: keep it to update this event later.`} />
            </div>
            <div className={styles.actions}>
              <Button onClick={() => setEvent(i, { uid: newIcsUid() })}>{t`New UID`}</Button>
              {events.length > 1 && <Button onClick={() => removeEvent(i)}>{t`Delete this event`}</Button>}
            </div>
          </Stack>
        </Card>
      ))}
      <div className={styles.actions}>
        <Button onClick={addEvent} disabled={events.length >= 100}>
          {t`Add an event`}
        </Button>
      </div>
      <Card title={t`iCalendar file`}>
        <Stack>
          {result?.error && <Alert type="error">{result.error}</Alert>}
          <TextInput label={t`iCalendar (.ics)`} value={result?.value ?? ''} readOnly multiline rows={14} monospace copyable />
          <div className={styles.actions}>
            <Button variant="primary" disabled={!result?.value} onClick={() => result?.value && downloadFile(result.value, outputName, 'text/calendar')}>
              {t`Download`} {outputName}
            </Button>
          </div>
        </Stack>
      </Card>
    </Stack>
  );
}

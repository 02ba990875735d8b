import { runWorkerJob } from '@handy-tools/compute';
import { Alert, attempt, Card, CopyButton, DocumentJobStatus, Row, Select, Stack, Table, TextInput, useAsyncResult, useToolState, type DocumentResult } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState } from 'react';
import { DateTimeInput } from '../time-zones/DateTimeInput.js';
import { TimeZonePicker } from '../time-zones/TimeZonePicker.js';
import { formatInZone, parseWallTime, zonedTimeToEpoch } from '../time-zones/wall-time.js';
import { icsOccurrencesTsv, parseIcs, type IcsOccurrence, type IcsParseOptions, type IcsParseResult, type IcsTime } from './ical-parser.js';
import type { IcalParserWorkerApi } from './ical-parser.worker.js';
import styles from './IcalParserTool.module.css';
import { icalParserState } from './state.js';

/** From this many characters on, the text is parsed in a worker (ical.js takes ~50 ms per 100 KB). */
const ICS_WORKER_CHARS = 100_000;

function parseInWorker(text: string, options: IcsParseOptions, signal: AbortSignal): Promise<IcsParseResult> {
  return runWorkerJob<IcalParserWorkerApi, IcsParseResult>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./ical-parser.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-ical-parser' }),
    (api) => api.parse(text, options) as Promise<IcsParseResult>,
    signal,
  );
}

const MAX_CHOICES = [50, 200, 1000, 5000] as const;

/** iCalendar parser: the UI. */
export default function IcalParserTool() {
  const { t } = useLingui();
  const [{ text, from, to, zone, max }, update] = useToolState(icalParserState);
  const rangeZone = zone === '' ? 'UTC' : zone;

  const range = useMemo(
    () =>
      attempt(() => ({
        from: from.trim() === '' ? null : zonedTimeToEpoch(parseWallTime(from), rangeZone),
        to: to.trim() === '' ? null : zonedTimeToEpoch(parseWallTime(to), rangeZone) + 86_400_000, // through the last day
      })),
    [from, to, rangeZone],
  );
  const options = useMemo<IcsParseOptions | null>(() => (range.value ? { ...range.value, maxOccurrences: max } : null), [range.value, max]);

  const deferred = useDeferredValue(text);
  const large = deferred.length >= ICS_WORKER_CHARS;
  const inline = useMemo(() => (large || deferred.trim() === '' || options === null ? null : attempt(() => parseIcs(deferred, options))), [large, deferred, options]);
  const job = useMemo(() => (large && options !== null ? { text: deferred, options } : null), [large, deferred, options]);
  const [cancelledJob, setCancelledJob] = useState<typeof job>(null);
  const cancelled = job !== null && job === cancelledJob;
  const remote = useAsyncResult(cancelled ? null : job, (j, signal) => parseInWorker(j.text, j.options, signal));
  const value = inline?.value ?? (remote.status === 'done' ? remote.value : null);
  const error = inline?.error ?? (remote.status === 'error' ? remote.message : null);
  const status: DocumentResult<unknown> = { value, error, pending: remote.status === 'pending', cancelled, cancel: () => setCancelledJob(job), retry: () => setCancelledJob(null) };

  const zoneName = (z: string) => (z === 'date' ? t`all day` : z === 'floating' ? t`floating` : z);
  const timeCell = (time: IcsTime | null) =>
    time === null ? (
      ''
    ) : (
      <span className={styles.time}>
        <span>
          {time.local} <small>({zoneName(time.zone)})</small>
        </span>
        {zone !== '' && time.exact && <small>{formatInZone(time.epochMs, zone).replace('T', ' ')}</small>}
      </span>
    );
  const people = (o: IcsOccurrence) => o.attendees.map((a) => `${a.name ? `${a.name} <${a.address}>` : a.address}${a.partstat ? ` — ${a.partstat}` : ''}`).join('; ');

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`iCalendar text or .ics file`}
            value={text}
            onChange={(value) => update({ text: value })}
            multiline
            rows={10}
            monospace
            error={error}
            placeholder={'BEGIN:VCALENDAR\nVERSION:2.0\n…'}
            hint={t`Paste the text, or drop or open an .ics file.`}
          />
          <DocumentJobStatus result={status} label={t`Reading the calendar…`} />
          <div className={styles.grid}>
            <DateTimeInput label={t`From (first day)`} value={from} onChange={(value) => update({ from: value })} dateOnly error={from && range.error ? range.error : undefined} />
            <DateTimeInput label={t`To (last day)`} value={to} onChange={(value) => update({ to: value })} dateOnly error={to && !from && range.error ? range.error : undefined} />
            <TimeZonePicker label={t`Also show times in`} value={zone} onChange={(value) => update({ zone: value })} extra={[{ label: t`Only as in the file`, value: '' }]} />
            <Select label={t`Occurrences per event, at most`} value={String(max)} onChange={(v) => update({ max: Number(v) })} options={MAX_CHOICES.map((m) => ({ label: String(m), value: String(m) }))} />
          </div>
          <p className={styles.note}>
            {t`Days of the range are read in this zone (empty: no limit):`} {rangeZone}
          </p>
        </Stack>
      </Card>
      {value && (
        <Card title={t`Events`}>
          <Stack>
            <p role="status">
              {t`Events in the file:`} {value.eventCount} · {t`Occurrences listed:`} {value.occurrences.length}
              {value.calendar.name ? ` · ${t`Calendar:`} ${value.calendar.name}` : ''}
            </p>
            {value.truncated && <Alert type="info">{t`Some recurrences go on beyond the limit of occurrences per event: only the first ones are listed. Narrow the range or raise the limit.`}</Alert>}
            {value.missingZones.length > 0 && (
              <Alert type="warning" title={t`Time zones not defined in the file`}>
                <p>
                  {t`The file uses these zones without a VTIMEZONE (RFC 5545 §3.2.19 requires one):`} {value.missingZones.join(', ')}.{' '}
                  {t`Known IANA names are read with this browser's time-zone data; others are shown as floating times.`}
                </p>
              </Alert>
            )}
            <Row>
              <CopyButton value={icsOccurrencesTsv(value.occurrences)} label={t`Copy as TSV`} showLabel disabled={value.occurrences.length === 0} />
            </Row>
            <Table<IcsOccurrence>
              aria-label={t`Events`}
              dense
              columns={[
                { key: 'summary', header: t`Summary` },
                { key: 'start', header: t`Start`, render: (o) => timeCell(o.start) },
                { key: 'end', header: t`End`, render: (o) => timeCell(o.end) },
                { key: 'location', header: t`Location` },
                { key: 'organizer', header: t`Organizer` },
                { key: 'attendees', header: t`Attendees`, render: people },
                { key: 'status', header: t`Status` },
                { key: 'description', header: t`Description`, render: (o) => <span className={styles.description}>{o.description}</span> },
              ]}
              rows={value.occurrences}
              getRowKey={(o, i) => `${o.uid}|${o.start.epochMs}|${i}`}
              emptyMessage={t`No event in this range.`}
            />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

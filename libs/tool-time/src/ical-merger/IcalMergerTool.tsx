import { runWorkerJob } from '@handy-tools/compute';
import { Alert, Button, ButtonsSelect, Card, Checkbox, DocumentJobStatus, downloadFile, FileUpload, Stack, TextInput, useJobResult, useToolState, WORKER_INPUT_CHARS } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { mergeIcs, type IcsMergeInput, type IcsMergeOptions, type IcsMergeReport } from './ical-merger.js';
import type { IcalMergerWorkerApi } from './ical-merger.worker.js';
import styles from './IcalMergerTool.module.css';
import { icalMergerState } from './state.js';

interface MergeRequest {
  inputs: readonly IcsMergeInput[];
  options: Omit<IcsMergeOptions, 'newUid'>;
}
type Merged = { ics: string; report: IcsMergeReport };

// Calendars of a million characters in all or more are merged in a worker, with progress and
// Cancel (the page stays responsive); smaller ones on the page, at once.
const isLarge = (r: MergeRequest) => r.inputs.reduce((n, i) => n + i.text.length, 0) >= WORKER_INPUT_CHARS;
const compute = (r: MergeRequest): Merged => mergeIcs(r.inputs, r.options);
const inWorker = (r: MergeRequest, signal: AbortSignal) =>
  runWorkerJob<IcalMergerWorkerApi, Merged>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./ical-merger.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-ical-merger' }),
    (api) => api.merge(r.inputs, r.options),
    signal,
  );

/** iCalendar merger: the UI. */
export default function IcalMergerTool() {
  const { t } = useLingui();
  const [{ calendars, name, description, duplicates, regenerateUids }, update] = useToolState(icalMergerState);
  const [readError, setReadError] = useState<string | null>(null);
  const request = useMemo<MergeRequest | null>(
    () => (calendars.every((c) => c.text.trim() === '') ? null : { inputs: calendars, options: { duplicates, name, description, regenerateUids } }),
    [calendars, duplicates, name, description, regenerateUids],
  );
  const result = useJobResult(request, isLarge, compute, inWorker);

  const addFiles = (files: File[]) => {
    setReadError(null);
    Promise.all(files.map(async (f) => ({ name: f.name, text: await f.text() }))).then(
      (read) => update((s) => ({ calendars: [...s.calendars.filter((c) => c.text.trim() !== ''), ...read].slice(0, 100) })),
      () => setReadError(t`A file could not be read.`),
    );
  };
  const setText = (i: number, text: string) => update((s) => ({ calendars: s.calendars.map((c, j) => (j === i ? { ...c, text } : c)) }));
  const remove = (i: number) => update((s) => ({ calendars: s.calendars.filter((_, j) => j !== i) }));
  const add = () => update((s) => ({ calendars: [...s.calendars, { name: `${t`Calendar`} ${s.calendars.length + 1}`, text: '' }].slice(0, 100) }));
  const merged = request ? result.value : null;
  const report = merged?.report;

  return (
    <Stack>
      <Card title={t`Calendars to merge`}>
        <Stack>
          <FileUpload label={t`Drop .ics files here or click to choose them`} onFiles={addFiles} accept=".ics,.ical,.ifb,.icalendar,text/calendar" multiple />
          {readError && <Alert type="error">{readError}</Alert>}
          {calendars.map((c, i) => (
            <div key={i} className={styles.calendar}>
              <TextInput label={c.name} value={c.text} onChange={(text) => setText(i, text)} multiline rows={5} monospace placeholder={'BEGIN:VCALENDAR\n…'} />
              <Button size="small" onClick={() => remove(i)} aria-label={`${t`Remove`} ${c.name}`}>
                {t`Remove`}
              </Button>
            </div>
          ))}
          <div className={styles.actions}>
            <Button onClick={add} disabled={calendars.length >= 100}>{t`Add a calendar to paste`}</Button>
          </div>
        </Stack>
      </Card>
      <Card title={t`Options`}>
        <Stack>
          <div className={styles.grid}>
            <TextInput label={t`Name of the merged calendar (optional)`} value={name} onChange={(value) => update({ name: value })} />
            <TextInput label={t`Description (optional)`} value={description} onChange={(value) => update({ description: value })} />
          </div>
          <ButtonsSelect
            label={t`The same event (UID) in several calendars`}
            value={duplicates}
            onChange={(value) => update({ duplicates: value })}
            options={[
              { label: t`Keep the latest (SEQUENCE, then DTSTAMP)`, value: 'latest' },
              { label: t`Keep all copies`, value: 'all' },
            ]}
          />
          <Checkbox label={t`Give every event a new UID`} checked={regenerateUids} onChange={(checked) => update({ regenerateUids: checked })} />
        </Stack>
      </Card>
      <Card title={t`Merged calendar`}>
        <Stack>
          <DocumentJobStatus result={result} label={t`Merging the calendars…`} />
          {result.error && <Alert type="error">{result.error}</Alert>}
          {report && (
            <div role="status" aria-label={t`Merge report`} className={styles.report}>
              <p>
                {t`Components in the merged calendar:`} {report.components}
              </p>
              <ul>
                {report.inputs.map((i, k) => (
                  <li key={k}>
                    {i.name}: {t`events`} {i.events}, {t`to-dos`} {i.todos}, {t`journal entries`} {i.journals}, {t`time zones`} {i.timezones}
                  </li>
                ))}
                {report.duplicates.map((d, k) => (
                  <li key={`d${k}`}>
                    {t`Same UID`} {d.uid}
                    {d.recurrenceId ? ` (${d.recurrenceId})` : ''} {t`in`} {d.foundIn.join(', ')}: {d.kept === null ? t`every copy kept.` : `${t`kept the copy from`} ${d.kept}.`}
                  </li>
                ))}
                {report.timezones.map((z, k) => (
                  <li key={`z${k}`}>
                    {t`Time zone`} {z.tzid} ({z.copies}): {z.identical ? t`identical definitions, kept once.` : t`different definitions; the first one was kept.`}
                  </li>
                ))}
                {report.conflictingMethods.length > 0 && (
                  <li>
                    {t`The calendars have different METHODs; none is kept:`} {report.conflictingMethods.join(', ')}
                  </li>
                )}
                {report.withoutUid > 0 && (
                  <li>
                    {t`Components without a UID, kept as they are:`} {report.withoutUid}
                  </li>
                )}
              </ul>
            </div>
          )}
          <TextInput label={t`Merged iCalendar (.ics)`} value={merged?.ics ?? ''} readOnly multiline rows={12} monospace copyable />
          <div className={styles.actions}>
            <Button variant="primary" disabled={!merged} onClick={() => merged && downloadFile(merged.ics, 'merged.ics', 'text/calendar')}>
              {t`Download merged.ics`}
            </Button>
          </div>
        </Stack>
      </Card>
    </Stack>
  );
}

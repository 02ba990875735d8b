import { Alert, attempt, Button, ButtonsSelect, Card, Checkbox, downloadFile, FileUpload, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState } from 'react';
import { mergeIcs } from './ical-merger.js';
import styles from './IcalMergerTool.module.css';
import { icalMergerState } from './state.js';

/** iCalendar merger: the UI. */
export default function IcalMergerTool() {
  const { t } = useLingui();
  const [{ calendars, name, description, duplicates, regenerateUids }, update] = useToolState(icalMergerState);
  const [readError, setReadError] = useState<string | null>(null);
  const deferred = useDeferredValue(calendars);
  const result = useMemo(() => {
    if (deferred.every((c) => c.text.trim() === '')) return null;
    return attempt(() => mergeIcs(deferred, { duplicates, name, description, regenerateUids }));
  }, [deferred, duplicates, name, description, regenerateUids]);

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
  const report = result?.value?.report;

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
          {result?.error && <Alert type="error">{result.error}</Alert>}
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
          <TextInput label={t`Merged iCalendar (.ics)`} value={result?.value?.ics ?? ''} readOnly multiline rows={12} monospace copyable />
          <div className={styles.actions}>
            <Button variant="primary" disabled={!result?.value} onClick={() => result?.value && downloadFile(result.value.ics, 'merged.ics', 'text/calendar')}>
              {t`Download merged.ics`}
            </Button>
          </div>
        </Stack>
      </Card>
    </Stack>
  );
}

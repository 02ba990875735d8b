import { attempt, Button, Card, Stack, Table, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { TimeZonePicker, useResolvedZone } from '../time-zones/TimeZonePicker.js';
import { zoneState } from '../time-zones/time-zones.js';
import { applyDurations, toDateTimeLocalInput } from './date-duration-calculator.js';
import { dateDurationCalculatorState } from './state.js';
import styles from './DateDurationCalculatorTool.module.css';

/** Date and duration calculator: the UI. */
export default function DateDurationCalculatorTool() {
  const { t } = useLingui();
  const [{ start, steps, zone: zoneChoice }, update] = useToolState(dateDurationCalculatorState);
  const zone = useResolvedZone(zoneChoice);
  const result = useMemo(() => attempt(() => applyDurations(start, steps, zone)), [start, steps, zone]);
  const r = result.value;
  const state = r ? zoneState(zone, r.epochMs) : null;
  return (
    <Stack>
      <Card>
        <div className={styles.inputs}>
          <TextInput
            label={t`Start date and time (YYYY-MM-DDTHH:MM)`}
            value={start}
            onChange={(v) => update({ start: v })}
            error={result.error}
            spellCheck={false}
          />
          <TimeZonePicker label={t`Time zone`} value={zoneChoice} onChange={(v) => update({ zone: v })} allowLocal at={r?.epochMs ?? null} />
        </div>
        <Button onClick={() => update({ start: toDateTimeLocalInput(Date.now(), zone) })}>{t`Now`}</Button>
        <TextInput
          label={t`Durations to add or subtract, one per line`}
          multiline
          rows={5}
          monospace
          value={steps}
          onChange={(v) => update({ steps: v })}
          hint={t`Each line: + or − (default +), then 1d 2h 30m, 1y 2mo, 1:30:00 or ISO 8601 P1DT2H. Years, months, weeks and days move the calendar date and keep the time of day; hours, minutes and seconds are exact elapsed time. # starts a comment.`}
          error={r?.errors.length ? r.errors.join('\n') : null}
        />
      </Card>
      <Card title={t`Result`}>
        <div className={styles.grid}>
          <TextCopyable label={t`Result (ISO 8601, in the zone)`} value={r?.iso ?? ''} showLabel reserve={25} />
          <TextCopyable label={t`Result (UTC)`} value={r?.utc ?? ''} showLabel reserve={25} />
          <TextCopyable label={t`Result (Unix seconds)`} value={r ? String(Math.floor(r.epochMs / 1000)) : ''} showLabel reserve={12} />
          <TextCopyable
            label={t`Zone at the result`}
            value={state ? `${zone} UTC${state.offset}${state.dst ? ` (${t`daylight saving time`})` : ''}` : ''}
            showLabel
            reserve={25}
          />
          <TextCopyable label={t`Elapsed time`} value={r?.elapsed.short ?? ''} showLabel reserve={14} />
          <TextCopyable label={t`Elapsed (ISO 8601)`} value={r?.elapsed.iso ?? ''} showLabel reserve={14} />
          <TextCopyable label={t`Elapsed seconds`} value={r?.elapsed.seconds ?? ''} showLabel reserve={12} />
        </div>
      </Card>
      {r && r.steps.length > 0 && (
        <Table
          caption={t`Steps`}
          columns={[
            { key: 'line', header: t`Line` },
            { key: 'text', header: t`Duration` },
            { key: 'iso', header: t`Date after this step` },
          ]}
          rows={r.steps}
          getRowKey={(s) => s.line}
          dense
        />
      )}
    </Stack>
  );
}

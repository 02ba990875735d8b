import { Alert, ButtonsSelect, Card, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { sumDurations } from './duration-calculator.js';
import { durationCalculatorState } from './state.js';
import styles from './DurationCalculatorTool.module.css';

/** Duration calculator: the UI. */
export default function DurationCalculatorTool() {
  const { t } = useLingui();
  const [{ durations, calendar }, update] = useToolState(durationCalculatorState);
  const result = useMemo(() => sumDurations(durations, calendar), [durations, calendar]);
  const total = result.total;
  const rows: [string, string][] = [
    [t`Total (short)`, total?.short ?? ''],
    [t`Total (words)`, total?.long ?? ''],
    [t`Hours:minutes:seconds`, total?.clock ?? ''],
    [t`Days.hours:minutes:seconds`, total?.clockDays ?? ''],
    [t`ISO 8601 duration (hours)`, total?.iso ?? ''],
    [t`ISO 8601 duration (days of 24 h)`, total?.isoDays ?? ''],
    [t`Total seconds`, total?.seconds ?? ''],
    [t`Total milliseconds`, total?.milliseconds ?? ''],
    [t`Total minutes`, total?.minutes ?? ''],
    [t`Total hours`, total?.hours ?? ''],
    [t`Total days`, total?.days ?? ''],
    [t`Total weeks`, total?.weeks ?? ''],
    [t`Total years (365.2425 days)`, total?.years ?? ''],
  ];
  return (
    <Stack>
      <Card>
        <TextInput
          label={t`Durations, one per line`}
          multiline
          rows={6}
          monospace
          value={durations}
          onChange={(text) => update({ durations: text })}
          placeholder={'1h 30m\n+ 0:45:00\n- PT15M\n# a comment'}
          hint={t`Each line: an optional + or −, then 1d 2h 30m 15s (units y, mo, w, d, h, m, s, ms), a clock time 1:30:00 or 1.02:30:00, or ISO 8601 P1DT2H30M. # starts a comment.`}
          error={result.errors.length ? result.errors.join('\n') : null}
        />
        <ButtonsSelect
          label={t`Years and months`}
          value={calendar}
          onChange={(value) => update({ calendar: value })}
          options={[
            { value: 'reject', label: t`Not allowed (no fixed length)` },
            { value: 'average', label: t`Average Gregorian year and month` },
          ]}
        />
      </Card>
      <Card title={t`Total`}>
        <div className={styles.grid}>
          {rows.map(([label, value]) => (
            <TextCopyable key={label} label={label} value={value} showLabel reserve={12} copyLabel={t`Copy ${label}`} />
          ))}
        </div>
      </Card>
      {result.lines.length > 1 && (
        <Alert type="info" title={t`Lines added`}>
          <ul className={styles.lines}>
            {result.lines.map((l) => (
              <li key={l.line}>
                {t`Line ${l.line}`}: <code>{l.text}</code> = {l.seconds} s
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}

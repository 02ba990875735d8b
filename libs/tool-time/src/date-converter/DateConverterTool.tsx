import { attempt, Button, Card, Row, Select, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { TimeZonePicker, useNow, useResolvedZone } from '../time-zones/TimeZonePicker.js';
import { zoneState } from '../time-zones/time-zones.js';
import { DATE_FORM_NAMES, DATE_FORMS, detectDateForm, formatDateAll, parseDateInput, type DateForm } from './date-converter.js';
import { dateConverterState } from './state.js';
import styles from './DateConverterTool.module.css';

/** Date converter: the UI. */
export default function DateConverterTool() {
  const { t } = useLingui();
  const [{ input, form, zone: zoneChoice }, update] = useToolState(dateConverterState);
  const zone = useResolvedZone(zoneChoice);
  const live = form === 'auto' && detectDateForm(input) === 'now';
  const now = useNow(live ? 1000 : undefined);
  const parsed = useMemo(() => {
    if (live && now === null) return null; // the clock is read after the first render
    return attempt(() => {
      const p = parseDateInput(input, form, zone, now ?? 0);
      return { ...p, all: formatDateAll(p.epochMs, zone), state: zoneState(zone, p.epochMs) };
    });
  }, [input, form, zone, now, live]);
  const value = parsed?.value;
  const names: Record<DateForm, string> = {
    iso: t`ISO 8601 (in the zone)`,
    'iso-utc': t`ISO 8601 UTC`,
    rfc3339: t`RFC 3339`,
    sql: t`ISO 9075 / SQL`,
    rfc2822: t`RFC 2822 (e-mail)`,
    http: t`RFC 7231 (HTTP) / UTC string`,
    'js-string': t`JavaScript Date string`,
    'js-constructor': t`JavaScript new Date(…)`,
    'unix-s': t`Unix time (seconds)`,
    'unix-ms': t`Unix time (milliseconds)`,
    'unix-us': t`Unix time (microseconds)`,
    'unix-ns': t`Unix time (nanoseconds)`,
    'excel-1900': t`Excel serial (1900 system)`,
    'excel-1904': t`Excel serial (1904 system)`,
    objectid: t`MongoDB ObjectId`,
    ldap: t`LDAP generalized time`,
    filetime: t`Windows FILETIME / LDAP 18-digit`,
    'dotnet-ticks': t`.NET ticks`,
  };
  const detected = value ? (value.form === 'now' ? t`the current time` : names[value.form]) : '';
  const zoneLine = value ? `${zone} (UTC${value.state.offset}${value.state.dst ? `, ${t`daylight saving time`}` : ''})` : zone;
  return (
    <Stack>
      <Card>
        <TextInput
          label={t`Date`}
          value={input}
          onChange={(v) => update({ input: v })}
          placeholder={t`now`}
          error={parsed?.error}
          hint={value ? t`Read as: ${detected}.` + (value.note ? ` ${value.note}` : '') : undefined}
          spellCheck={false}
        />
        <Row>
          <Button onClick={() => update({ input: 'now' })}>{t`Now (live)`}</Button>
          <Button onClick={() => update({ input: String(Math.floor(Date.now() / 1000)), form: 'auto' })}>{t`Now as Unix time`}</Button>
        </Row>
        <div className={styles.options}>
          <Select
            label={t`Read as`}
            value={form}
            onChange={(v) => update({ form: v })}
            options={[{ value: 'auto', label: t`Auto-detect` }, ...DATE_FORMS.map((f) => ({ value: f, label: names[f] }))]}
          />
          <TimeZonePicker label={t`Time zone`} value={zoneChoice} onChange={(v) => update({ zone: v })} allowLocal at={value?.epochMs ?? null} />
        </div>
      </Card>
      <Card title={t`The date in every form`}>
        <p className={styles.zone}>{t`Wall times below are in ${zoneLine}.`}</p>
        <div className={styles.grid}>
          {DATE_FORMS.map((f) => (
            <TextCopyable key={f} label={names[f] ?? DATE_FORM_NAMES[f]} value={value?.all[f] ?? ''} showLabel reserve={24} copyLabel={t`Copy ${names[f]}`} />
          ))}
        </div>
        <p className={styles.note}>
          {t`Excel's 1900 system counts 29 February 1900, a day that never existed (kept for Lotus 1-2-3): serials from 61 (1 March 1900) on are right, earlier ones are one day off. The 1904 system (old Mac Excel) has no such day.`}
        </p>
      </Card>
    </Stack>
  );
}

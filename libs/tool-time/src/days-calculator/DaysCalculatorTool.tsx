import { Alert, attempt, Card, Checkbox, Select, Stack, Table, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { TimeZonePicker, useResolvedZone } from '../time-zones/TimeZonePicker.js';
import { daysBetween, parseZonedDate, type DaysResult, type PublicHoliday } from './days-calculator.js';
import { holidayCountryChoices } from './holiday-countries.js';
import type { Choice } from './holidays.js';
import { daysCalculatorState } from './state.js';
import styles from './DaysCalculatorTool.module.css';

type HolidaysModule = typeof import('./holidays.js');

/** Loads date-holidays (large) once, on demand. */
let holidaysModule: Promise<HolidaysModule> | null = null;
function loadHolidays(): Promise<HolidaysModule> {
  holidaysModule ??= import('./holidays.js');
  return holidaysModule;
}

/** Days calculator: the UI. */
export default function DaysCalculatorTool() {
  const { t, i18n } = useLingui();
  const [s, update] = useToolState(daysCalculatorState);
  const zone = useResolvedZone(s.zone);
  const lang = i18n.locale.slice(0, 2);
  const [lib, setLib] = useState<HolidaysModule | null>(null);
  const wantsHolidays = s.country !== '';
  useEffect(() => {
    if (!wantsHolidays) return;
    let live = true;
    // The holiday tables (large) load once a country is picked (or comes from a link).
    loadHolidays().then((m) => live && setLib(m), () => undefined);
    return () => {
      live = false;
    };
  }, [wantsHolidays]);
  const countries: Choice[] = useMemo(() => holidayCountryChoices(lang), [lang]);
  const regions: Choice[] = useMemo(() => (lib ? lib.holidayStates(s.country, lang) : []), [lib, s.country, lang]);
  const subregions: Choice[] = useMemo(() => (lib ? lib.holidayRegions(s.country, s.region, lang) : []), [lib, s.country, s.region, lang]);
  const years = useMemo(() => {
    const a = attempt(() => parseZonedDate(s.start, zone, 'Start').year).value;
    const b = attempt(() => parseZonedDate(s.end, zone, 'End').year).value;
    return a !== undefined && b !== undefined ? [Math.min(a, b), Math.max(a, b)] : null;
  }, [s.start, s.end, zone]);
  const holidays: PublicHoliday[] = useMemo(
    () => (lib && years && s.country ? lib.holidaysFor(s.country, s.region, s.subregion, years[0]!, years[1]!, lang) : []),
    [lib, years, s.country, s.region, s.subregion, lang],
  );
  const workdays = [1, 2, 3, 4, 5, 6, 7].map((d) => s.workdays.includes(String(d)));
  const hours = /^\s*(\d{1,2}(?:\.\d+)?)\s*-\s*(\d{1,2}(?:\.\d+)?)\s*$/.exec(s.hours);
  const result = useMemo(
    () =>
      attempt(() =>
        daysBetween(s.start, s.end, {
          zone,
          includeEnd: s.includeEnd,
          workdays,
          holidays,
          businessHours: hours ? [Number(hours[1]), Number(hours[2])] : [9, 17],
        }),
      ),
    [s.start, s.end, zone, s.includeEnd, s.workdays, holidays, s.hours], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const r = result.value;
  const weekdays = [t`Monday`, t`Tuesday`, t`Wednesday`, t`Thursday`, t`Friday`, t`Saturday`, t`Sunday`];
  const setWorkday = (day: number, on: boolean) => {
    const set = new Set(s.workdays.split(''));
    if (on) set.add(String(day));
    else set.delete(String(day));
    update({ workdays: [...set].sort().join('') });
  };
  const startError = result.error?.startsWith('Start') ? result.error : undefined;
  const endError = result.error && !startError ? result.error : undefined;
  const rows: [string, string][] = [
    [t`Start (ISO 8601)`, r ? r.start : ''],
    [t`End (ISO 8601)`, r ? r.end : ''],
    [t`Calendar days`, r ? String(r.days) : ''],
    [t`Weeks and days`, r ? t`${r.weeks.weeks} weeks ${r.weeks.days} days` : ''],
    [
      t`Years, months, days`,
      r ? t`${r.calendar.years} y ${r.calendar.months} mo ${r.calendar.days} d` + (r.calendar.hours || r.calendar.minutes ? ` ${r.calendar.hours} h ${r.calendar.minutes} min` : '') : '',
    ],
    [t`Total months`, r ? String(r.totalMonths) : ''],
    [t`Total years`, r ? String(r.totalYears) : ''],
    [t`Elapsed hours`, r ? String(r.elapsed.hours) : ''],
    [t`Elapsed minutes`, r ? String(r.elapsed.minutes) : ''],
    [t`Elapsed seconds`, r ? String(r.elapsed.seconds) : ''],
    [t`Business days`, r ? String(r.businessDays) : ''],
    [t`Business hours`, r ? String(Math.round((r.businessSeconds / 3600) * 100) / 100) : ''],
    [t`Weekend days (Saturday, Sunday)`, r ? String(r.weekendDays) : ''],
    [t`Non-working weekdays`, r ? String(r.nonWorkingDays) : ''],
    [t`Holidays on working days`, r ? String(r.holidays.filter((h) => h.offWorkday).length) : ''],
  ];
  return (
    <Stack>
      <Card>
        <div className={styles.inputs}>
          <TextInput label={t`Start date (YYYY-MM-DD, optional THH:MM)`} value={s.start} onChange={(v) => update({ start: v })} error={startError} spellCheck={false} />
          <TextInput label={t`End date (YYYY-MM-DD, optional THH:MM)`} value={s.end} onChange={(v) => update({ end: v })} error={endError} spellCheck={false} />
          <TimeZonePicker label={t`Time zone`} value={s.zone} onChange={(v) => update({ zone: v })} allowLocal />
          <TextInput label={t`Business hours (start-end)`} value={s.hours} onChange={(v) => update({ hours: v })} error={hours ? undefined : t`Write the hours as 9-17.`} />
        </div>
        <Checkbox label={t`Include the end date`} checked={s.includeEnd} onChange={(v) => update({ includeEnd: v })} />
        <fieldset className={styles.days}>
          <legend>{t`Working days`}</legend>
          {weekdays.map((name, i) => (
            <Checkbox key={name} label={name} checked={workdays[i]!} onChange={(on) => setWorkday(i + 1, on)} />
          ))}
        </fieldset>
        <div className={styles.inputs}>
          <Select
            label={t`Public holidays of`}
            value={s.country}
            onChange={(v) => update({ country: v, region: '', subregion: '' })}
            options={[{ value: '', label: t`No holidays` }, ...countries]}
            searchable
          />
          <Select
            label={t`State or province`}
            value={s.region}
            onChange={(v) => update({ region: v, subregion: '' })}
            options={[{ value: '', label: t`Whole country` }, ...(regions.length ? regions : s.region ? [{ value: s.region, label: s.region }] : [])]}
          />
          <Select
            label={t`Region`}
            value={s.subregion}
            onChange={(v) => update({ subregion: v })}
            options={[{ value: '', label: t`Whole state` }, ...(subregions.length ? subregions : s.subregion ? [{ value: s.subregion, label: s.subregion }] : [])]}
          />
        </div>
      </Card>
      <Card title={t`Between the dates`}>
        {r?.swapped && <Alert type="info">{t`The end is before the start: the dates were swapped.`}</Alert>}
        <div className={styles.grid}>
          {rows.map(([label, value]) => (
            <TextCopyable key={label} label={label} value={value} showLabel reserve={10} />
          ))}
        </div>
        <p className={styles.note}>{t`Dates are wall times in ${zone}; elapsed hours count daylight saving changes (a 23- or 25-hour day). Business days are working days that are not public holidays; bank and optional holidays are listed but not taken off.`}</p>
      </Card>
      {r && (
        <Table
          caption={t`Days per weekday`}
          columns={[
            { key: 'name', header: t`Weekday` },
            { key: 'count', header: t`Days` },
          ]}
          rows={weekdays.map((name, i) => ({ name, count: r.perWeekday[i] ?? 0 }))}
          getRowKey={(row) => row.name}
          rowHeader="name"
          dense
        />
      )}
      {s.country !== '' && r && (
        <Table
          caption={t`Holidays in the range`}
          columns={[
            { key: 'date', header: t`Date` },
            { key: 'weekday', header: t`Weekday`, render: (h: DaysResult['holidays'][number]) => weekdays[h.weekday - 1] ?? '' },
            { key: 'name', header: t`Holiday` },
            { key: 'type', header: t`Type` },
            { key: 'offWorkday', header: t`Removes a business day`, render: (h: DaysResult['holidays'][number]) => (h.offWorkday ? t`yes` : t`no`) },
          ]}
          rows={r.holidays}
          getRowKey={(h, i) => `${h.date}-${i}`}
          emptyMessage={lib ? t`No holidays in the range.` : t`Loading the holiday tables…`}
          dense
        />
      )}
    </Stack>
  );
}

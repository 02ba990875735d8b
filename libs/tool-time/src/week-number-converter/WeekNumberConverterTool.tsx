import { attempt, Button, Card, Row, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { ToolInputError } from '@handy-tools/ui/kit';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { weekNumberConverterState } from './state.js';
import {
  dayOfYear,
  formatCalendarDate,
  formatIsoWeekDate,
  fromIsoWeekDate,
  isoWeeksInYear,
  mondayOfMonthWeek,
  parseCalendarDate,
  parseIsoWeekDate,
  toIsoWeekDate,
  usWeek,
  weekOfMonth,
  type CivilDate,
  type IsoWeekDate,
} from './week-number-converter.js';
import styles from './WeekNumberConverterTool.module.css';

interface Conversion {
  date: CivilDate;
  week: IsoWeekDate;
}

/** Reads `YYYY-MM/W` (the week-of-month question). */
function readMonthWeek(text: string): CivilDate {
  const m = /^\s*(\d{4})-(\d{1,2})\s*\/\s*(\d)\s*$/.exec(text);
  if (!m) throw new ToolInputError('Write the year, month and week of the month as YYYY-MM/W, such as 2024-03/2.');
  return mondayOfMonthWeek(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** ISO week number converter: the UI. */
export default function WeekNumberConverterTool() {
  const { t } = useLingui();
  const [{ edited, value, monthWeek }, update] = useToolState(weekNumberConverterState);
  const result = useMemo(
    () =>
      attempt((): Conversion => {
        if (edited === 'date') {
          const date = parseCalendarDate(value);
          return { date, week: toIsoWeekDate(date) };
        }
        const week = parseIsoWeekDate(value);
        return { date: fromIsoWeekDate(week), week };
      }),
    [edited, value],
  );
  const [lastGood, setLastGood] = useState<Conversion | null>(null);
  const current = result.value ?? null;
  if (current !== null && current !== lastGood) setLastGood(current);
  const shown = current ?? lastGood;
  const monday = useMemo(() => attempt(() => readMonthWeek(monthWeek)), [monthWeek]);
  const weekdays = [t`Monday`, t`Tuesday`, t`Wednesday`, t`Thursday`, t`Friday`, t`Saturday`, t`Sunday`];

  const d = shown?.date;
  const w = shown?.week;
  const weekStart = w ? fromIsoWeekDate({ ...w, weekday: 1 }) : null;
  const weekEnd = w ? fromIsoWeekDate({ ...w, weekday: 7 }) : null;
  const us = d ? usWeek(d) : null;
  const rows: [string, string][] = [
    [t`ISO week date`, w ? formatIsoWeekDate(w) : ''],
    [t`ISO week date (basic)`, w ? formatIsoWeekDate(w, true) : ''],
    [t`Week-numbering year`, w ? String(w.weekYear) : ''],
    [t`ISO week`, w ? String(w.week) : ''],
    [t`Weekday`, w ? `${w.weekday} (${weekdays[w.weekday - 1]})` : ''],
    [t`Weeks in that year`, w ? String(isoWeeksInYear(w.weekYear)) : ''],
    [t`Week from – to`, weekStart && weekEnd ? `${formatCalendarDate(weekStart)} – ${formatCalendarDate(weekEnd)}` : ''],
    [t`Ordinal date`, d ? `${String(d.year).padStart(4, '0')}-${String(dayOfYear(d)).padStart(3, '0')}` : ''],
    [t`US week (Sunday start, 1 January in week 1)`, us ? `${us.week}${us.weekYear !== d?.year ? ` (${us.weekYear})` : ''}` : ''],
    [t`Week of the month (Monday start)`, d ? String(weekOfMonth(d)) : ''],
  ];
  const step = (days: number) => {
    if (!shown) return;
    const n = new Date(Date.UTC(shown.date.year, shown.date.month - 1, shown.date.day + days));
    update({ edited: 'date', value: formatCalendarDate({ year: n.getUTCFullYear(), month: n.getUTCMonth() + 1, day: n.getUTCDate() }) });
  };

  return (
    <Stack>
      <Card title={t`Date ⇄ ISO 8601 week date`}>
        <div className={styles.pair}>
          <TextInput
            label={t`Date (YYYY-MM-DD)`}
            value={edited === 'date' ? value : d ? formatCalendarDate(d) : ''}
            onChange={(v) => update({ edited: 'date', value: v })}
            error={edited === 'date' ? result.error : undefined}
            copyable
            spellCheck={false}
          />
          <TextInput
            label={t`ISO week date (YYYY-Www-D)`}
            value={edited === 'week' ? value : w ? formatIsoWeekDate(w) : ''}
            onChange={(v) => update({ edited: 'week', value: v })}
            error={edited === 'week' ? result.error : undefined}
            copyable
            spellCheck={false}
          />
        </div>
        <Row>
          <Button onClick={() => step(-7)}>{t`Previous week`}</Button>
          <Button onClick={() => step(-1)}>{t`Previous day`}</Button>
          <Button onClick={() => step(1)}>{t`Next day`}</Button>
          <Button onClick={() => step(7)}>{t`Next week`}</Button>
          <Button
            onClick={() => {
              const now = new Date();
              update({ edited: 'date', value: formatCalendarDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() }) });
            }}
          >
            {t`Today`}
          </Button>
        </Row>
      </Card>
      <Card title={t`Details`}>
        <div className={styles.grid}>
          {rows.map(([label, text]) => (
            <TextCopyable key={label} label={label} value={text} showLabel reserve={10} />
          ))}
        </div>
      </Card>
      <Card title={t`Week of a month → its Monday`}>
        <TextInput
          label={t`Year, month and week of the month (YYYY-MM/W)`}
          value={monthWeek}
          onChange={(v) => update({ monthWeek: v })}
          error={monday.error}
          spellCheck={false}
        />
        <TextCopyable label={t`Monday of that week`} value={monday.value ? formatCalendarDate(monday.value) : ''} showLabel reserve={10} />
      </Card>
    </Stack>
  );
}

import { attempt, Card, Row, Select, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import Decimal from 'decimal.js';
import { useMemo } from 'react';
import { parseDurationText, durationPartsToSeconds } from '../duration-calculator/duration-calculator.js';
import { availabilityToDowntime, downtimeToAvailability, slaMonthDays, slaYearDays, type MonthLength, type SlaCalendar, type SlaPeriod, type ServiceWeekHours, type YearLength } from './sla-calculator.js';
import { slaCalculatorState } from './state.js';
import styles from './SlaCalculatorTool.module.css';

/** Reads the 7 service hours from the option text; null when it is not 7 numbers. */
function readHours(text: string): ServiceWeekHours | null {
  const parts = text.trim().split(/[\s,;]+/).map(Number);
  return parts.length === 7 && parts.every((n) => Number.isFinite(n)) ? (parts as unknown as ServiceWeekHours) : null;
}

/** SLA calculator: the UI. */
export default function SlaCalculatorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(slaCalculatorState);
  const hours = readHours(state.hours) ?? ([24, 24, 24, 24, 24, 24, 24] as const);
  const calendar: SlaCalendar = { year: state.year as YearLength, month: state.month as MonthLength, weekHours: hours };
  const downtimes = useMemo(() => attempt(() => availabilityToDowntime(state.availability, calendar)), [state.availability, state.year, state.month, state.hours]); // eslint-disable-line react-hooks/exhaustive-deps
  const availabilities = useMemo(
    () => attempt(() => downtimeToAvailability(durationPartsToSeconds(parseDurationText(state.downtime).parts), calendar)),
    [state.downtime, state.year, state.month, state.hours], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const downtimeLabels: Record<SlaPeriod, string> = {
    day: t`Downtime per day`,
    week: t`Downtime per week`,
    month: t`Downtime per month`,
    quarter: t`Downtime per quarter`,
    year: t`Downtime per year`,
  };
  const availabilityLabels: Record<SlaPeriod, string> = {
    day: t`Availability per day`,
    week: t`Availability per week`,
    month: t`Availability per month`,
    quarter: t`Availability per quarter`,
    year: t`Availability per year`,
  };
  const days = [t`Monday`, t`Tuesday`, t`Wednesday`, t`Thursday`, t`Friday`, t`Saturday`, t`Sunday`];
  const setHour = (i: number, v: string) => {
    const next = state.hours.trim().split(/[\s,;]+/);
    while (next.length < 7) next.push('24');
    next[i] = v.trim() === '' ? '0' : v.trim();
    update({ hours: next.slice(0, 7).join(' ') });
  };
  const hoursText = state.hours.trim().split(/[\s,;]+/);
  const hourError = (text: string) => {
    const n = Number(text);
    return text.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= 24 ? undefined : t`Enter a number of hours from 0 to 24.`;
  };
  const monthLen = new Decimal(slaMonthDays(calendar)).toDecimalPlaces(6).toString();
  const yearLen = slaYearDays(calendar.year).toString();
  return (
    <Stack>
      <Card title={t`Availability → allowed downtime`}>
        <TextInput
          label={t`Availability (%)`}
          value={state.availability}
          onChange={(v) => update({ availability: v })}
          inputMode="decimal"
          error={downtimes.error}
        />
        <div className={styles.grid}>
          {(['day', 'week', 'month', 'quarter', 'year'] as const).map((p) => {
            const row = downtimes.value?.find((r) => r.period === p);
            return (
              <TextCopyable
                key={p}
                label={downtimeLabels[p]}
                showLabel
                value={row ? `${row.text} (${row.seconds} s)` : p === 'day' && downtimes.value ? t`Days differ: see per week` : ''}
                reserve={24}
              />
            );
          })}
        </div>
      </Card>
      <Card title={t`Downtime → availability`}>
        <TextInput
          label={t`Downtime`}
          value={state.downtime}
          onChange={(v) => update({ downtime: v })}
          hint={t`Such as 5m, 1h 30m, 0:04:19 or PT4M19S.`}
          error={availabilities.error}
        />
        <div className={styles.grid}>
          {(['day', 'week', 'month', 'quarter', 'year'] as const).map((p) => {
            const row = availabilities.value?.find((r) => r.period === p);
            return (
              <TextCopyable
                key={p}
                label={availabilityLabels[p]}
                showLabel
                value={row ? `${row.percent} %${row.exceeds ? ` — ${t`downtime longer than the period`}` : ''}` : ''}
                reserve={12}
              />
            );
          })}
        </div>
      </Card>
      <Card title={t`Calendar`}>
        <Row>
          <Select
            label={t`Year length`}
            value={state.year}
            onChange={(v) => update({ year: v })}
            options={[
              { value: 'gregorian', label: t`365.2425 days (Gregorian average)` },
              { value: '365', label: t`365 days` },
              { value: '366', label: t`366 days (leap year)` },
            ]}
          />
          <Select
            label={t`Month length`}
            value={state.month}
            onChange={(v) => update({ month: v })}
            options={[
              { value: 'average', label: t`A twelfth of the year` },
              { value: '28', label: t`28 days` },
              { value: '29', label: t`29 days` },
              { value: '30', label: t`30 days` },
              { value: '31', label: t`31 days` },
            ]}
          />
        </Row>
        <p className={styles.note}>{t`Used: a year of ${yearLen} days, a month of ${monthLen} days, a quarter of 3 months, a week of 7 days.`}</p>
        <fieldset className={styles.hours}>
          <legend>{t`Service hours per weekday (0–24)`}</legend>
          {days.map((d, i) => (
            <TextInput
              key={d}
              label={d}
              value={hoursText[i] ?? '24'}
              onChange={(v) => setHour(i, v)}
              inputMode="decimal"
              error={hourError(hoursText[i] ?? '24')}
            />
          ))}
        </fieldset>
      </Card>
    </Stack>
  );
}

import { Alert, attempt, ButtonsSelect, Card, Select, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { ToolInputError } from '@handy-tools/ui/kit';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { parseTtlDuration } from '../ttl-calculator/ttl-calculator.js';
import { DateTimeInput } from '../time-zones/DateTimeInput.js';
import { TimeZonePicker, useNow, useResolvedZone } from '../time-zones/TimeZonePicker.js';
import { formatInZone, parseWallTime, zonedTimeToEpoch } from '../time-zones/wall-time.js';
import { ETA_TIME_UNIT_MS, etaFromProgress, etaFromRate, etaRatePer, formatEtaDuration, parseEtaAmount, type EtaTimeUnit } from './eta-calculator.js';
import { etaCalculatorState } from './state.js';
import styles from '../ttl-calculator/TtlCalculatorTool.module.css';

const number = (n: number) => (Number.isInteger(n) ? String(n) : n.toPrecision(6).replace(/\.?0+$/, ''));

/** ETA calculator: the UI. */
export default function EtaCalculatorTool() {
  const { t } = useLingui();
  const [s, update] = useToolState(etaCalculatorState);
  const zone = useResolvedZone(s.zone);
  const now = useNow(1000);

  const unitNames: Record<EtaTimeUnit, string> = { ms: t`milliseconds`, s: t`seconds`, min: t`minutes`, h: t`hours`, d: t`days` };
  const result = useMemo(() => {
    if (now === null) return null;
    return attempt(() => {
      const total = parseEtaAmount(s.total, 'the total');
      const startMs = () => {
        if (s.startTime.trim() === '') throw new ToolInputError('Enter the start time.');
        return zonedTimeToEpoch(parseWallTime(s.startTime), zone);
      };
      if (s.mode === 'rate') {
        const eta = etaFromRate(total, parseEtaAmount(s.rateCount, 'the units per span'), parseEtaAmount(s.rateSpan, 'the time span') * ETA_TIME_UNIT_MS[s.rateUnit]);
        const start = s.rateFrom === 'now' ? now : startMs();
        return { eta, start, end: start + eta.totalMs };
      }
      const done = parseEtaAmount(s.done, 'the units done');
      if (s.since === 'duration') {
        const elapsed = parseTtlDuration(s.elapsed) * 1000;
        const eta = etaFromProgress(total, done, elapsed);
        return { eta, start: now - elapsed, end: now + eta.remainingMs };
      }
      const start = startMs();
      if (start >= now) throw new ToolInputError('The start time is not in the past: the job must have started to have a rate.');
      const eta = etaFromProgress(total, done, now - start);
      return { eta, start, end: start + eta.totalMs };
    });
  }, [s, zone, now]);
  const r = result?.value;

  return (
    <Stack>
      <Card>
        <Stack>
          <ButtonsSelect
            label={t`Estimate from`}
            value={s.mode}
            onChange={(mode) => update({ mode })}
            options={[
              { label: t`Progress so far`, value: 'progress' },
              { label: t`A known rate`, value: 'rate' },
            ]}
          />
          <div className={styles.grid}>
            <TextInput label={t`Total units`} value={s.total} onChange={(total) => update({ total })} inputMode="decimal" />
            {s.mode === 'progress' && <TextInput label={t`Units done`} value={s.done} onChange={(done) => update({ done })} inputMode="decimal" />}
          </div>
          {s.mode === 'progress' ? (
            <>
              <ButtonsSelect
                label={t`Time taken`}
                value={s.since}
                onChange={(since) => update({ since })}
                options={[
                  { label: t`A duration`, value: 'duration' },
                  { label: t`Since a start time`, value: 'start' },
                ]}
              />
              <div className={styles.grid}>
                {s.since === 'duration' ? (
                  <TextInput label={t`Elapsed time`} value={s.elapsed} onChange={(elapsed) => update({ elapsed })} hint={t`e.g. 45m, 1h30m, 01:30:00, PT45M`} />
                ) : (
                  <DateTimeInput label={t`Started at`} value={s.startTime} onChange={(startTime) => update({ startTime })} />
                )}
                <TimeZonePicker label={t`Time zone`} value={s.zone} onChange={(value) => update({ zone: value })} allowLocal />
              </div>
            </>
          ) : (
            <>
              <div className={styles.grid}>
                <TextInput label={t`Units per time span`} value={s.rateCount} onChange={(rateCount) => update({ rateCount })} inputMode="decimal" />
                <TextInput label={t`Time span`} value={s.rateSpan} onChange={(rateSpan) => update({ rateSpan })} inputMode="decimal" />
                <Select
                  label={t`Time span unit`}
                  value={s.rateUnit}
                  onChange={(rateUnit) => update({ rateUnit })}
                  options={(Object.keys(ETA_TIME_UNIT_MS) as EtaTimeUnit[]).map((u) => ({ label: unitNames[u], value: u }))}
                />
              </div>
              <ButtonsSelect
                label={t`The job starts`}
                value={s.rateFrom}
                onChange={(rateFrom) => update({ rateFrom })}
                options={[
                  { label: t`Now`, value: 'now' },
                  { label: t`At a given time`, value: 'start' },
                ]}
              />
              <div className={styles.grid}>
                {s.rateFrom === 'start' && <DateTimeInput label={t`Started at`} value={s.startTime} onChange={(startTime) => update({ startTime })} />}
                <TimeZonePicker label={t`Time zone`} value={s.zone} onChange={(value) => update({ zone: value })} allowLocal />
              </div>
            </>
          )}
          {result?.error && <Alert type="error">{result.error}</Alert>}
        </Stack>
      </Card>
      <Card title={t`Estimate`}>
        <div className={styles.grid}>
          <TextCopyable label={`${t`Estimated end`} (${zone})`} value={r ? formatInZone(Math.round(r.end), zone) : ''} showLabel reserve={28} />
          <TextCopyable label={t`Time left`} value={r ? formatEtaDuration(r.eta.remainingMs) : ''} showLabel reserve={16} />
          <TextCopyable label={t`Total duration`} value={r ? formatEtaDuration(r.eta.totalMs) : ''} showLabel reserve={16} />
          <TextCopyable label={`${t`Started`} (${zone})`} value={r ? formatInZone(Math.round(r.start), zone) : ''} showLabel reserve={28} />
          <TextCopyable label={t`Rate (units per hour)`} value={r ? number(etaRatePer(r.eta.ratePerMs, 'h')) : ''} showLabel reserve={12} />
          <TextCopyable label={t`Rate (units per minute)`} value={r ? number(etaRatePer(r.eta.ratePerMs, 'min')) : ''} showLabel reserve={12} />
          <TextCopyable label={t`Units left`} value={r ? number(r.eta.remainingUnits) : ''} showLabel reserve={12} />
          <TextCopyable label={t`Done`} value={r ? `${number(Math.round(r.eta.fraction * 10_000) / 100)} %` : ''} showLabel reserve={10} />
        </div>
      </Card>
    </Stack>
  );
}

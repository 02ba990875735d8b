import { Alert, attempt, Button, ButtonsSelect, Card, Checkbox, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { ToolInputError } from '@handy-tools/ui/kit';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { ttlCalculatorState } from './state.js';
import { DateTimeInput } from '../time-zones/DateTimeInput.js';
import { TimeZonePicker, useNow, useResolvedZone } from '../time-zones/TimeZonePicker.js';
import { formatInZone, parseWallTime, zonedTimeToEpoch } from '../time-zones/wall-time.js';
import { checkTtl, formatTtlClock, formatTtlCompact, formatTtlIsoDuration, parseTtl, splitTtl, TTL_PRESETS, ttlExpiry, ttlWarnings } from './ttl-calculator.js';
import styles from './TtlCalculatorTool.module.css';

type Part = 'days' | 'hours' | 'minutes' | 'seconds';
const PART_SECONDS: Record<Part, number> = { days: 86_400, hours: 3_600, minutes: 60, seconds: 1 };

/** Seconds from the parts' texts (blank = 0). */
function fromParts(parts: Record<Part, string>, names: Record<Part, string>): number {
  let total = 0;
  for (const p of Object.keys(PART_SECONDS) as Part[]) {
    const text = parts[p].trim();
    if (text === '') continue;
    if (!/^\d+$/.test(text)) throw new ToolInputError(`${names[p]}: "${text.slice(0, 30)}" is not a whole number.`);
    total += Number(text) * PART_SECONDS[p];
  }
  return checkTtl(total);
}

/** TTL calculator: the UI. */
export default function TtlCalculatorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(ttlCalculatorState);
  const { edited, text, from, startTime, zone, weeks } = state;
  const partNames: Record<Part, string> = { days: t`Days`, hours: t`Hours`, minutes: t`Minutes`, seconds: t`Seconds` };
  const parts: Record<Part, string> = { days: state.days, hours: state.hours, minutes: state.minutes, seconds: state.seconds };

  const result = useMemo(() => {
    if (edited !== 'parts' && text.trim() === '') return null;
    return attempt(() => (edited === 'parts' ? fromParts(parts, partNames) : parseTtl(text)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- parts/partNames are derived from the state fields listed
  }, [edited, text, state.days, state.hours, state.minutes, state.seconds, t]);

  // While the edited field is blank or wrong, the other fields keep the last valid value.
  const [lastGood, setLastGood] = useState<number | null>(null);
  const current = result?.value ?? null;
  if (current !== null && current !== lastGood) setLastGood(current);
  const ttl = current ?? lastGood;

  const split = ttl === null ? null : splitTtl(ttl);
  const partValue = (p: Part) => (edited === 'parts' ? parts[p] : split ? String(split[p]) : '');
  const setPart = (p: Part, value: string) => {
    const next = { ...(edited === 'parts' ? parts : { days: partValue('days'), hours: partValue('hours'), minutes: partValue('minutes'), seconds: partValue('seconds') }), [p]: value };
    update({ edited: 'parts', ...next });
  };

  const zoneName = useResolvedZone(zone);
  const now = useNow(from === 'now' ? 1000 : undefined);
  const start = useMemo(() => {
    if (from === 'now') return now === null ? null : { value: now };
    if (startTime.trim() === '') return null;
    return attempt(() => zonedTimeToEpoch(parseWallTime(startTime), zoneName));
  }, [from, now, startTime, zoneName]);
  const expiry = useMemo(() => (ttl === null || start?.value === undefined ? null : attempt(() => ttlExpiry(start.value, ttl))), [ttl, start]);
  const warnings = ttl === null ? [] : ttlWarnings(ttl);

  return (
    <Stack>
      <Card title={t`TTL and duration`}>
        <Stack>
          <div className={styles.grid}>
            <TextInput
              label={t`TTL in seconds`}
              value={edited === 'seconds' ? text : ttl === null ? '' : String(ttl)}
              onChange={(value) => update({ edited: 'seconds', text: value })}
              error={edited === 'seconds' ? result?.error : undefined}
              inputMode="numeric"
              copyable
            />
            <TextInput
              label={t`Duration`}
              value={edited === 'duration' ? text : ttl === null ? '' : formatTtlCompact(ttl, weeks)}
              onChange={(value) => update({ edited: 'duration', text: value })}
              error={edited === 'duration' ? result?.error : undefined}
              hint={t`Any form: 1d, 1h30m, 1 hour 30 minutes, 01:30:00, PT1H30M.`}
              copyable
            />
          </div>
          <div className={styles.parts}>
            {(Object.keys(PART_SECONDS) as Part[]).map((p) => (
              <TextInput key={p} label={partNames[p]} value={partValue(p)} onChange={(value) => setPart(p, value)} inputMode="numeric" />
            ))}
          </div>
          {edited === 'parts' && result?.error && <Alert type="error">{result.error}</Alert>}
          <div role="group" aria-label={t`Common TTLs`} className={styles.presets}>
            <span className={styles.presetsLabel}>{t`Common TTLs:`}</span>
            {TTL_PRESETS.map((s) => (
              <Button key={s} size="small" onClick={() => update({ edited: 'seconds', text: String(s) })} aria-pressed={ttl === s}>
                {formatTtlCompact(s, false)}
              </Button>
            ))}
          </div>
          <div className={styles.grid}>
            <TextCopyable label={t`Compact (BIND zone files)`} value={ttl === null ? '' : formatTtlCompact(ttl, weeks)} showLabel reserve={16} />
            <TextCopyable label={t`ISO 8601 duration`} value={ttl === null ? '' : formatTtlIsoDuration(ttl)} showLabel reserve={16} />
            <TextCopyable label={t`Days and clock`} value={ttl === null ? '' : formatTtlClock(ttl)} showLabel reserve={16} />
          </div>
          <Checkbox label={t`Use weeks in the compact form (1w)`} checked={weeks} onChange={(checked) => update({ weeks: checked })} />
        </Stack>
      </Card>
      <Card title={t`Expiry`}>
        <Stack>
          <ButtonsSelect
            label={t`Counted from`}
            value={from}
            onChange={(value) => update({ from: value })}
            options={[
              { label: t`Now`, value: 'now' },
              { label: t`A given time`, value: 'time' },
            ]}
          />
          <div className={styles.grid}>
            {from === 'time' && <DateTimeInput label={t`Start (in the zone below)`} value={startTime} onChange={(value) => update({ startTime: value })} error={start?.error} />}
            <TimeZonePicker label={t`Time zone`} value={zone} onChange={(value) => update({ zone: value })} allowLocal />
          </div>
          <div className={styles.grid}>
            <TextCopyable label={`${t`Expires at`} (${zoneName})`} value={expiry?.value === undefined ? '' : formatInZone(expiry.value, zoneName)} showLabel reserve={28} />
            <TextCopyable label={t`Expires at (UTC)`} value={expiry?.value === undefined ? '' : formatInZone(expiry.value, 'UTC')} showLabel reserve={28} />
            <TextCopyable label={t`Expires at (Unix time, s)`} value={expiry?.value === undefined ? '' : String(Math.floor(expiry.value / 1000))} showLabel reserve={14} />
          </div>
          {expiry?.error && <Alert type="error">{expiry.error}</Alert>}
        </Stack>
      </Card>
      {warnings.includes('over-rfc2181') && (
        <Alert type="warning" title={t`Too long for DNS`}>
          <p>{t`RFC 2181 §8 limits DNS TTLs to 2147483647 seconds (about 68 years); resolvers read a larger value as 0. Caches such as HTTP max-age accept it.`}</p>
        </Alert>
      )}
      {warnings.includes('zero') && (
        <Alert type="info" title={t`A TTL of 0`}>
          <p>{t`A record with a TTL of 0 is used for the transaction in progress only and is not cached (RFC 1035 §3.2.1).`}</p>
        </Alert>
      )}
    </Stack>
  );
}

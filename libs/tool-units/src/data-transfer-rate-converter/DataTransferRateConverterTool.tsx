import { attempt, Card, Select, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import Decimal from 'decimal.js';
import { useMemo, useState } from 'react';
import { DATA_UNITS, formatDataDecimal, parseDataAmount, type DataDecimal } from '../data-storage-unit-converter/data-storage-unit-converter.js';
import {
  convertToAllRateUnits,
  DATA_RATE_UNITS,
  dataRateUnit,
  formatTransferDuration,
  parseDataRate,
  parseTransferDuration,
  requiredRate,
  transferableAmount,
  transferTime,
} from './data-transfer-rate-converter.js';
import { dataTransferRateConverterState } from './state.js';
import styles from './DataTransferRateConverterTool.module.css';

const SIZE_OPTIONS = DATA_UNITS.map((u) => u.id);
const RATE_OPTIONS = DATA_RATE_UNITS.map((u) => u.id);

/** A result rounded for display: `decimals` ≥ 0 decimals, or 15 significant digits when −1. */
function shown(value: DataDecimal, decimals: number): string {
  if (decimals >= 0) return formatDataDecimal(value, decimals);
  return formatDataDecimal(value.toSignificantDigits(15, Decimal.ROUND_HALF_EVEN));
}

/** A number field and its unit beside it. */
function NumberWithUnit(props: {
  label: string;
  unitLabel: string;
  value: string;
  unit: string;
  units: readonly string[];
  error?: string;
  onValue: (value: string) => void;
  onUnit: (unit: string) => void;
}) {
  return (
    <div className={styles.pair}>
      <TextInput label={props.label} value={props.value} onChange={props.onValue} error={props.error} inputMode="decimal" autoComplete="off" spellCheck={false} />
      <Select label={props.unitLabel} options={props.units} value={props.unit} onChange={props.onUnit} />
    </div>
  );
}

/** Data transfer rate calculator: the UI. */
export default function DataTransferRateConverterTool() {
  const { t } = useLingui();
  const [s, update] = useToolState(dataTransferRateConverterState);

  const size = useMemo(() => attempt(() => parseDataAmount(s.size, s.sizeUnit)), [s.size, s.sizeUnit]);
  const rate = useMemo(() => attempt(() => parseDataRate(s.rate, s.rateUnit)), [s.rate, s.rateUnit]);
  const time = useMemo(
    () => (size.value && rate.value ? attempt(() => transferTime(size.value, s.sizeUnit, rate.value, s.rateUnit)) : null),
    [size.value, rate.value, s.sizeUnit, s.rateUnit],
  );

  const needSize = useMemo(() => attempt(() => parseDataAmount(s.needSize, s.needSizeUnit)), [s.needSize, s.needSizeUnit]);
  const needTime = useMemo(() => attempt(() => parseTransferDuration(s.needHours, s.needMinutes, s.needSeconds)), [s.needHours, s.needMinutes, s.needSeconds]);
  const need = useMemo(
    () => (needSize.value && needTime.value ? attempt(() => requiredRate(needSize.value, s.needSizeUnit, needTime.value, s.needRateUnit)) : null),
    [needSize.value, needTime.value, s.needSizeUnit, s.needRateUnit],
  );

  const amountRate = useMemo(() => attempt(() => parseDataRate(s.amountRate, s.amountRateUnit)), [s.amountRate, s.amountRateUnit]);
  const amountTime = useMemo(
    () => attempt(() => parseTransferDuration(s.amountHours, s.amountMinutes, s.amountSeconds)),
    [s.amountHours, s.amountMinutes, s.amountSeconds],
  );
  const amount = useMemo(
    () => (amountRate.value && amountTime.value ? attempt(() => transferableAmount(amountRate.value, s.amountRateUnit, amountTime.value, s.amountSizeUnit)) : null),
    [amountRate.value, amountTime.value, s.amountRateUnit, s.amountSizeUnit],
  );

  const conversion = useMemo(() => {
    if (s.convertValue.trim() === '') return null;
    return attempt(() => convertToAllRateUnits(parseDataRate(s.convertValue, s.convertUnit), s.convertUnit));
  }, [s.convertValue, s.convertUnit]);
  const [lastGood, setLastGood] = useState<Record<string, DataDecimal> | null>(null);
  if (conversion?.value && conversion.value !== lastGood) setLastGood(conversion.value);
  const all = conversion?.value ?? lastGood;

  const precisionOptions = [
    { value: '-1', label: t`15 significant digits` },
    ...[0, 1, 2, 3, 4, 6, 8, 10].map((d) => ({ value: String(d), label: t`${d} decimals` })),
  ];
  const timeText = time?.value ? `${formatTransferDuration(time.value)} (${shown(time.value, s.decimals < 0 ? 3 : s.decimals)} s)` : '';
  const needText = need?.value ? `${shown(need.value, s.decimals)} ${s.needRateUnit}` : '';
  const amountText = amount?.value ? `${shown(amount.value, s.decimals)} ${s.amountSizeUnit}` : '';
  const durationFields = (prefix: 'need' | 'amount') => {
    const [h, m, sec] = prefix === 'need' ? (['needHours', 'needMinutes', 'needSeconds'] as const) : (['amountHours', 'amountMinutes', 'amountSeconds'] as const);
    return (
      <fieldset className={styles.duration}>
        <legend>{t`Duration`}</legend>
        <TextInput label={t`Hours`} value={s[h]} onChange={(v) => update({ [h]: v })} inputMode="decimal" autoComplete="off" />
        <TextInput label={t`Minutes`} value={s[m]} onChange={(v) => update({ [m]: v })} inputMode="decimal" autoComplete="off" />
        <TextInput label={t`Seconds`} value={s[sec]} onChange={(v) => update({ [sec]: v })} inputMode="decimal" autoComplete="off" />
      </fieldset>
    );
  };

  return (
    <Stack>
      <div className={styles.cards}>
        <Card title={t`Transfer time`}>
          <Stack>
            <NumberWithUnit label={t`Data size`} unitLabel={t`Size unit`} value={s.size} unit={s.sizeUnit} units={SIZE_OPTIONS} error={size.error} onValue={(size) => update({ size })} onUnit={(sizeUnit) => update({ sizeUnit })} />
            <NumberWithUnit label={t`Rate`} unitLabel={t`Rate unit`} value={s.rate} unit={s.rateUnit} units={RATE_OPTIONS} error={rate.error ?? time?.error} onValue={(rate) => update({ rate })} onUnit={(rateUnit) => update({ rateUnit })} />
            <TextCopyable label={t`Transfer time`} value={timeText} showLabel reserve={24} />
          </Stack>
        </Card>
        <Card title={t`Rate needed`}>
          <Stack>
            <NumberWithUnit label={t`Data size to send`} unitLabel={t`Unit of the size to send`} value={s.needSize} unit={s.needSizeUnit} units={SIZE_OPTIONS} error={needSize.error} onValue={(needSize) => update({ needSize })} onUnit={(needSizeUnit) => update({ needSizeUnit })} />
            {durationFields('need')}
            {(needTime.error ?? need?.error) && <p role="alert">{needTime.error ?? need?.error}</p>}
            <Select label={t`Result unit`} options={RATE_OPTIONS} value={s.needRateUnit} onChange={(needRateUnit) => update({ needRateUnit })} />
            <TextCopyable label={t`Rate needed`} value={needText} showLabel reserve={20} />
          </Stack>
        </Card>
        <Card title={t`Amount transferable`}>
          <Stack>
            <NumberWithUnit label={t`Transfer rate`} unitLabel={t`Unit of the transfer rate`} value={s.amountRate} unit={s.amountRateUnit} units={RATE_OPTIONS} error={amountRate.error} onValue={(amountRate) => update({ amountRate })} onUnit={(amountRateUnit) => update({ amountRateUnit })} />
            {durationFields('amount')}
            {amountTime.error && <p role="alert">{amountTime.error}</p>}
            <Select label={t`Amount unit`} options={SIZE_OPTIONS} value={s.amountSizeUnit} onChange={(amountSizeUnit) => update({ amountSizeUnit })} />
            <TextCopyable label={t`Amount transferable`} value={amountText} showLabel reserve={20} />
          </Stack>
        </Card>
      </div>
      <Card title={t`Rate converter`}>
        <Stack>
          <Select label={t`Precision`} options={precisionOptions} value={String(s.decimals)} onChange={(d) => update({ decimals: Number(d) })} />
          <div className={styles.columns}>
            {[0, 1, 2, 3].map((column) => (
              <Stack key={column}>
                {DATA_RATE_UNITS.filter((u) => {
                  const unit = DATA_UNITS.find((d) => d.id === u.dataUnit)!;
                  return column === (unit.kind === 'byte' ? 0 : 2) + (unit.system === 'si' ? 0 : 1);
                }).map((u) => (
                  <TextInput
                    key={u.id}
                    label={u.id}
                    value={u.id === s.convertUnit ? s.convertValue : all ? shown(all[u.id]!, s.decimals) : ''}
                    onChange={(convertValue) => update({ convertUnit: dataRateUnit(u.id).id, convertValue })}
                    error={u.id === s.convertUnit ? conversion?.error : undefined}
                    copyable
                    copyLabel={t`Copy ${u.id}`}
                    inputMode="decimal"
                    autoComplete="off"
                    spellCheck={false}
                  />
                ))}
              </Stack>
            ))}
          </div>
        </Stack>
      </Card>
    </Stack>
  );
}

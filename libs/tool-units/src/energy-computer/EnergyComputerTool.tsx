import { attempt, Card, Select, Stack, Table, TextCopyable, TextInput, useToolState, type TableColumn } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatDataDecimal } from '../data-storage-unit-converter/data-storage-unit-converter.js';
import { computeEnergyCost, formatEnergyMoney } from './energy-computer.js';
import { energyComputerState } from './state.js';
import styles from './EnergyComputerTool.module.css';

interface Row {
  key: string;
  period: string;
  energy: string;
  cost: string;
}

/** Energy cost calculator: the UI. */
export default function EnergyComputerTool() {
  const { t } = useLingui();
  const [s, update] = useToolState(energyComputerState);
  const result = useMemo(
    () => attempt(() => computeEnergyCost({ power: s.power, powerUnit: s.powerUnit, hoursPerDay: s.hoursPerDay, days: s.days, pricePerKwh: s.pricePerKwh })),
    [s.power, s.powerUnit, s.hoursPerDay, s.days, s.pricePerKwh],
  );
  // Each field's own error: the message of the first field that fails to parse.
  const fieldError = (field: 'power' | 'hoursPerDay' | 'days' | 'pricePerKwh') => {
    if (!result.error) return undefined;
    const probe = { power: '1', powerUnit: s.powerUnit, hoursPerDay: '1', days: '1', pricePerKwh: '1', [field]: s[field] };
    return attempt(() => computeEnergyCost(probe)).error;
  };
  const money = (v: Parameters<typeof formatEnergyMoney>[0]) => `${formatEnergyMoney(v, s.moneyDecimals)}${s.currency ? ` ${s.currency}` : ''}`;
  const kwh = (v: Parameters<typeof formatEnergyMoney>[0]) => `${formatDataDecimal(v, 6)} kWh`;
  const r = result.value;
  const rows: Row[] = r
    ? [
        { key: 'day', period: t`Per day`, energy: kwh(r.kwhPerDay), cost: money(r.costPerDay) },
        { key: 'total', period: t`Over ${s.days} days`, energy: kwh(r.kwhTotal), cost: money(r.costTotal) },
        { key: 'year', period: t`Per year (365 days)`, energy: kwh(r.kwhPerYear), cost: money(r.costPerYear) },
      ]
    : [];
  const columns: TableColumn<Row>[] = [
    { key: 'period', header: t`Period` },
    { key: 'energy', header: t`Energy` },
    { key: 'cost', header: t`Cost` },
  ];

  return (
    <Stack>
      <Card>
        <div className={styles.grid}>
          <div className={styles.pair}>
            <TextInput label={t`Device power`} value={s.power} onChange={(power) => update({ power })} error={fieldError('power')} inputMode="decimal" autoComplete="off" />
            <Select label={t`Power unit`} options={['W', 'kW']} value={s.powerUnit} onChange={(powerUnit) => update({ powerUnit })} />
          </div>
          <TextInput label={t`Hours per day`} value={s.hoursPerDay} onChange={(hoursPerDay) => update({ hoursPerDay })} error={fieldError('hoursPerDay')} inputMode="decimal" autoComplete="off" />
          <TextInput label={t`Days`} value={s.days} onChange={(days) => update({ days })} error={fieldError('days')} inputMode="decimal" autoComplete="off" />
          <TextInput label={t`Price per kWh`} value={s.pricePerKwh} onChange={(pricePerKwh) => update({ pricePerKwh })} error={fieldError('pricePerKwh')} inputMode="decimal" autoComplete="off" />
          <TextInput label={t`Currency symbol`} value={s.currency} onChange={(currency) => update({ currency: currency.slice(0, 10) })} placeholder="€, $, £…" autoComplete="off" />
          <Select
            label={t`Round costs to`}
            options={[0, 1, 2, 3, 4].map((d) => ({ value: String(d), label: t`${d} decimals` }))}
            value={String(s.moneyDecimals)}
            onChange={(d) => update({ moneyDecimals: Number(d) })}
          />
        </div>
      </Card>
      <Card title={t`Total cost`}>
        <Stack>
          <TextCopyable label={t`Total cost`} value={r ? money(r.costTotal) : ''} reserve={12} />
          <Table caption={t`Energy and cost`} hideCaption columns={columns} rows={rows} getRowKey={(row) => row.key} rowHeader="period" emptyMessage={t`Fix the values above to see the results.`} />
          <p>{t`E (kWh) = P (W) × hours ÷ 1000; cost = E × price. Computed with exact decimals; costs rounded half away from zero.`}</p>
        </Stack>
      </Card>
    </Stack>
  );
}

import { Card, Link, Select, Stack, Table, TextCopyable, TextInput, attempt, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { PrecisionOptions, useStatusText } from '../unit-converter/UnitConverter.js';
import { UNIT_KINDS, unitToken, unitsOfKind, type ConvertedValue, type Precision, type UnitDef, type UnitKind } from '../unit-converter/unit-converter.js';
import { convertExpression, type ExpressionResult } from './many-units-converter.js';
import { manyUnitsConverterState } from './state.js';
import styles from './ManyUnitsConverterTool.module.css';

/** The one-kind converters (and the temperature converter), linked relative to this page. */
const CONVERTERS: readonly (readonly [UnitKind | 'temperature', string])[] = [
  ['length', 'length-converter'],
  ['area', 'area-converter'],
  ['volume', 'volume-converter'],
  ['mass', 'mass-converter'],
  ['temperature', 'temperature-converter'],
  ['pressure', 'pressure-converter'],
  ['force', 'force-converter'],
  ['energy', 'energy-converter'],
  ['power', 'power-converter'],
  ['angle', 'angle-converter'],
  ['illuminance', 'illuminance-converter'],
];

/** Unit converter: the UI. Type `12 ft in m`, or pick the kind and the units from the lists. */
export default function ManyUnitsConverterTool() {
  const { t } = useLingui();
  const [{ expression, round, digits, all }, update] = useToolState(manyUnitsConverterState);
  const precision: Precision = useMemo(() => ({ mode: round, digits: round === 'significant' ? Math.max(1, digits) : digits }), [round, digits]);
  const result = useMemo(() => (expression.trim() === '' ? null : attempt(() => convertExpression(expression, precision, { all }))), [expression, precision, all]);
  const statusText = useStatusText();

  // While the text is blank or wrong, the lists and the table keep the last valid conversion.
  const [lastGood, setLastGood] = useState<ExpressionResult | null>(null);
  const current = result?.value ?? null;
  if (current !== null && current !== lastGood) setLastGood(current);
  const shown = current ?? lastGood;

  const kindNames: Record<UnitKind, string> = {
    length: t`Length`,
    area: t`Area`,
    volume: t`Volume`,
    mass: t`Mass`,
    temperature: t`Temperature`,
    pressure: t`Pressure`,
    force: t`Force`,
    energy: t`Energy`,
    power: t`Power`,
    angle: t`Angle`,
    illuminance: t`Illuminance`,
  };
  const kind: UnitKind = shown?.from.kind ?? 'length';
  const options = useMemo(() => unitsOfKind(kind, { all: true }).map((u) => ({ value: u.id, label: `${u.name} (${u.symbol})` })), [kind]);
  const value = shown?.value ?? '1';
  const fromId = shown?.from.id ?? 'ft';
  const toId = shown?.to?.id ?? '';
  const write = (from: string, to: string) => update({ expression: to ? `${value} ${unitToken(from)} in ${unitToken(to)}` : `${value} ${unitToken(from)}` });
  const pickKind = (k: UnitKind) => {
    const [first, second] = unitsOfKind(k);
    update({ expression: `1 ${unitToken(first!.id)} in ${unitToken(second!.id)}` });
  };
  const answer = shown?.result && shown.to ? `${shown.result.text} ${shown.to.symbol}` : '';

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`Conversion`}
            value={expression}
            onChange={(text) => update({ expression: text })}
            placeholder="12 ft in m"
            hint={t`A number, a unit, then "in" or "to" and a unit: 12 ft in m, 3.5 kWh to MJ, 1 US gal in L.`}
            error={result?.error}
            autoComplete="off"
            spellCheck={false}
          />
          <div className={styles.pickers}>
            <Select<UnitKind> label={t`Quantity`} options={UNIT_KINDS.map((k) => ({ value: k, label: kindNames[k] }))} value={kind} onChange={pickKind} />
            <Select label={t`From unit`} options={options} value={fromId} onChange={(id) => write(id, toId)} searchable />
            <Select
              label={t`To unit`}
              options={[{ value: '', label: t`(every unit, below)` }, ...options]}
              value={toId}
              onChange={(id) => write(fromId, id)}
              searchable
            />
          </div>
          <TextCopyable label={t`Result`} showLabel value={answer} reserve={24} />
          <p className={styles.status} data-testid="result-status">{shown?.result ? statusText[shown.result.status] : '\u00a0'}</p>
        </Stack>
      </Card>
      <Card>
        <PrecisionOptions round={round} digits={digits} all={all} onChange={update} />
      </Card>
      <Table<{ unit: UnitDef; value: ConvertedValue }>
        caption={shown ? `${t`In every unit`}: ${value} ${shown.from.symbol}` : t`In every unit`}
        dense
        rows={shown?.everyUnit ?? []}
        getRowKey={(r) => r.unit.id}
        rowHeader="unit"
        columns={[
          { key: 'unit', header: t`Unit`, render: (r) => r.unit.name },
          { key: 'symbol', header: t`Symbol`, render: (r) => r.unit.symbol },
          { key: 'value', header: t`Value`, render: (r) => r.value.text },
          { key: 'status', header: t`Exact?`, render: (r) => (r.unit.id === shown?.from.id ? '' : statusText[r.value.status]) },
        ]}
      />
      <Card title={t`One converter per quantity`}>
        <ul className={styles.links}>
          {CONVERTERS.map(([k, route]) => (
            <li key={route}>
              <Link href={route}>{kindNames[k]}</Link>
            </li>
          ))}
        </ul>
      </Card>
    </Stack>
  );
}

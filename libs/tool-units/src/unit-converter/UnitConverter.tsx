import { ButtonsSelect, Card, Checkbox, Collapse, Select, Stack, Table, TextInput, attempt, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { convertToAll, unitsOfKind, type ConvertedValue, type Precision, type UnitDef, type UnitKind } from './unit-converter.js';
import type { UnitConverterStateSpec } from './unit-state.js';
import styles from './UnitConverter.module.css';

/** Props of {@link UnitConverter}. */
export interface UnitConverterProps {
  /** The kind of quantity whose units are shown. */
  kind: UnitKind;
  /** The tool's state spec, from `unitConverterState(kind, …)`. */
  spec: UnitConverterStateSpec;
}

/** Every field's text from the one typed in `unit`'s field (kept as typed), or its error; null when blank. */
function convert(unit: string, value: string, precision: Precision) {
  if (value.trim() === '') return null;
  return attempt(() => {
    const all = convertToAll(value, unit, precision, { all: true });
    const texts: Record<string, ConvertedValue> = {};
    for (const { unit: u, value: v } of all) texts[u.id] = v;
    return texts;
  });
}

const DIGIT_OPTIONS = Array.from({ length: 31 }, (_, i) => String(i));

/** Props of {@link PrecisionOptions}. */
export interface PrecisionOptionsProps {
  round: Precision['mode'];
  digits: number;
  all: boolean;
  onChange: (change: { round?: Precision['mode']; digits?: number; all?: boolean }) => void;
}

/** The unit converters' options: rounding mode, number of digits, and whether to list every unit. */
export function PrecisionOptions({ round, digits, all, onChange }: PrecisionOptionsProps) {
  const { t } = useLingui();
  return (
    <div className={styles.options}>
      <ButtonsSelect
        label={t`Round to`}
        options={[
          { label: t`Significant digits`, value: 'significant' as const },
          { label: t`Decimal places`, value: 'decimals' as const },
        ]}
        value={round}
        onChange={(v) => onChange({ round: v })}
      />
      <div className={styles.digits}>
        <Select
          label={round === 'significant' ? t`Significant digits` : t`Decimal places`}
          options={round === 'significant' ? DIGIT_OPTIONS.slice(1) : DIGIT_OPTIONS}
          value={String(round === 'significant' ? Math.max(1, digits) : digits)}
          onChange={(v) => onChange({ digits: Number(v) })}
        />
      </div>
      <Checkbox label={t`Show every unit (all SI prefixes and rare units)`} checked={all} onChange={(v) => onChange({ all: v })} />
    </div>
  );
}

/**
 * A converter for one kind of quantity: every unit of the kind in a field; typing in any field
 * updates all the others, computed in decimal arithmetic from the unit table's exact factors, rounded
 * as the options say, each field telling whether its value is exact, rounded or approximate.
 */
export function UnitConverter({ kind, spec }: UnitConverterProps) {
  const { t } = useLingui();
  const [state, update] = useToolState(spec);
  const { unit, value, round, digits, all } = state;
  const precision: Precision = useMemo(() => ({ mode: round, digits: round === 'significant' ? Math.max(1, digits) : digits }), [round, digits]);
  const result = useMemo(() => convert(unit, value, precision), [unit, value, precision]);

  // While the edited field is blank or wrong, the other fields keep the last valid conversion.
  const [lastGood, setLastGood] = useState<Record<string, ConvertedValue> | null>(null);
  const current = result?.value ?? null;
  if (current !== null && current !== lastGood) setLastGood(current);
  const shown = current ?? lastGood;

  const units = useMemo(() => unitsOfKind(kind, { all: true }).filter((u) => all || !u.more || u.id === unit), [kind, all, unit]);
  const statusText = useStatusText();
  const sourceRows = useMemo(() => unitsOfKind(kind, { all: true }), [kind]);

  return (
    <Stack>
      <Card>
        <PrecisionOptions round={round} digits={digits} all={all} onChange={update} />
      </Card>
      <Card>
        <div className={styles.grid}>
          {units.map((u) => (
            <TextInput
              key={u.id}
              label={`${u.name} (${u.symbol})`}
              value={u.id === unit ? value : (shown?.[u.id]?.text ?? '')}
              onChange={(text) => update({ unit: u.id, value: text })}
              error={u.id === unit ? result?.error : undefined}
              hint={u.id === unit ? t`Typed value` : shown?.[u.id] ? statusText[shown[u.id]!.status] : '\u00a0'}
              copyable
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
            />
          ))}
        </div>
      </Card>
      <Collapse title={t`Factors and their sources`}>
        <div className={styles.sources}>
          <Table<UnitDef>
            caption={t`Factors and their sources`}
            hideCaption
            dense
            rows={sourceRows}
            getRowKey={(u) => u.id}
            rowHeader="name"
            columns={[
              { key: 'name', header: t`Unit`, render: (u) => `${u.name} (${u.symbol})` },
              { key: 'factor', header: t`In SI units`, render: (u) => factorText(u) },
              { key: 'exact', header: t`Exact`, render: (u) => (u.exact ? t`Yes` : (u.precision ?? t`No`)) },
              { key: 'source', header: t`Source`, render: (u) => u.source },
            ]}
          />
        </div>
      </Collapse>
    </Stack>
  );
}

/** The words for a converted value's status (`exact`, `rounded`, `approximate`), translated. */
export function useStatusText(): Record<ConvertedValue['status'], string> {
  const { t } = useLingui();
  return {
    exact: t`Exact`,
    rounded: t`Rounded`,
    approximate: t`Approximate: the factor is measured, not defined`,
  };
}

/** The factor as a formula: `0.3048 m`, `101325/760 Pa`, `π/180 rad`. */
export function factorText(u: UnitDef): string {
  const si = unitsOfKind(u.kind, { all: true })[0]!.symbol;
  const pi = u.pi === 1 ? 'π' : u.pi === -1 ? '/π' : '';
  const num = u.num === '1' && u.pi === 1 ? '' : u.num;
  const times = num !== '' && u.pi === 1 ? '·' : '';
  const den = u.den === '1' ? '' : `/${u.den}`;
  return `${num}${times}${u.pi === 1 ? pi : ''}${den}${u.pi === -1 ? pi : ''} ${si}`;
}

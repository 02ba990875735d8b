import { attempt, Card, Checkbox, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import {
  convertToAllDataUnits,
  DATA_UNITS,
  formatDataDecimal,
  parseDataAmount,
  type DataUnitKind,
  type DataUnitSystem,
} from './data-storage-unit-converter.js';
import { dataStorageUnitConverterState } from './state.js';
import styles from './DataStorageUnitConverterTool.module.css';

interface Conversion {
  unit: string;
  texts: Record<string, string>;
}

function convert(unit: string, value: string, decimals: number, showUnit: boolean) {
  if (value.trim() === '') return null;
  return attempt((): Conversion => {
    const all = convertToAllDataUnits(parseDataAmount(value, unit), unit);
    const texts: Record<string, string> = {};
    for (const u of DATA_UNITS) {
      const text = formatDataDecimal(all[u.id]!, decimals < 0 ? 'exact' : decimals);
      texts[u.id] = u.id === unit ? value : showUnit ? `${text} ${u.symbol}` : text;
    }
    return { unit, texts };
  });
}

const COLUMNS: readonly [DataUnitSystem, DataUnitKind][] = [
  ['si', 'byte'],
  ['iec', 'byte'],
  ['si', 'bit'],
  ['iec', 'bit'],
];

/** Data storage converter: the UI. Every unit is a field; typing in one fills the others, exactly. */
export default function DataStorageUnitConverterTool() {
  const { t } = useLingui();
  const [{ unit, value, decimals, showUnit }, update] = useToolState(dataStorageUnitConverterState);
  const result = useMemo(() => convert(unit, value, decimals, showUnit), [unit, value, decimals, showUnit]);
  const [lastGood, setLastGood] = useState<Conversion | null>(null);
  const current = result?.value ?? null;
  if (current !== null && current !== lastGood) setLastGood(current);
  const shown = current ?? lastGood;

  const titles: Record<string, string> = {
    'si-byte': t`Bytes, SI prefixes (powers of 1000)`,
    'iec-byte': t`Bytes, IEC prefixes (powers of 1024)`,
    'si-bit': t`Bits, SI prefixes (powers of 1000)`,
    'iec-bit': t`Bits, IEC prefixes (powers of 1024)`,
  };
  const precisionOptions = [
    { value: '-1', label: t`Exact (every digit)` },
    ...[0, 1, 2, 3, 4, 6, 8, 10, 15, 20].map((d) => ({ value: String(d), label: t`${d} decimals` })),
  ];

  return (
    <Stack>
      <Card>
        <div className={styles.options}>
          <Select label={t`Precision`} options={precisionOptions} value={String(decimals)} onChange={(d) => update({ decimals: Number(d) })} />
          <Checkbox label={t`Show unit symbols`} checked={showUnit} onChange={(showUnit) => update({ showUnit })} />
        </div>
        <p>{t`1 kB = 1000 B and 1 KiB = 1024 B (IEC 80000-13); 1 byte = 8 bits. Values are exact: no floating-point rounding, even beyond 2^53.`}</p>
      </Card>
      <div className={styles.columns}>
        {COLUMNS.map(([system, kind]) => (
          <Card key={`${system}-${kind}`} title={titles[`${system}-${kind}`]}>
            <Stack>
              {DATA_UNITS.filter((u) => u.system === system && u.kind === kind).map((u) => (
                <TextInput
                  key={u.id}
                  label={u.symbol}
                  value={u.id === unit ? value : (shown?.texts[u.id] ?? '')}
                  onChange={(text) => update({ unit: u.id, value: text })}
                  error={u.id === unit ? result?.error : undefined}
                  copyable
                  copyLabel={t`Copy ${u.symbol}`}
                  inputMode="decimal"
                  autoComplete="off"
                  spellCheck={false}
                />
              ))}
            </Stack>
          </Card>
        ))}
      </div>
    </Stack>
  );
}

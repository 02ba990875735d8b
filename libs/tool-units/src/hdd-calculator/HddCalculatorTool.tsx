import { attempt, Card, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import Decimal from 'decimal.js';
import { useMemo, useState } from 'react';
import { formatDataDecimal, groupDataDigits, parseDataAmount, type DataDecimal } from '../data-storage-unit-converter/data-storage-unit-converter.js';
import { BINARY_DISK_UNITS, DECIMAL_DISK_UNITS, diskCapacityInAllUnits, displayedCapacity, idemaCapacity, type DiskUnit } from './hdd-calculator.js';
import { hddCalculatorState } from './state.js';
import styles from './HddCalculatorTool.module.css';

type Capacities = Record<DiskUnit, DataDecimal>;

/** Disk capacity calculator: the UI. */
export default function HddCalculatorTool() {
  const { t } = useLingui();
  const [{ unit, value, decimals }, update] = useToolState(hddCalculatorState);
  const result = useMemo(() => (value.trim() === '' ? null : attempt(() => diskCapacityInAllUnits(parseDataAmount(value, unit), unit as DiskUnit))), [unit, value]);
  const [lastGood, setLastGood] = useState<Capacities | null>(null);
  if (result?.value && result.value !== lastGood) setLastGood(result.value);
  const all = result?.value ?? lastGood;
  const text = (u: DiskUnit) => (u === unit ? value : all ? formatDataDecimal(all[u], decimals < 0 ? 'exact' : decimals) : '');

  const field = (u: DiskUnit) => (
    <TextInput
      key={u}
      label={u}
      value={text(u)}
      onChange={(v) => update({ unit: u, value: v })}
      error={u === unit ? result?.error : undefined}
      copyable
      copyLabel={t`Copy ${u}`}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
    />
  );

  const bytes = all?.B;
  const windows = bytes ? displayedCapacity(bytes, 'binary') : null;
  const mac = bytes ? displayedCapacity(bytes, 'decimal') : null;
  // Windows Explorer prints three significant digits and writes GB, TB for GiB, TiB.
  const windowsText = windows ? `${formatDataDecimal(windows.value.toSignificantDigits(3, Decimal.ROUND_DOWN))} ${windows.unit.replace('i', '')}` : '';
  const macText = mac ? `${formatDataDecimal(mac.value.toSignificantDigits(3, Decimal.ROUND_HALF_EVEN))} ${mac.unit}` : '';
  // The same prefix in decimal: 931.32 GiB shown for 1000 GB bought is 6.87 % "missing".
  const decimalTwin = windows && windows.unit !== 'B' ? DECIMAL_DISK_UNITS[(BINARY_DISK_UNITS as readonly string[]).indexOf(windows.unit)] : undefined;
  const lossText =
    all && bytes && !bytes.isZero() && windows && decimalTwin ? `${formatDataDecimal(new Decimal(1).minus(windows.value.div(all[decimalTwin])).times(100), 2)} %` : '';
  const idema = bytes ? idemaCapacity(bytes) : null;
  const precisionOptions = [{ value: '-1', label: t`Exact (every digit)` }, ...[0, 1, 2, 3, 4, 6, 9].map((d) => ({ value: String(d), label: t`${d} decimals` }))];

  return (
    <Stack>
      <Card>
        <Stack>
          {field('B')}
          <Select label={t`Precision`} options={precisionOptions} value={String(decimals)} onChange={(d) => update({ decimals: Number(d) })} />
        </Stack>
      </Card>
      <div className={styles.columns}>
        <Card title={t`Advertised (decimal, 1 TB = 1000 GB)`}>
          <Stack>{DECIMAL_DISK_UNITS.map(field)}</Stack>
        </Card>
        <Card title={t`Operating system (binary, 1 TiB = 1024 GiB)`}>
          <Stack>{BINARY_DISK_UNITS.map(field)}</Stack>
        </Card>
      </div>
      <Card title={t`What you will see`}>
        <dl className={styles.facts}>
          <dt>{t`Windows Explorer (binary units labelled GB, TB)`}</dt>
          <dd><output aria-label={t`Windows shows`}>{windowsText}</output></dd>
          <dt>{t`macOS, GNOME, KDE (decimal units)`}</dt>
          <dd><output aria-label={t`macOS shows`}>{macText}</output></dd>
          <dt>{t`Apparently missing in Windows`}</dt>
          <dd><output aria-label={t`Apparently missing`}>{lossText}</output></dd>
        </dl>
      </Card>
      <Card title={t`Sectors (IDEMA LBA1-03)`}>
        {idema ? (
          <dl className={styles.facts}>
            <dt>{t`512-byte sectors`}</dt>
            <dd><output aria-label={t`512-byte sectors`}>{groupDataDigits(idema.sectors512.toString(), ',')}</output></dd>
            <dt>{t`4096-byte sectors (4Kn)`}</dt>
            <dd><output aria-label={t`4096-byte sectors`}>{groupDataDigits(idema.sectors4096.toString(), ',')}</output></dd>
            <dt>{t`Real capacity`}</dt>
            <dd><output aria-label={t`Real capacity`}>{t`${groupDataDigits(idema.bytes.toString(), ',')} bytes`}</output></dd>
          </dl>
        ) : (
          <p>{t`IDEMA's standard sector count applies to advertised capacities of at least 50 GB in whole gigabytes.`}</p>
        )}
      </Card>
    </Stack>
  );
}

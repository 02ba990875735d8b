import { attempt, Card, Select, Stack, Table, TextInput, useToolState, type TableColumn } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { calculateRaid, type RaidLevel, type RaidSizeUnit } from './raid-calculator.js';
import { raidCalculatorState } from './state.js';
import styles from './RaidCalculatorTool.module.css';

interface Row {
  key: string;
  label: string;
  value: string;
}

/** Bytes in the largest decimal and binary units, e.g. `12 TB = 10.91 TiB`. */
function bytesText(bytes: bigint): string {
  const pick = (base: number, units: string[]) => {
    let v = Number(bytes);
    let i = 0;
    while (v >= base && i < units.length - 1) {
      v /= base;
      i++;
    }
    return `${Number(v.toFixed(2))} ${units[i]}`;
  };
  return `${pick(1000, ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB'])} = ${pick(1024, ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB'])}`;
}

/** RAID calculator: the UI. */
export default function RaidCalculatorTool() {
  const { t } = useLingui();
  const [s, update] = useToolState(raidCalculatorState);
  const level = s.level as RaidLevel;
  const grouped = level === '50' || level === '60' || level === '70';
  const disks = s.disks.trim() === '' ? Number.NaN : Number(s.disks);
  const result = useMemo(() => attempt(() => calculateRaid(level, disks, s.diskSize, s.unit as RaidSizeUnit, Number(s.groupSize))), [level, disks, s.diskSize, s.unit, s.groupSize]);
  const r = result.value;
  const levels: { value: RaidLevel; label: string }[] = [
    { value: '0', label: t`RAID 0 (stripe)` },
    { value: '1', label: t`RAID 1 (mirror)` },
    { value: '5', label: t`RAID 5 (single parity)` },
    { value: '6', label: t`RAID 6 (double parity)` },
    { value: '10', label: t`RAID 10 (stripe of mirrors)` },
    { value: '50', label: t`RAID 50 (stripe of RAID 5 groups)` },
    { value: '60', label: t`RAID 60 (stripe of RAID 6 groups)` },
    { value: '7', label: t`RAID 7 / RAID-Z3 (triple parity, non-standard)` },
    { value: '70', label: t`RAID 70 (stripe of triple-parity groups, non-standard)` },
  ];
  const about: Record<RaidLevel, string> = {
    '0': t`Splits data across all disks with no redundancy: one failed disk loses the array.`,
    '1': t`Writes the same data to every disk: the array survives while one disk works.`,
    '5': t`Stripes data with one disk's worth of rotating parity: survives one failed disk.`,
    '6': t`Like RAID 5 with a second parity: survives two failed disks.`,
    '10': t`Mirrored pairs, striped: survives one failure per pair.`,
    '50': t`RAID 5 groups striped together: survives one failure per group.`,
    '60': t`RAID 6 groups striped together: survives two failures per group.`,
    '7': t`Three parity blocks per stripe (ZFS RAID-Z3 and some controllers): survives three failed disks.`,
    '70': t`Triple-parity groups striped together: survives three failures per group.`,
  };
  const rows: Row[] = r
    ? [
        { key: 'usable', label: t`Usable capacity`, value: `${r.usable.text} ${s.unit} (${bytesText(r.usableBytes)})` },
        { key: 'raw', label: t`Raw capacity`, value: `${r.raw.text} ${s.unit}` },
        { key: 'efficiency', label: t`Space efficiency`, value: `${r.efficiency.text} %` },
        {
          key: 'fault',
          label: t`Disks that may fail`,
          value: r.faultToleranceMin === r.faultToleranceMax ? String(r.faultToleranceMin) : t`${r.faultToleranceMin} for sure, up to ${r.faultToleranceMax} if spread across groups`,
        },
        { key: 'groups', label: t`Groups`, value: r.groups > 1 ? t`${r.groups} × ${r.groupSize} disks` : '1' },
        { key: 'read', label: t`Read speed (ideal, sequential)`, value: `${r.readGain}×` },
        { key: 'write', label: t`Write speed (ideal, full stripes)`, value: `${r.writeGain}×` },
        { key: 'penalty', label: t`Disk I/Os per small random write`, value: String(r.writePenalty) },
      ]
    : [];
  const columns: TableColumn<Row>[] = [
    { key: 'label', header: t`Figure` },
    { key: 'value', header: t`Value`, render: (row) => <output aria-label={row.label}>{row.value}</output> },
  ];

  return (
    <Stack>
      <Card>
        <Stack>
          <div className={styles.grid}>
            <Select label={t`RAID level`} options={levels} value={level} onChange={(level) => update({ level })} />
            <TextInput label={t`Number of disks`} value={s.disks} onChange={(disks) => update({ disks })} inputMode="numeric" autoComplete="off" />
            <TextInput label={t`Disk size`} value={s.diskSize} onChange={(diskSize) => update({ diskSize })} inputMode="decimal" autoComplete="off" />
            <Select label={t`Size unit`} options={['MB', 'GB', 'TB', 'PB', 'GiB', 'TiB']} value={s.unit} onChange={(unit) => update({ unit })} />
            {grouped && <TextInput label={t`Disks per group`} value={s.groupSize} onChange={(groupSize) => update({ groupSize })} inputMode="numeric" autoComplete="off" />}
          </div>
          {result.error && <p role="alert">{result.error}</p>}
          <p>{about[level]}</p>
        </Stack>
      </Card>
      <Table caption={t`Results`} columns={columns} rows={rows} getRowKey={(row) => row.key} rowHeader="label" emptyMessage={t`Fix the values above to see the results.`} />
    </Stack>
  );
}

import {
  attempt,
  Alert,
  Button,
  ButtonsSelect,
  Card,
  CopyButton,
  Row,
  Stack,
  Table,
  TextInput,
  useToolState,
  type TableColumn,
} from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { Ipv6Form } from '../shared/ip-range.js';
import { expandIpRange } from './ipv4-range-expander.js';
import styles from './Ipv4RangeExpanderTool.module.css';
import { ipv4RangeExpanderState } from './state.js';

interface ValueRow {
  key: string;
  label: string;
  oldLabel: string;
  newLabel: string;
  oldValue: string;
  newValue: string;
}

function Value({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  if (value === '') return <output aria-label={label}>—</output>;
  return (
    <span className={styles.value}>
      <output aria-label={label}>{value}</output>
      <CopyButton value={value} label={t`Copy ${label}`} />
    </span>
  );
}

/** IPv4 range expander: the UI. */
export default function Ipv4RangeExpanderTool() {
  const { t } = useLingui();
  const [{ start, end, ipv6Form }, update] = useToolState(ipv4RangeExpanderState);
  const result = useMemo(
    () => (start.trim() === '' && end.trim() === '' ? null : attempt(() => expandIpRange(start, end, ipv6Form))),
    [start, end, ipv6Form],
  );
  const value = result?.value;
  const error = result?.error;
  const startError = error !== undefined && error.includes('start address') && !error.includes('end address') ? error : undefined;
  const endError = error !== undefined && startError === undefined ? error : undefined;

  const rows: ValueRow[] = [
    {
      key: 'start',
      label: t`Start address`,
      oldLabel: t`Old start address`,
      newLabel: t`New start address`,
      oldValue: value?.oldStart ?? '',
      newValue: value?.newStart ?? '',
    },
    {
      key: 'end',
      label: t`End address`,
      oldLabel: t`Old end address`,
      newLabel: t`New end address`,
      oldValue: value?.oldEnd ?? '',
      newValue: value?.newEnd ?? '',
    },
    {
      key: 'size',
      label: t`Addresses in range`,
      oldLabel: t`Old number of addresses`,
      newLabel: t`New number of addresses`,
      oldValue: value ? String(value.oldSize) : '',
      newValue: value ? String(value.newSize) : '',
    },
    {
      key: 'cidr',
      label: t`CIDR`,
      oldLabel: t`Old CIDR`,
      newLabel: t`New CIDR`,
      oldValue: value?.exact ? value.cidr : '',
      newValue: value?.cidr ?? '',
    },
  ];
  const columns: TableColumn<ValueRow>[] = [
    { key: 'label', header: t`Property` },
    { key: 'old', header: t`Old value`, render: (row) => <Value label={row.oldLabel} value={row.oldValue} /> },
    { key: 'new', header: t`New value`, render: (row) => <Value label={row.newLabel} value={row.newValue} /> },
  ];
  const extra = value ? String(value.newSize - value.oldSize) : '';
  const blockCount = value?.exactBlockCount ?? 0;

  return (
    <Stack>
      <Card>
        <Stack>
          <Row>
            <TextInput
              label={t`Start address`}
              value={start}
              onChange={(v) => update({ start: v })}
              error={startError}
              placeholder="192.168.1.1"
              monospace
              spellCheck={false}
            />
            <TextInput
              label={t`End address`}
              value={end}
              onChange={(v) => update({ end: v })}
              error={endError}
              placeholder="192.168.6.255"
              monospace
              spellCheck={false}
            />
          </Row>
          <Row>
            <Button onClick={() => update({ start: end, end: start })}>
              <IconArrowsExchange size={18} aria-hidden />
              {t`Swap start and end`}
            </Button>
            <ButtonsSelect<Ipv6Form>
              label={t`IPv6 addresses`}
              options={[
                { value: 'compressed', label: t`Compressed (RFC 5952)` },
                { value: 'expanded', label: t`Expanded` },
              ]}
              value={ipv6Form}
              onChange={(v) => update({ ipv6Form: v })}
            />
          </Row>
        </Stack>
      </Card>
      <Table caption={t`Range and covering block`} columns={columns} rows={rows} getRowKey={(row) => row.key} rowHeader="label" />
      {value && (
        <Alert type="info">
          {value.exact
            ? t`The range is exactly the block ${value.cidr}.`
            : t`The block ${value.cidr} also holds ${extra} addresses outside the range; the range itself is exactly ${blockCount} CIDR blocks.`}
        </Alert>
      )}
    </Stack>
  );
}

import { useLingui } from '@lingui/react/macro';
import { attempt, Alert, Button, Card, CopyButton, Stack, Table, TextInput, useToolState, type TableColumn } from '@handy-tools/ui';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { adjacentIpv4Subnet, calculateIpv4Subnet, type Ipv4SpecialRange } from './ipv4-subnet-calculator.js';
import styles from './Ipv4SubnetCalculatorTool.module.css';
import { ipv4SubnetCalculatorState } from './state.js';

interface ResultRow {
  key: string;
  label: string;
  /** The value, or `null` when there is none (then `note` explains why). */
  value: string | null;
  note?: string;
}

const describeRange = (r: Ipv4SpecialRange) => `${r.name} ${r.block} (${r.rfc})`;

/** IPv4 subnet calculator: the UI. */
export default function Ipv4SubnetCalculatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(ipv4SubnetCalculatorState);
  const result = useMemo(() => (input.trim() === '' ? null : attempt(() => calculateIpv4Subnet(input))), [input]);
  const info = result?.value;
  const previous = useMemo(() => (info ? adjacentIpv4Subnet(input, 'previous') : null), [info, input]);
  const next = useMemo(() => (info ? adjacentIpv4Subnet(input, 'next') : null), [info, input]);

  const rows = useMemo((): ResultRow[] => {
    if (!info) return [];
    const noBroadcast = info.prefix === 31 ? t`None: a /31 is a point-to-point link (RFC 3021)` : t`None: a /32 is a single address`;
    let type: string;
    if (info.specialRanges.length > 0) type = info.specialRanges.map(describeRange).join('; ');
    else if (info.containedSpecialRanges.length > 0) {
      const contained = info.containedSpecialRanges.map(describeRange).join('; ');
      type = t`Mixed: includes ${contained}`;
    } else type = t`Public (no special-purpose block)`;
    return [
      { key: 'network', label: t`Network address`, value: info.networkAddress },
      { key: 'cidr', label: t`CIDR notation`, value: info.cidr },
      { key: 'netmask', label: t`Netmask`, value: info.netmask },
      { key: 'netmask-binary', label: t`Netmask in binary`, value: info.netmaskBinary },
      { key: 'wildcard', label: t`Wildcard mask`, value: info.wildcardMask },
      { key: 'broadcast', label: t`Broadcast address`, value: info.broadcastAddress, note: noBroadcast },
      { key: 'first-host', label: t`First host`, value: info.firstHost },
      { key: 'last-host', label: t`Last host`, value: info.lastHost },
      { key: 'addresses', label: t`Number of addresses`, value: String(info.addressCount) },
      { key: 'hosts', label: t`Usable hosts`, value: String(info.usableHostCount) },
      { key: 'class', label: t`Address class`, value: info.addressClass },
      { key: 'type', label: t`Address type`, value: type },
    ];
  }, [info, t]);
  const columns: TableColumn<ResultRow>[] = [
    { key: 'label', header: t`Property`, className: styles.middle },
    {
      key: 'value',
      header: t`Value`,
      className: styles.middle,
      render: (row) =>
        row.value === null ? (
          <output aria-label={row.label} className={styles.none}>
            {row.note}
          </output>
        ) : (
          <div className={styles.value}>
            <output aria-label={row.label}>{row.value}</output>
            <CopyButton value={row.value} label={t`Copy ${row.label}`} />
          </div>
        ),
    },
  ];

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`IPv4 address and mask`}
            value={input}
            onChange={(input) => update({ input })}
            error={result?.error}
            placeholder="192.168.0.1/24"
            hint={t`CIDR (192.168.0.1/24), address and netmask (10.0.0.1 255.255.255.0), or an address alone.`}
            monospace
            spellCheck={false}
          />
          <div className={styles.actions}>
            <Button onClick={() => previous !== null && update({ input: previous })} disabled={previous === null}>
              <IconChevronLeft size={18} aria-hidden />
              {t`Previous block`}
            </Button>
            <Button onClick={() => next !== null && update({ input: next })} disabled={next === null}>
              {t`Next block`}
              <IconChevronRight size={18} aria-hidden />
            </Button>
          </div>
          {info?.form === 'address' && (
            <Alert type="info">{t`No prefix length or netmask given: /32 (a single address) is assumed.`}</Alert>
          )}
        </Stack>
      </Card>
      {info && <Table caption={t`Subnet details`} columns={columns} rows={rows} getRowKey={(row) => row.key} rowHeader="label" />}
    </Stack>
  );
}

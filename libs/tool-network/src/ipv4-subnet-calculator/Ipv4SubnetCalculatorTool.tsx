import { useLingui } from '@lingui/react/macro';
import { attempt, Alert, Button, Card, CopyButton, Select, Stack, Table, TextInput, useToolState, type TableColumn } from '@handy-tools/ui';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  adjacentIpv4Subnet,
  calculateIpv4Subnet,
  prefixToNetmask,
  splitIpv4Subnet,
  type Ipv4SpecialRange,
  type Ipv4Subnet,
  type Ipv4SubnetInfo,
} from './ipv4-subnet-calculator.js';
import styles from './Ipv4SubnetCalculatorTool.module.css';
import { ipv4SubnetCalculatorState } from './state.js';

interface ResultRow {
  key: string;
  label: string;
  /** The value, or `null` when there is none (then `note` explains why). */
  value: string | null;
  note?: string;
  /** A remark shown under the value (not copied). */
  hint?: string;
  /** What the copy button copies, when it differs from the value shown. */
  copyValue?: string;
}

/** Subnets listed per page: enough to scan, few enough to render at once. */
const PAGE_SIZE = 100;

const describeRange = (r: Ipv4SpecialRange) => `${r.name} ${r.block} (${r.rfc})`;

/** Reverse zones as shown: all of them when few, else the first and last with the count. */
function zonesText(zones: string[]): string {
  return zones.length <= 4 ? zones.join('\n') : `${zones[0]}\n…\n${zones[zones.length - 1]}`;
}

/** IPv4 subnet calculator: the UI. */
export default function Ipv4SubnetCalculatorTool() {
  const { t } = useLingui();
  const [{ input, subnetPrefix }, update] = useToolState(ipv4SubnetCalculatorState);
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
    const zoneCount = info.reverseZones.length;
    const address = info.address;
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
      { key: 'ptr', label: t`Reverse DNS name (PTR)`, value: info.ptrName, hint: t`Of the address ${address} (RFC 1035 §3.5).` },
      {
        key: 'reverse-zone',
        label: t`Reverse DNS zone`,
        value: zonesText(info.reverseZones),
        copyValue: info.reverseZones.join('\n'),
        hint:
          zoneCount > 1
            ? t`${zoneCount} zones cover this block.`
            : info.prefix > 24 && info.prefix < 32
              ? t`Classless delegation name (RFC 2317).`
              : undefined,
      },
      { key: 'mapped', label: t`IPv4-mapped IPv6 address`, value: info.ipv4MappedIpv6, hint: t`Of the address ${address} (RFC 4291 §2.5.5.2), in RFC 5952 form.` },
      { key: 'mapped-dotted', label: t`IPv4-mapped IPv6 address (dotted)`, value: info.ipv4MappedIpv6Dotted },
      {
        key: '6to4',
        label: t`6to4 prefix`,
        value: info.sixToFourPrefix,
        hint:
          info.specialRanges.length > 0
            ? t`RFC 3056 needs a globally unique IPv4 address: this one is special-purpose, so no 6to4 relay routes this prefix.`
            : t`Of the address ${address}: 2002:V4ADDR::/48 (RFC 3056 §2).`,
      },
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
          <div>
            <div className={styles.value}>
              <output aria-label={row.label}>{row.value}</output>
              <CopyButton value={row.copyValue ?? row.value} label={t`Copy ${row.label}`} />
            </div>
            {row.hint && <p className={styles.hint}>{row.hint}</p>}
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
            hint={t`CIDR (192.168.0.1/24), address and netmask (10.0.0.1 255.255.255.0), an address alone, a range (192.168.1.0-192.168.1.255) or a wildcard (192.168.1.*).`}
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
          {info?.range && <RangeBlocks info={info} />}
        </Stack>
      </Card>
      {info && <Table caption={t`Subnet details`} columns={columns} rows={rows} getRowKey={(row) => row.key} rowHeader="label" />}
      {info && <SubnetList input={input} info={info} subnetPrefix={subnetPrefix} onSubnetPrefix={(subnetPrefix) => update({ subnetPrefix })} />}
    </Stack>
  );
}

/** The CIDR blocks a range is made of. */
function RangeBlocks({ info }: { info: Ipv4SubnetInfo }) {
  const { t } = useLingui();
  const range = info.range!;
  const { start, end } = range;
  const count = range.blocks.length;
  const blocks = range.blocks.join('\n');
  return (
    <Alert type="info">
      {count === 1
        ? t`The range ${start} to ${end} is exactly the block ${info.cidr}.`
        : t`The range ${start} to ${end} is ${count} CIDR blocks; the details below are for the first, ${info.cidr}.`}
      {count > 1 && (
        <span className={styles.value}>
          <output aria-label={t`CIDR blocks of the range`} className={styles.blocks}>
            {blocks}
          </output>
          <CopyButton value={blocks} label={t`Copy the CIDR blocks`} />
        </span>
      )}
    </Alert>
  );
}

interface SubnetListProps {
  input: string;
  info: Ipv4SubnetInfo;
  subnetPrefix: number;
  onSubnetPrefix: (prefix: number) => void;
}

/** The block split into subnets of a chosen prefix length, one page at a time. */
function SubnetList({ input, info, subnetPrefix, onSubnetPrefix }: SubnetListProps) {
  const { t } = useLingui();
  // A prefix shorter than the block's own reads as the block's own (one subnet: the block).
  const effective = Math.max(subnetPrefix, info.prefix);
  // The page resets when the block or the prefix changes.
  const pageKey = `${info.cidr} ${effective}`;
  const [paging, setPaging] = useState({ key: pageKey, page: 0n });
  const page = paging.key === pageKey ? paging.page : 0n;
  const split = useMemo(() => attempt(() => splitIpv4Subnet(input, effective, page * BigInt(PAGE_SIZE), PAGE_SIZE)), [input, effective, page]);
  const value = split.value;
  const options = useMemo(
    () =>
      Array.from({ length: 33 - info.prefix }, (_, i) => {
        const p = info.prefix + i;
        const netmask = prefixToNetmask(p);
        const size = 2 ** (32 - p);
        return { value: String(p), label: t`/${p} (${netmask}, block size ${size})` };
      }),
    [info.prefix, t],
  );
  if (!value) return null;
  const pages = (value.count + BigInt(PAGE_SIZE) - 1n) / BigInt(PAGE_SIZE);
  const go = (target: bigint) => setPaging({ key: pageKey, page: target < 0n ? 0n : target >= pages ? pages - 1n : target });
  const from = page * BigInt(PAGE_SIZE) + 1n;
  const to = from + BigInt(value.subnets.length) - 1n;
  const count = String(value.count);
  const fromText = String(from);
  const toText = String(to);
  const columns: TableColumn<Ipv4Subnet>[] = [
    { key: 'number', header: t`#`, render: (s) => String(s.index + 1n) },
    { key: 'cidr', header: t`Subnet`, className: styles.mono },
    { key: 'firstHost', header: t`First host`, className: styles.mono },
    { key: 'lastHost', header: t`Last host`, className: styles.mono },
    { key: 'broadcast', header: t`Broadcast`, className: styles.mono, render: (s) => s.broadcastAddress ?? '—' },
  ];
  return (
    <Card title={t`Split into subnets`}>
      <Stack>
        <Select label={t`Subnet prefix length`} options={options} value={String(effective)} onChange={(v) => onSubnetPrefix(Number(v))} />
        <div className={styles.inline}>
          <strong>{t`Number of subnets`}</strong>
          <output aria-label={t`Number of subnets`} className={styles.mono}>
            {count}
          </output>
          <CopyButton value={count} label={t`Copy Number of subnets`} />
        </div>
        {pages > 1n && (
          <div className={styles.actions}>
            <Button onClick={() => go(0n)} disabled={page === 0n}>
              <IconChevronsLeft size={18} aria-hidden />
              {t`First page`}
            </Button>
            <Button onClick={() => go(page - 1n)} disabled={page === 0n}>
              <IconChevronLeft size={18} aria-hidden />
              {t`Previous page`}
            </Button>
            <Button onClick={() => go(page + 1n)} disabled={page >= pages - 1n}>
              {t`Next page`}
              <IconChevronRight size={18} aria-hidden />
            </Button>
            <Button onClick={() => go(pages - 1n)} disabled={page >= pages - 1n}>
              {t`Last page`}
              <IconChevronsRight size={18} aria-hidden />
            </Button>
            <output aria-live="polite" aria-label={t`Subnets shown`} className={styles.pageInfo}>
              {t`Subnets ${fromText} to ${toText} of ${count}`}
            </output>
          </div>
        )}
        <Table
          caption={t`Subnets`}
          hideCaption
          dense
          columns={columns}
          rows={value.subnets}
          getRowKey={(s) => String(s.index)}
        />
      </Stack>
    </Card>
  );
}

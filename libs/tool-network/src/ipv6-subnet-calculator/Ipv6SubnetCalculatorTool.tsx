import { useLingui } from '@lingui/react/macro';
import { attempt, Alert, Button, Card, CopyButton, Select, Stack, Table, TextInput, useToolState, type TableColumn } from '@handy-tools/ui';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { calculateIpv6Subnet, splitIpv6Subnet, type Ipv6Subnet, type Ipv6SubnetInfo } from './ipv6-subnet-calculator.js';
import styles from './Ipv6SubnetCalculatorTool.module.css';
import { ipv6SubnetCalculatorState } from './state.js';

interface ResultRow {
  key: string;
  label: string;
  value: string;
  /** What the copy button copies, when it differs from the value shown. */
  copyValue?: string;
}

/** Subnets listed per page. */
const PAGE_SIZE = 100;

/** Zones as shown: all when few, else the first and last. */
function zonesText(zones: string[]): string {
  return zones.length <= 4 ? zones.join('\n') : `${zones[0]}\n…\n${zones[zones.length - 1]}`;
}

/** IPv6 subnet calculator: the UI. */
export default function Ipv6SubnetCalculatorTool() {
  const { t } = useLingui();
  const [{ input, subnetPrefix }, update] = useToolState(ipv6SubnetCalculatorState);
  const result = useMemo(() => (input.trim() === '' ? null : attempt(() => calculateIpv6Subnet(input))), [input]);
  const info = result?.value;

  const rows = useMemo((): ResultRow[] => {
    if (!info) return [];
    const list: ResultRow[] = [
      { key: 'cidr', label: t`Network (CIDR)`, value: info.cidr },
      { key: 'prefix', label: t`Prefix length`, value: String(info.prefix) },
      { key: 'mask', label: t`Prefix mask`, value: info.mask },
      { key: 'mask-full', label: t`Prefix mask (expanded)`, value: info.maskExpanded },
      { key: 'first', label: t`First address`, value: info.firstAddress },
      { key: 'last', label: t`Last address`, value: info.lastAddress },
      { key: 'count', label: t`Number of addresses`, value: String(info.addressCount) },
      {
        key: 'count64',
        label: t`Number of /64 subnets`,
        value: info.subnet64Count === null ? t`None: longer than /64` : String(info.subnet64Count),
      },
      { key: 'address', label: t`Address (compressed)`, value: info.address },
      { key: 'address-full', label: t`Address (expanded)`, value: info.addressExpanded },
      { key: 'integer', label: t`Address as integer`, value: info.addressInteger },
      { key: 'hex', label: t`Address as hex`, value: info.addressHex },
      { key: 'binary', label: t`Address in binary`, value: info.addressBinary },
      { key: 'type', label: t`Address type`, value: info.type },
      { key: 'scope', label: t`Scope`, value: info.scope },
      { key: 'ptr', label: t`Reverse DNS name (PTR)`, value: info.ptrName },
      { key: 'zones', label: t`Reverse DNS zone`, value: zonesText(info.reverseZones), copyValue: info.reverseZones.join('\n') },
      { key: 'unc', label: t`Windows UNC name`, value: info.uncName },
    ];
    if (info.sixToFourGateway !== null) list.push({ key: '6to4', label: t`6to4 IPv4 gateway`, value: info.sixToFourGateway });
    if (info.teredo !== null) {
      list.push(
        { key: 'teredo-server', label: t`Teredo server`, value: info.teredo.server },
        { key: 'teredo-client', label: t`Teredo client`, value: info.teredo.client },
        { key: 'teredo-port', label: t`Teredo client port`, value: info.teredo.port },
      );
    }
    return list;
  }, [info, t]);

  const columns: TableColumn<ResultRow>[] = [
    { key: 'label', header: t`Property`, className: styles.middle },
    {
      key: 'value',
      header: t`Value`,
      className: styles.middle,
      render: (row) => (
        <div className={styles.value}>
          <output aria-label={row.label}>{row.value}</output>
          <CopyButton value={row.copyValue ?? row.value} label={t`Copy ${row.label}`} />
        </div>
      ),
    },
  ];

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`IPv6 address and prefix`}
            value={input}
            onChange={(value) => update({ input: value })}
            error={result?.error}
            placeholder="2001:db8::/32"
            hint={t`An address with a prefix length (2001:db8::1/64) or a mask (2001:db8::/ffff:ffff::); an address alone is taken as /128.`}
            monospace
            spellCheck={false}
          />
          {info?.prefixAssumed && <Alert type="info">{t`No prefix length given: /128 (a single address) is assumed.`}</Alert>}
        </Stack>
      </Card>
      {info && <Table caption={t`Prefix details`} columns={columns} rows={rows} getRowKey={(row) => row.key} rowHeader="label" />}
      {info && <SubnetList input={input} info={info} subnetPrefix={subnetPrefix} onSubnetPrefix={(p) => update({ subnetPrefix: p })} />}
    </Stack>
  );
}

interface SubnetListProps {
  input: string;
  info: Ipv6SubnetInfo;
  subnetPrefix: number;
  onSubnetPrefix: (prefix: number) => void;
}

/** The prefix split into subnets of a chosen length, one page at a time. */
function SubnetList({ input, info, subnetPrefix, onSubnetPrefix }: SubnetListProps) {
  const { t } = useLingui();
  const effective = Math.max(subnetPrefix, info.prefix);
  const pageKey = `${info.cidr} ${effective}`;
  const [paging, setPaging] = useState({ key: pageKey, page: 0n });
  const page = paging.key === pageKey ? paging.page : 0n;
  const split = useMemo(
    () => attempt(() => splitIpv6Subnet(input, effective, page * BigInt(PAGE_SIZE), PAGE_SIZE)),
    [input, effective, page],
  );
  const options = useMemo(
    () =>
      Array.from({ length: 129 - info.prefix }, (_, i) => {
        const p = info.prefix + i;
        const n = p - info.prefix;
        return { value: String(p), label: t`/${p} (2^${n} subnets)` };
      }),
    [info.prefix, t],
  );
  const value = split.value;
  if (!value) return null;
  const pages = (value.count + BigInt(PAGE_SIZE) - 1n) / BigInt(PAGE_SIZE);
  const go = (target: bigint) => setPaging({ key: pageKey, page: target < 0n ? 0n : target >= pages ? pages - 1n : target });
  const from = String(page * BigInt(PAGE_SIZE) + 1n);
  const to = String(page * BigInt(PAGE_SIZE) + BigInt(value.subnets.length));
  const count = String(value.count);
  const more = String(value.count - (page * BigInt(PAGE_SIZE) + BigInt(value.subnets.length)));
  const columns: TableColumn<Ipv6Subnet>[] = [
    { key: 'number', header: t`#`, render: (s) => String(s.index + 1n) },
    { key: 'cidr', header: t`Subnet`, className: styles.mono },
    { key: 'firstAddress', header: t`First address`, className: styles.mono },
    { key: 'lastAddress', header: t`Last address`, className: styles.mono },
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
              {t`Subnets ${from} to ${to} of ${count} (${more} more)`}
            </output>
          </div>
        )}
        <Table caption={t`Subnets`} hideCaption dense columns={columns} rows={value.subnets} getRowKey={(s) => String(s.index)} />
      </Stack>
    </Card>
  );
}

import {
  attempt,
  Alert,
  ButtonsSelect,
  Card,
  Stack,
  Table,
  TextCopyable,
  TextInput,
  useToolState,
  type TableColumn,
} from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { AddressSpace, Ipv6Form } from '../shared/ip-range.js';
import { cidrToIpRanges, formatCidrRangeLines, type CidrRangeRow } from './ip-cidr-to-range.js';
import { ipCidrToRangeState } from './state.js';

interface DetailRow {
  key: string;
  label: string;
  value: string;
}

/** CIDR to IP range: the UI. */
export default function IpCidrToRangeTool() {
  const { t } = useLingui();
  const [{ input, ipv6Form }, update] = useToolState(ipCidrToRangeState);
  const result = useMemo(() => (input.trim() === '' ? null : attempt(() => cidrToIpRanges(input, ipv6Form))), [input, ipv6Form]);
  const rows = result?.value;
  const single = rows?.length === 1 ? rows[0]! : null;

  // The registries' names stay in English (as the IANA registries write them); the words of our own are translated.
  const spaceText = (space: AddressSpace) =>
    space.name === 'Public'
      ? t`Public`
      : space.name === 'Mixed'
        ? t`Mixed: partly special-purpose space`
        : space.name === 'Reserved by IETF'
          ? t`Reserved by IETF (RFC 4291 §2.4)`
          : `${space.name} (${space.block}, ${space.rfc})`;

  const details = ((): DetailRow[] => {
    if (!single) return [];
    const list: DetailRow[] = [
      { key: 'cidr', label: single.form === 'range' ? t`CIDR blocks` : t`CIDR block`, value: single.cidr },
      { key: 'first', label: t`First address`, value: single.firstAddress },
      { key: 'last', label: t`Last address`, value: single.lastAddress },
      { key: 'count', label: t`Number of addresses`, value: String(single.addressCount) },
    ];
    if (single.netmask !== null) list.push({ key: 'netmask', label: t`Netmask`, value: single.netmask });
    if (single.coveringCidr !== null) list.push({ key: 'cover', label: t`Smallest covering block`, value: single.coveringCidr });
    list.push({ key: 'space', label: t`Address space`, value: spaceText(single.space) });
    return list;
  })();

  const detailColumns: TableColumn<DetailRow>[] = [
    { key: 'label', header: t`Property` },
    {
      key: 'value',
      header: t`Value`,
      render: (row) => <TextCopyable label={row.label} value={row.value} copyLabel={t`Copy ${row.label}`} />,
    },
  ];
  const listColumns: TableColumn<CidrRangeRow>[] = [
    { key: 'cidr', header: t`CIDR block` },
    { key: 'firstAddress', header: t`First address` },
    { key: 'lastAddress', header: t`Last address` },
    { key: 'addressCount', header: t`Addresses`, render: (row) => String(row.addressCount) },
    { key: 'space', header: t`Address space`, render: (row) => spaceText(row.space) },
  ];

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`CIDR blocks`}
            value={input}
            onChange={(value) => update({ input: value })}
            error={result?.error}
            multiline
            rows={3}
            monospace
            spellCheck={false}
            placeholder="192.168.1.0/24"
            hint={t`One or more blocks (a line each, or separated by commas): CIDR (10.0.0.0/8, 2001:db8::/32), address and netmask (1.1.1.1 255.255.252.0), a range (192.0.2.1-192.0.2.9) or a wildcard (10.1.*.*).`}
          />
          <ButtonsSelect<Ipv6Form>
            label={t`IPv6 addresses`}
            options={[
              { value: 'compressed', label: t`Compressed (RFC 5952)` },
              { value: 'expanded', label: t`Expanded` },
            ]}
            value={ipv6Form}
            onChange={(value) => update({ ipv6Form: value })}
          />
          {rows?.some((r) => r.hostBitsSet) && (
            <Alert type="info">{t`An address has host bits set: the block starts at its network address, shown in the CIDR column.`}</Alert>
          )}
        </Stack>
      </Card>
      {single && <Table caption={t`IP range`} columns={detailColumns} rows={details} getRowKey={(row) => row.key} rowHeader="label" />}
      {rows && rows.length > 1 && (
        <Card title={t`IP ranges`}>
          <Stack>
            <Table caption={t`IP ranges`} hideCaption dense columns={listColumns} rows={rows} getRowKey={(_, i) => i} rowHeader="cidr" />
            <TextInput
              label={t`All ranges`}
              value={formatCidrRangeLines(rows)}
              readOnly
              multiline
              rows={4}
              copyable
              copyLabel={t`Copy all ranges`}
              monospace
            />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

import {
  attempt,
  ButtonsSelect,
  Card,
  Collapse,
  Row,
  Stack,
  Table,
  TextCopyable,
  TextInput,
  useToolState,
  type TableColumn,
} from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Ipv6Form } from '../shared/ip-range.js';
import { excludeIpNetworks, formatCidrList, type IncludeExcludeEntry, type IncludeExcludeFormat } from './ip-include-exclude.js';
import { ipIncludeExcludeState } from './state.js';

/** Entries listed per table; the rest are counted ("N more"). */
const TABLE_MAX = 100;

function EntryTable({ caption, entries }: { caption: string; entries: readonly IncludeExcludeEntry[] }) {
  const { t } = useLingui();
  const columns: TableColumn<IncludeExcludeEntry>[] = [
    { key: 'input', header: t`Entry` },
    { key: 'cidr', header: t`CIDR` },
    { key: 'firstAddress', header: t`First address` },
    { key: 'lastAddress', header: t`Last address` },
  ];
  const more = entries.length - TABLE_MAX;
  return (
    <Stack>
      <Table
        caption={caption}
        dense
        columns={columns}
        rows={entries.slice(0, TABLE_MAX)}
        getRowKey={(_, i) => i}
        rowHeader="input"
        emptyMessage={t`None`}
      />
      {more > 0 && <p>{t`${more} more entries not shown.`}</p>}
    </Stack>
  );
}

/** IP include/exclude calculator: the UI. */
export default function IpIncludeExcludeTool() {
  const { t } = useLingui();
  const [{ allowed, excluded, format, ipv6Form }, update] = useToolState(ipIncludeExcludeState);
  const result = useMemo(() => attempt(() => excludeIpNetworks(allowed, excluded, ipv6Form)), [allowed, excluded, ipv6Form]);
  const value = result.value;
  const error = result.error;
  const excludedError = error !== undefined && /excluded entry/.test(error) ? error : undefined;
  const allowedError = error !== undefined && excludedError === undefined ? error : undefined;
  const output = value ? formatCidrList(value.cidrs, format) : '';

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`Allowed networks`}
            value={allowed}
            onChange={(v) => update({ allowed: v })}
            error={allowedError}
            multiline
            rows={3}
            monospace
            spellCheck={false}
            placeholder="0.0.0.0/0, ::/0"
            hint={t`CIDR blocks, addresses, address and netmask, ranges (a-b) or IPv4 wildcards, of either version; separated by new lines, commas or spaces. # starts a comment.`}
          />
          <TextInput
            label={t`Excluded networks`}
            value={excluded}
            onChange={(v) => update({ excluded: v })}
            error={excludedError}
            multiline
            rows={3}
            monospace
            spellCheck={false}
            placeholder="192.168.0.0/16"
          />
          <Row>
            <ButtonsSelect<IncludeExcludeFormat>
              label={t`Write the result as`}
              options={[
                { value: 'comma', label: t`Comma-separated` },
                { value: 'newline', label: t`One per line` },
                { value: 'wireguard', label: t`WireGuard AllowedIPs line` },
              ]}
              value={format}
              onChange={(v) => update({ format: v })}
            />
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
      <Card title={t`Result`}>
        <Stack>
          <TextInput
            label={t`Resulting networks`}
            value={output}
            readOnly
            multiline
            rows={4}
            copyable
            copyLabel={t`Copy the resulting networks`}
            monospace
          />
          <TextCopyable label={t`Number of blocks`} showLabel value={value ? String(value.cidrs.length) : ''} reserve={4} />
          <TextCopyable label={t`IPv4 addresses left`} showLabel value={value ? String(value.ipv4Count) : ''} reserve={10} />
          <TextCopyable label={t`IPv6 addresses left`} showLabel value={value ? String(value.ipv6Count) : ''} reserve={39} />
        </Stack>
      </Card>
      {value && (
        <Collapse title={t`Entries as read`}>
          <Stack>
            <EntryTable caption={t`Allowed networks as read`} entries={value.allowed} />
            <EntryTable caption={t`Excluded networks as read`} entries={value.excluded} />
          </Stack>
        </Collapse>
      )}
    </Stack>
  );
}

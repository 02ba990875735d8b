import { useLingui } from '@lingui/react/macro';
import { attempt, ButtonsSelect, Stack, Table, TextInput, useToolState, type TableColumn } from '@handy-tools/ui';
import { useMemo } from 'react';
import { Pager, usePagedRows } from '../shared/reference/Pager.js';
import styles from '../shared/reference/reference.module.css';
import { PORT_DATA_VERSION, PORT_ENTRIES } from './port-data.js';
import { PORT_RANGES, portRange, searchPorts, type PortEntry, type PortProtocol, type PortRange } from './port-numbers.js';
import { portNumbersState } from './state.js';

const PAGE_SIZE = 50;

/** Port numbers: the UI. */
export default function PortNumbersTool() {
  const { t } = useLingui();
  const [{ search, protocol }, update] = useToolState(portNumbersState);
  const query = search.trim();
  const result = useMemo(() => attempt(() => searchPorts(query, PORT_ENTRIES, { protocol })), [query, protocol]);
  const found = result.value ?? [];
  const key = `${query}|${protocol}`;
  const { page: current, pager } = usePagedRows(found, key, PAGE_SIZE);

  const rangeNames: Record<PortRange, string> = {
    system: t`System ports`,
    user: t`User ports`,
    dynamic: t`Dynamic and private ports`,
  };
  const rangeNotes: Record<PortRange, string> = {
    system: t`Well-known services; assigned by IETF review. Binding them needs privileges on most systems.`,
    user: t`Registered services; assigned by IANA on request.`,
    dynamic: t`Never assigned: ephemeral ports for outgoing connections and private use.`,
  };
  const singlePort = /^\d+$/.test(query) && !result.error ? Number(query) : null;
  const columns: TableColumn<PortEntry>[] = [
    { key: 'port', header: t`Port`, className: styles.mono },
    { key: 'protocol', header: t`Protocol`, render: (e) => e.protocol.toUpperCase() },
    { key: 'service', header: t`Service`, render: (e) => <span className={styles.mono}>{e.service}</span> },
    { key: 'description', header: t`Description` },
    { key: 'range', header: t`Range`, render: (e) => <span className={styles.muted}>{rangeNames[portRange(e.port)]}</span> },
  ];
  const ranges = (Object.keys(PORT_RANGES) as PortRange[]).map((r) => ({ r, from: PORT_RANGES[r][0], to: PORT_RANGES[r][1] }));

  return (
    <Stack>
      <TextInput
        label={t`Search ports`}
        type="search"
        value={search}
        onChange={(search) => update({ search })}
        placeholder={t`Port, range or service: 443, 8000-8100, ssh, postgres`}
        error={result.error}
        hint={
          singlePort !== null
            ? t`Port ${singlePort}: ${rangeNames[portRange(singlePort)]} — ${rangeNotes[portRange(singlePort)]}`
            : undefined
        }
      />
      <ButtonsSelect<'all' | PortProtocol>
        label={t`Protocol`}
        value={protocol}
        onChange={(protocol) => update({ protocol })}
        options={[
          { value: 'all', label: t`All` },
          { value: 'tcp', label: 'TCP' },
          { value: 'udp', label: 'UDP' },
          { value: 'sctp', label: 'SCTP' },
          { value: 'dccp', label: 'DCCP' },
        ]}
      />
      <p role="status" className={found.length === 0 && !result.error ? styles.noResult : 'ht-visually-hidden'}>
        {result.error
          ? ''
          : found.length === 0
            ? singlePort !== null
              ? t`Port ${singlePort} has no entry in the registry for this protocol: it is unassigned or reserved.`
              : t`No port matches “${query}”.`
            : t`${found.length} registry entries found.`}
      </p>
      {found.length > 0 && (
        <Table
          caption={t`Service names and port numbers`}
          columns={columns}
          rows={current.rows}
          getRowKey={(e) => `${e.port}/${e.protocol}`}
          rowHeader="port"
          dense
        />
      )}
      <Pager label={t`Port pages`} {...pager} />
      <Table<(typeof ranges)[number]>
        caption={t`Port ranges (RFC 6335 §6)`}
        columns={[
          { key: 'r', header: t`Range`, render: (x) => rangeNames[x.r] },
          { key: 'ports', header: t`Ports`, render: (x) => <span className={styles.mono}>{`${x.from}–${x.to}`}</span> },
          { key: 'note', header: t`Use`, render: (x) => rangeNotes[x.r] },
        ]}
        rows={ranges}
        getRowKey={(x) => x.r}
        rowHeader="r"
        dense
      />
      <p
        className={styles.source}
      >{t`Data: IANA Service Name and Transport Protocol Port Number Registry, from port-numbers ${PORT_DATA_VERSION.version} (${PORT_DATA_VERSION.date}).`}</p>
    </Stack>
  );
}

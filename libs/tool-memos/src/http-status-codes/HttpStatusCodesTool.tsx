import { useLingui } from '@lingui/react/macro';
import { Stack, Table, TextInput, useToolState, type TableColumn } from '@handy-tools/ui';
import { useMemo } from 'react';
import { groupHttpStatusCodes, searchHttpStatusCodes, type HttpStatusClass, type HttpStatusCode } from './http-status-codes.js';
import styles from './HttpStatusCodesTool.module.css';
import { httpStatusCodesState } from './state.js';

/** HTTP status codes: the UI. */
export default function HttpStatusCodesTool() {
  const { t } = useLingui();
  const [{ search }, update] = useToolState(httpStatusCodesState);
  const found = useMemo(() => searchHttpStatusCodes(search), [search]);
  const groups = useMemo(() => groupHttpStatusCodes(found), [found]);

  const classTitles: Record<HttpStatusClass, string> = {
    1: t`1xx Informational`,
    2: t`2xx Successful`,
    3: t`3xx Redirection`,
    4: t`4xx Client error`,
    5: t`5xx Server error`,
  };
  const columns: TableColumn<HttpStatusCode>[] = [
    { key: 'code', header: t`Code`, className: styles.code },
    {
      key: 'name',
      header: t`Name`,
      className: styles.name,
      render: (s) => (
        <>
          {s.name}
          {s.ianaName !== undefined && <span className={styles.iana}>{t`IANA registry: ${s.ianaName}`}</span>}
        </>
      ),
    },
    { key: 'description', header: t`Description`, className: styles.description },
    { key: 'type', header: t`Type` },
    { key: 'spec', header: t`Specification`, className: styles.spec },
  ];

  const query = search.trim();
  const count = found.length;
  return (
    <Stack>
      <TextInput
        label={t`Search status codes`}
        type="search"
        value={search}
        onChange={(search) => update({ search })}
        placeholder={t`Code, name or description: 404, 4xx, teapot, rate limit…`}
      />
      <p role="status" className={count === 0 ? styles.noResult : 'ht-visually-hidden'}>
        {count === 0 ? t`No status code matches “${query}”.` : t`${count} status codes shown.`}
      </p>
      {groups.map((group) => (
        <Table
          key={group.statusClass}
          caption={classTitles[group.statusClass]}
          columns={columns}
          rows={group.codes}
          getRowKey={(s) => s.code}
          rowHeader="code"
        />
      ))}
    </Stack>
  );
}

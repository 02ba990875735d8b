import { useLingui } from '@lingui/react/macro';
import { Alert, attempt, Button, ButtonsSelect, Card, Checkbox, CopyButton, Select, Stack, Table, TextCopyable, TextInput, useAsyncResult, useToolState, type TableColumn } from '@handy-tools/ui';
import { IconWorldSearch } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import styles from '../shared/online.module.css';
import { dnsQueryName, dnsRecordsToZoneText, DOH_RESOLVERS, dohRequestUrl, formatTtl, queryDoh, type DnsAnswer, type DnsQuestion, type DnsRecord, type DohFormat } from './dns-queries.js';
import { dnsQueriesState } from './state.js';

interface Sent {
  key: string;
  resolver: string;
  format: DohFormat;
  question: DnsQuestion;
}

/** DNS queries: the UI. Sends nothing until "Send query" is pressed. */
export default function DnsQueriesTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(dnsQueriesState);
  const { name, type, resolver, format, dnssecOk, checkingDisabled } = state;
  const typeLabels: Record<(typeof state)['type'], string> = {
    A: t`IPv4 address`,
    AAAA: t`IPv6 address`,
    CNAME: t`Canonical name (alias)`,
    MX: t`Mail exchangers`,
    TXT: t`Text (SPF, DKIM, verification)`,
    NS: t`Name servers`,
    SOA: t`Start of authority`,
    CAA: t`Certification authorities allowed`,
    SRV: t`Service location`,
    PTR: t`Reverse lookup (name of an address)`,
    DS: t`Delegation signer (DNSSEC)`,
    DNSKEY: t`Zone keys (DNSSEC)`,
  };
  const resolverInfo = DOH_RESOLVERS.find((r) => r.id === resolver) ?? DOH_RESOLVERS[0]!;
  const question = useMemo((): DnsQuestion => ({ name, type, dnssecOk, checkingDisabled }), [name, type, dnssecOk, checkingDisabled]);
  const queryName = useMemo(() => attempt(() => dnsQueryName(name, type)), [name, type]);
  const formatError = format === 'json' && !resolverInfo.jsonUrl ? t`${resolverInfo.name} has no JSON API: choose the wire format, or Cloudflare or Google.` : null;
  const url = useMemo(() => (queryName.error || formatError ? null : attempt(() => dohRequestUrl(resolverInfo, format, question))), [queryName.error, formatError, resolverInfo, format, question]);
  const key = url?.value ?? '';
  const [sent, setSent] = useState<Sent | null>(null);
  const result = useAsyncResult(sent, (s, signal) => queryDoh(s.resolver, s.format, s.question, { signal }));
  const current = sent !== null && sent.key === key;
  const answer = current && result.status === 'done' ? result.value : undefined;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!url?.value) return;
    setSent({ key: url.value, resolver, format, question });
  };
  const host = new URL(resolverInfo.wireUrl).host;

  return (
    <Stack>
      <Card>
        <form onSubmit={submit}>
          <Stack>
            <div className={styles.actions}>
              <div className={styles.grow}>
                <TextInput
                  label={t`Domain name`}
                  value={name}
                  onChange={(value) => update({ name: value })}
                  error={queryName.error}
                  placeholder="example.com"
                  hint={t`For PTR, an IPv4 or IPv6 address is turned into its reverse name.`}
                  monospace
                  spellCheck={false}
                />
              </div>
              <div className={styles.grow}>
                <Select
                  label={t`Record type`}
                  searchable
                  options={Object.entries(typeLabels).map(([value, label]) => ({ value: value as (typeof state)['type'], label: `${value}: ${label}` }))}
                  value={type}
                  onChange={(value) => update({ type: value })}
                />
              </div>
            </div>
            <div className={styles.actions}>
              <div className={styles.grow}>
                <Select
                  label={t`Resolver`}
                  options={DOH_RESOLVERS.map((r) => ({ value: r.id as (typeof state)['resolver'], label: r.name }))}
                  value={resolver}
                  onChange={(value) => update({ resolver: value })}
                />
              </div>
              <ButtonsSelect
                label={t`Format`}
                options={[
                  { value: 'wire', label: t`Wire (RFC 8484)` },
                  { value: 'json', label: t`JSON API` },
                ]}
                value={format}
                onChange={(value) => update({ format: value })}
              />
            </div>
            {formatError && <Alert type="error">{formatError}</Alert>}
            <div className={styles.actions}>
              <Checkbox label={t`Ask for DNSSEC records (DO bit)`} checked={dnssecOk} onChange={(value) => update({ dnssecOk: value })} />
              <Checkbox label={t`Skip DNSSEC validation (CD bit)`} checked={checkingDisabled} onChange={(value) => update({ checkingDisabled: value })} />
            </div>
            <div className={styles.actions}>
              <Button type="submit" variant="primary" disabled={!url?.value || (current && result.status === 'pending')}>
                <IconWorldSearch size={18} aria-hidden />
                {t`Send query`}
              </Button>
            </div>
            <p className={styles.note}>{t`Sending the query sends the name to ${host} over HTTPS; nothing is sent before you press Send query.`}</p>
            <TextCopyable label={t`Query name`} showLabel value={queryName.value ?? ''} reserve={20} copyLabel={t`Copy the query name`} />
            <TextCopyable label={t`Request`} showLabel value={url?.value ?? ''} reserve={60} copyLabel={t`Copy the request URL`} />
          </Stack>
        </form>
      </Card>
      <p className={styles.status} role="status">
        {current && result.status === 'pending' ? t`Asking ${host}…` : !current ? t`Press Send query to ask the resolver.` : ''}
      </p>
      {current && result.status === 'error' && <Alert type="error">{result.message}</Alert>}
      {answer && <AnswerView answer={answer} />}
    </Stack>
  );
}

function AnswerView({ answer }: { answer: DnsAnswer }) {
  const { t } = useLingui();
  const columns: TableColumn<DnsRecord>[] = [
    { key: 'name', header: t`Name`, className: styles.mono },
    { key: 'type', header: t`Type` },
    { key: 'ttl', header: t`TTL`, render: (r) => <span title={formatTtl(r.ttl)}>{t`${r.ttl} s (${formatTtl(r.ttl)})`}</span> },
    { key: 'data', header: t`Data`, className: `${styles.mono} ${styles.records}` },
  ];
  const rcode = answer.rcode;
  const explained: Record<string, string> = {
    NOERROR: t`No error`,
    NXDOMAIN: t`The name does not exist`,
    SERVFAIL: t`The resolver failed (often a DNSSEC validation failure)`,
    REFUSED: t`The resolver refused the query`,
    FORMERR: t`The query was malformed`,
    NOTIMP: t`Not implemented by the resolver`,
  };
  const zone = dnsRecordsToZoneText([...answer.answers, ...answer.authorities]);
  return (
    <Card>
      <Stack>
        <dl className={styles.actions}>
          <div>
            <dt>{t`Status`}</dt>
            <dd>
              <output aria-label={t`Status`}>{`${rcode}${explained[rcode] ? ` — ${explained[rcode]}` : ''}`}</output>
            </dd>
          </div>
          <div>
            <dt>{t`DNSSEC (AD flag)`}</dt>
            <dd>
              <output aria-label={t`DNSSEC (AD flag)`}>{answer.flags.ad ? t`Validated by the resolver (AD set)` : t`Not validated (AD not set)`}</output>
            </dd>
          </div>
          <div>
            <dt>{t`Flags`}</dt>
            <dd>
              <output aria-label={t`Flags`} className={styles.mono}>
                {(['aa', 'tc', 'rd', 'ra', 'ad', 'cd'] as const).filter((f) => answer.flags[f]).join(' ') || '—'}
              </output>
            </dd>
          </div>
        </dl>
        {answer.flags.tc && <Alert type="warning">{t`The answer was truncated (TC flag): some records are missing.`}</Alert>}
        <Table caption={t`Answer`} columns={columns} rows={answer.answers} getRowKey={(_r, i) => i} emptyMessage={t`No records of this type.`} />
        {answer.authorities.length > 0 && <Table caption={t`Authority`} columns={columns} rows={answer.authorities} getRowKey={(_r, i) => i} />}
        {zone && (
          <div className={styles.actions}>
            <CopyButton value={zone} label={t`Copy as zone file lines`} showLabel />
          </div>
        )}
      </Stack>
    </Card>
  );
}

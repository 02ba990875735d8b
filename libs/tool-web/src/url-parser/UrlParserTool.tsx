import { attempt, Card, CopyButton, Stack, Table, type TableColumn, TextInput, useToolState, type ValueRow, ValueTable } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import styles from '../shared/tables.module.css';
import { urlParserState } from './state.js';
import { parseUrl, type HostKind, type PathSegment, type QueryParameter } from './url-parser.js';

interface IndexedParameter extends QueryParameter {
  index: number;
}

/** URL parser: a URL (and an optional base) → its parts, each copyable, read by the WHATWG URL parser. */
export default function UrlParserTool() {
  const { t } = useLingui();
  const [{ input, base }, update] = useToolState(urlParserState);
  const result = useMemo(() => (input.trim() === '' ? null : attempt(() => parseUrl(input, base))), [input, base]);
  const url = result?.value;

  const rows = useMemo((): ValueRow[] => {
    if (!url) return [];
    const hostKinds: Record<HostKind, string> = {
      domain: t`Domain name`,
      ipv4: t`IPv4 address`,
      ipv6: t`IPv6 address`,
      opaque: t`Opaque host (not a special scheme)`,
      none: t`No host`,
    };
    const asWritten = (raw: string, decoded: string) => (raw !== decoded ? t`As written: ${raw}` : undefined);
    const defaultPort = url.defaultPort === null ? null : String(url.defaultPort);
    return [
      { key: 'href', label: t`Full URL`, value: url.href, hint: url.href !== input.trim() ? t`Serialized by the URL Standard (normalised).` : undefined },
      { key: 'scheme', label: t`Scheme`, value: url.scheme, hint: url.special ? t`A special scheme (URL Standard §4.1).` : undefined },
      { key: 'username', label: t`Username`, value: url.username === '' ? null : url.usernameDecoded, note: t`None`, hint: asWritten(url.username, url.usernameDecoded) },
      { key: 'password', label: t`Password`, value: url.password === '' ? null : url.passwordDecoded, note: t`None`, hint: asWritten(url.password, url.passwordDecoded) },
      { key: 'hostname', label: t`Host`, value: url.hostname === '' ? null : url.hostname, note: t`None` },
      {
        key: 'hostname-unicode',
        label: t`Host (Unicode)`,
        value: url.hostname === '' ? null : url.hostnameUnicode,
        note: t`None`,
        hint: url.hostnameUnicode !== url.hostname ? t`The xn-- labels are Punycode (RFC 3492) of these.` : undefined,
      },
      { key: 'host-kind', label: t`Host type`, value: hostKinds[url.hostKind] },
      {
        key: 'port',
        label: t`Port`,
        value: url.effectivePort === null ? null : String(url.effectivePort),
        note: t`None`,
        hint: url.port === '' && defaultPort !== null ? t`The default port of ${url.scheme} (not written in the URL).` : undefined,
      },
      { key: 'origin', label: t`Origin`, value: url.origin, note: t`Opaque origin` },
      { key: 'path', label: t`Path`, value: url.pathname, hint: url.opaquePath ? t`An opaque path: it has no segments.` : undefined },
      { key: 'query', label: t`Query`, value: url.hasQuery ? `?${url.query}` : null, note: t`None` },
      {
        key: 'fragment',
        label: t`Fragment`,
        value: url.hasFragment ? url.fragmentDecoded : null,
        note: t`None`,
        hint: asWritten(url.fragment, url.fragmentDecoded),
      },
    ];
  }, [url, input, t]);

  const segmentColumns: TableColumn<PathSegment & { index: number }>[] = [
    { key: 'index', header: t`#`, render: (s) => String(s.index + 1) },
    { key: 'decoded', header: t`Segment`, className: styles.mono },
    { key: 'raw', header: t`As written`, className: styles.mono },
  ];
  const parameterColumns: TableColumn<IndexedParameter>[] = [
    { key: 'index', header: t`#`, render: (p) => String(p.index + 1) },
    { key: 'name', header: t`Name`, className: styles.mono },
    {
      key: 'value',
      header: t`Value`,
      render: (p) => (
        <div className={styles.value}>
          <output aria-label={t`Value of ${p.name}`}>{p.value}</output>
          {p.value !== '' && <CopyButton value={p.value} label={t`Copy the value of ${p.name}`} />}
        </div>
      ),
    },
    { key: 'raw', header: t`As written`, className: styles.mono, render: (p) => (p.rawValue === '' && !p.rawName.includes('=') ? p.rawName : `${p.rawName}=${p.rawValue}`) },
  ];

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`URL to parse`}
            value={input}
            onChange={(input) => update({ input })}
            error={result?.error}
            placeholder="https://user:password@example.com:8080/path?key=value#fragment"
            monospace
            spellCheck={false}
            type="url"
          />
          <TextInput
            label={t`Base URL (optional)`}
            value={base}
            onChange={(base) => update({ base })}
            placeholder="https://example.com/docs/"
            hint={t`To resolve a relative URL such as ../page?x=1 against it, as a browser does.`}
            monospace
            spellCheck={false}
            type="url"
          />
        </Stack>
      </Card>
      {url && <ValueTable caption={t`URL parts`} rows={rows} />}
      {url && url.pathSegments.length > 0 && (
        <Table caption={t`Path segments`} dense columns={segmentColumns} rows={url.pathSegments.map((s, index) => ({ ...s, index }))} getRowKey={(s) => s.index} />
      )}
      {url && url.parameters.length > 0 && (
        <Table caption={t`Query parameters`} dense columns={parameterColumns} rows={url.parameters.map((p, index) => ({ ...p, index }))} getRowKey={(p) => p.index} />
      )}
    </Stack>
  );
}

import { attempt, Button, Card, CopyButton, Stack, Table, TextInput, useToolState, type TableColumn } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { userAgentParserState } from './state.js';
import { parseUserAgents, type UserAgentInfo } from './user-agent-parser.js';
import styles from './UserAgentParserTool.module.css';

interface Row {
  key: string;
  label: string;
  value: string;
}

/** User-Agent Client Hints as Chromium exposes them (`navigator.userAgentData`, WICG UA-CH). */
interface ClientHints {
  brands: string;
  platform: string;
  platformVersion: string;
  mobile: string;
  architecture: string;
  bitness: string;
  model: string;
}

interface UserAgentData {
  brands?: { brand: string; version: string }[];
  mobile?: boolean;
  platform?: string;
  getHighEntropyValues?: (hints: string[]) => Promise<Record<string, unknown>>;
}

/** Reads this browser's client hints; null where the browser has none (Firefox, Safari). */
async function readClientHints(): Promise<ClientHints | null> {
  const data = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  if (!data) return null;
  let high: Record<string, unknown> = {};
  try {
    high = (await data.getHighEntropyValues?.(['architecture', 'bitness', 'model', 'platformVersion', 'fullVersionList'])) ?? {};
  } catch {
    // The browser may refuse high-entropy hints; the low-entropy ones remain.
  }
  const list = (Array.isArray(high.fullVersionList) ? high.fullVersionList : (data.brands ?? [])) as { brand: string; version: string }[];
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    brands: list.map((b) => `${b.brand} ${b.version}`).join(', '),
    platform: data.platform ?? '',
    platformVersion: str(high.platformVersion),
    mobile: data.mobile === undefined ? '' : String(data.mobile),
    architecture: str(high.architecture),
    bitness: str(high.bitness),
    model: str(high.model),
  };
}

const join = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** User-agent parser: user-agent string(s) → browser, engine, OS, device, CPU (ua-parser-js 1.x). */
export default function UserAgentParserTool() {
  const { t } = useLingui();
  const [{ ua }, update] = useToolState(userAgentParserState);
  const [ownUa, setOwnUa] = useState<string | null>(null);
  const [hints, setHints] = useState<ClientHints | null>(null);

  // This browser's user agent is read after mounting (the prerendered page has none): it fills an
  // empty field once.
  useEffect(() => {
    const own = navigator.userAgent;
    setOwnUa(own);
    update((s) => (s.ua === '' ? { ua: own } : {}));
    let live = true;
    readClientHints().then(
      (h) => live && setHints(h),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [update]);

  const result = useMemo(() => (ua.trim() === '' ? null : attempt(() => parseUserAgents(ua))), [ua]);
  const parsed = result?.value ?? null;
  const single: UserAgentInfo | null = parsed && parsed.length === 1 ? (parsed[0] ?? null) : null;
  const notGiven = t`Not given`;

  const rows = (info: UserAgentInfo | null): Row[] => [
    { key: 'browser', label: t`Browser`, value: info ? join(info.browser.name, info.browser.version) : '' },
    { key: 'engine', label: t`Engine`, value: info ? join(info.engine.name, info.engine.version) : '' },
    { key: 'os', label: t`Operating system`, value: info ? join(info.os.name, info.os.version) : '' },
    { key: 'vendor', label: t`Device vendor`, value: info?.device.vendor ?? '' },
    { key: 'model', label: t`Device model`, value: info?.device.model ?? '' },
    {
      key: 'type',
      label: t`Device type`,
      value: info ? info.device.type || (info.browser.name || info.os.name ? t`Not given (usually a desktop computer)` : '') : '',
    },
    { key: 'cpu', label: t`CPU architecture`, value: info?.cpu.architecture ?? '' },
  ];

  const columns: TableColumn<Row>[] = [
    { key: 'label', header: t`Part` },
    {
      key: 'value',
      header: t`Value`,
      render: (row) => (
        <output aria-label={row.label} className={row.value ? styles.value : styles.none}>
          {row.value || (single ? notGiven : '—')}
        </output>
      ),
    },
  ];

  type Many = UserAgentInfo & { line: number };
  const manyColumns: TableColumn<Many>[] = [
    { key: 'line', header: t`Line` },
    { key: 'browser', header: t`Browser`, render: (r) => join(r.browser.name, r.browser.version) || '—' },
    { key: 'engine', header: t`Engine`, render: (r) => join(r.engine.name, r.engine.version) || '—' },
    { key: 'os', header: t`Operating system`, render: (r) => join(r.os.name, r.os.version) || '—' },
    {
      key: 'device',
      header: t`Device`,
      render: (r) => join(r.device.vendor, r.device.model, r.device.type && `(${r.device.type})`) || '—',
    },
    { key: 'cpu', header: t`CPU`, render: (r) => r.cpu.architecture || '—' },
  ];

  const json = parsed ? JSON.stringify(single ?? parsed, null, 2) : '';
  const isOwn = ownUa !== null && ua.trim() === ownUa;

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`User-agent string`}
            value={ua}
            onChange={(value) => update({ ua: value })}
            multiline
            rows={3}
            monospace
            spellCheck={false}
            placeholder="Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
            error={result?.error}
            hint={t`Your browser's user agent is filled in. Paste another, or several, one per line.`}
          />
          <div className={styles.actions}>
            <Button onClick={() => ownUa !== null && update({ ua: ownUa })} disabled={ownUa === null || isOwn}>
              <IconDeviceDesktop size={18} aria-hidden />
              {t`Use this browser's user agent`}
            </Button>
            <CopyButton value={json} label={t`Copy as JSON`} showLabel disabled={json === ''} />
          </div>
        </Stack>
      </Card>
      {parsed && parsed.length > 1 ? (
        <Table caption={t`Parsed user agents`} columns={manyColumns} rows={parsed} getRowKey={(r) => r.line} dense />
      ) : (
        <Table caption={t`Parsed user agent`} columns={columns} rows={rows(single)} getRowKey={(r) => r.key} rowHeader="label" />
      )}
      {hints && isOwn && (
        <Card title={t`This browser's client hints`}>
          <p
            className={styles.note}
          >{t`User-Agent Client Hints (navigator.userAgentData) tell what the frozen user-agent string no longer does, such as the real OS version.`}</p>
          <dl className={styles.hints}>
            {(
              [
                [t`Brands`, hints.brands],
                [t`Platform`, join(hints.platform, hints.platformVersion)],
                [t`Mobile`, hints.mobile],
                [t`Architecture`, join(hints.architecture, hints.bitness && `(${hints.bitness}-bit)`)],
                [t`Model`, hints.model],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>
                  <output aria-label={label}>{value || notGiven}</output>
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      )}
    </Stack>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Alert, attempt, Button, Card, Collapse, CopyButton, Link, Stack, Table, TextCopyable, TextInput, useAsyncResult, useToolState, type TableColumn } from '@handy-tools/ui';
import { IconExternalLink, IconMapPinSearch } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import styles from '../shared/online.module.css';
import { ipInfoUrl, lookupIpGeoLocation, openStreetMapUrl, type IpGeoInfo } from './ip-geo-location.js';
import { ipGeoLocationState } from './state.js';

interface Row {
  key: string;
  label: string;
  value: string;
}

function countryName(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** IP geolocation: the UI. Sends nothing until "Look up" is pressed. */
export default function IpGeoLocationTool() {
  const { t, i18n } = useLingui();
  const [{ ip }, update] = useToolState(ipGeoLocationState);
  // The token is a secret kept in this page only: not tool state, so never stored nor in a link.
  const [token, setToken] = useState('');
  const [request, setRequest] = useState<{ ip: string; token: string } | null>(null);
  const url = useMemo(() => attempt(() => ipInfoUrl(ip)), [ip]);
  const tokenError = useMemo(() => attempt(() => ipInfoUrl('', token)).error, [token]);
  const result = useAsyncResult(request, (r, signal) => lookupIpGeoLocation(r.ip, r.token, { signal }));
  const current = request !== null && request.ip === ip;
  const info = current && result.status === 'done' ? result.value : undefined;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (url.error || tokenError) return;
    setRequest({ ip, token });
  };

  return (
    <Stack>
      <Card>
        <form onSubmit={submit}>
          <Stack>
            <div className={styles.actions}>
              <div className={styles.grow}>
                <TextInput
                  label={t`IP address`}
                  value={ip}
                  onChange={(value) => update({ ip: value })}
                  error={url.error}
                  placeholder="8.8.8.8"
                  hint={t`An IPv4 or IPv6 address; leave it empty for your own address.`}
                  monospace
                  spellCheck={false}
                />
              </div>
              <Button type="submit" variant="primary" disabled={Boolean(url.error || tokenError) || (current && result.status === 'pending')}>
                <IconMapPinSearch size={18} aria-hidden />
                {t`Look up`}
              </Button>
            </div>
            <p className={styles.note}>{t`Looking up sends the address (and your token, if any) to ipinfo.io; nothing is sent before you press Look up.`}</p>
            <Collapse title={t`ipinfo.io token (optional)`}>
              <Stack>
                <TextInput
                  label={t`Access token`}
                  type="password"
                  value={token}
                  onChange={setToken}
                  error={tokenError}
                  autoComplete="off"
                  hint={t`Raises the free limit. Kept in this page only: never saved, never put in a link.`}
                />
                <Link href="https://ipinfo.io/signup">{t`Sign up for a free token at ipinfo.io`}</Link>
              </Stack>
            </Collapse>
            <TextCopyable label={t`Request`} showLabel value={url.value ?? ''} reserve={40} copyLabel={t`Copy the request URL`} />
          </Stack>
        </form>
      </Card>
      <p className={styles.status} role="status">
        {current && result.status === 'pending' ? t`Looking up…` : !current ? t`Press Look up to ask ipinfo.io.` : ''}
      </p>
      {current && result.status === 'error' && <Alert type="error">{result.message}</Alert>}
      {info && <GeoResult info={info} locale={i18n.locale} />}
    </Stack>
  );
}

function GeoResult({ info, locale }: { info: IpGeoInfo; locale: string }) {
  const { t } = useLingui();
  const rows = useMemo((): Row[] => {
    const all: (Row | null)[] = [
      { key: 'ip', label: t`Address`, value: info.ip },
      info.hostname ? { key: 'hostname', label: t`Host name`, value: info.hostname } : null,
      info.country ? { key: 'country', label: t`Country`, value: countryName(info.country, locale) } : null,
      info.region ? { key: 'region', label: t`Region`, value: info.region } : null,
      info.city ? { key: 'city', label: t`City`, value: info.city } : null,
      info.postal ? { key: 'postal', label: t`Postal code`, value: info.postal } : null,
      info.latitude !== undefined ? { key: 'loc', label: t`Latitude, longitude`, value: `${info.latitude}, ${info.longitude}` } : null,
      info.timezone ? { key: 'timezone', label: t`Time zone`, value: info.timezone } : null,
      info.asn !== undefined ? { key: 'asn', label: t`ASN`, value: `AS${info.asn}` } : null,
      info.organization ? { key: 'org', label: t`Organisation`, value: info.organization } : null,
      info.anycast !== undefined ? { key: 'anycast', label: t`Anycast`, value: info.anycast ? t`Yes` : t`No` } : null,
    ];
    return all.filter((row): row is Row => row !== null);
  }, [info, locale, t]);
  const columns: TableColumn<Row>[] = [
    { key: 'label', header: t`Property` },
    {
      key: 'value',
      header: t`Value`,
      render: (row) => (
        <span className={styles.actions}>
          <output aria-label={row.label} className={styles.mono}>
            {row.value}
          </output>
          <CopyButton value={row.value} label={t`Copy ${row.label}`} />
        </span>
      ),
    },
  ];
  const map = info.latitude !== undefined && info.longitude !== undefined ? openStreetMapUrl(info.latitude, info.longitude) : null;
  return (
    <Card>
      <Stack>
        {info.bogon && <Alert type="info">{t`This is a private or reserved address (a bogon): it is not routed on the internet and has no location.`}</Alert>}
        <Table caption={t`Location details`} columns={columns} rows={rows} getRowKey={(row) => row.key} rowHeader="label" />
        {map && (
          <Link href={map}>
            <IconExternalLink size={16} aria-hidden /> {t`Show on OpenStreetMap`}
          </Link>
        )}
        <p className={styles.note}>{t`IP geolocation is approximate: it locates the network, often a city or a data centre, not a person.`}</p>
      </Stack>
    </Card>
  );
}

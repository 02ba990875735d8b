import { useLingui } from '@lingui/react/macro';
import { Alert, attempt, Card, CopyButton, Stack, Table, TextInput, useToolState, type TableColumn } from '@handy-tools/ui';
import { useEffect, useMemo, useState } from 'react';
import { loadOuiRegistry, lookupMacVendor, OUI_REGISTRY_SOURCE, parseMacQuery, type MacVendor, type OuiRegistry } from './mac-address-lookup.js';
import styles from './MacAddressLookupTool.module.css';
import { macAddressLookupState } from './state.js';

interface Row {
  line: number;
  text: string;
  vendor?: MacVendor;
  error?: string;
}

/** Lines looked up at most (the rest are counted, not shown). */
const MAX_ROWS = 1000;

/** MAC address lookup: the UI. The registry chunk loads on the first look-up. */
export default function MacAddressLookupTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(macAddressLookupState);
  const [registry, setRegistry] = useState<OuiRegistry | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const wanted = input.trim() !== '';

  useEffect(() => {
    if (!wanted || registry) return;
    let live = true;
    loadOuiRegistry().then(
      (loaded) => {
        if (live) setRegistry(loaded);
      },
      (error: unknown) => {
        if (live) setLoadError(String(error));
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, registry]);

  const lines = useMemo(
    () =>
      input
        .split('\n')
        .map((text, i) => ({ line: i + 1, text: text.trim() }))
        .filter((l) => l.text !== ''),
    [input],
  );
  // Syntax errors need no registry: shown at once, next to the field.
  const firstError = useMemo(() => {
    for (const { line, text } of lines.slice(0, MAX_ROWS)) {
      const checked = attempt(() => parseMacQuery(text));
      if (checked.error !== undefined) return lines.length === 1 ? checked.error : t`Line ${line}: ${checked.error}`;
    }
    return undefined;
  }, [lines, t]);
  const rows = useMemo((): Row[] | null => {
    if (!registry) return null;
    return lines.slice(0, MAX_ROWS).map(({ line, text }) => {
      const found = attempt(() => lookupMacVendor(registry, text));
      return { line, text, vendor: found.value, error: found.error };
    });
  }, [registry, lines]);

  const { version, published } = OUI_REGISTRY_SOURCE;
  const note = (v: MacVendor) => {
    const parts: string[] = [];
    if (v.multicast) parts.push(t`Group (multicast) address: looked up with the I/G bit cleared.`);
    if (v.local) parts.push(t`Locally administered (U/L bit set): not assigned from an IEEE block; often random (privacy) or virtual.`);
    return parts.join(' ');
  };
  const columns: TableColumn<Row>[] = [
    { key: 'text', header: t`Address`, className: styles.mono },
    {
      key: 'organization',
      header: t`Organization`,
      render: (row) =>
        row.error !== undefined ? (
          <span className={styles.muted}>{row.error}</span>
        ) : row.vendor?.organization ? (
          <div className={styles.value}>
            <output aria-label={t`Organization of ${row.text}`}>{row.vendor.organization}</output>
            <CopyButton value={row.vendor.organization} label={t`Copy the organization of ${row.text}`} />
          </div>
        ) : (
          <output aria-label={t`Organization of ${row.text}`} className={styles.muted}>
            {t`Not in the IEEE registries`}
          </output>
        ),
    },
    { key: 'country', header: t`Country`, render: (row) => row.vendor?.country ?? '' },
    {
      key: 'block',
      header: t`Block`,
      render: (row) =>
        row.vendor?.block ? (
          <output aria-label={t`Block of ${row.text}`} className={styles.mono}>
            {`${row.vendor.block} (${row.vendor.registry}, /${row.vendor.bits})`}
          </output>
        ) : (
          ''
        ),
    },
    { key: 'note', header: t`Notes`, render: (row) => (row.vendor ? note(row.vendor) : '') },
  ];

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`MAC addresses`}
            value={input}
            onChange={(input) => update({ input })}
            error={firstError}
            multiline
            rows={4}
            monospace
            spellCheck={false}
            placeholder="00:00:0c:07:ac:01"
            hint={t`One per line, in any notation (00:1B:63:84:45:E6, 00-1B-63-84-45-E6, 001b.6384.45e6, 001B638445E6), or a prefix of 6 digits or more.`}
          />
          <p className={styles.status}>
            {t`Looked up in your browser in the IEEE MA-L, MA-M and MA-S registries as published in oui-data ${version} (${published}); nothing is sent.`}
          </p>
          {loadError !== null && <Alert type="error">{t`The registry could not be loaded: ${loadError}`}</Alert>}
          {wanted && !registry && loadError === null && (
            <p className={styles.status} role="status">
              {t`Loading the registry…`}
            </p>
          )}
          {lines.length > MAX_ROWS && <Alert type="info">{t`Only the first ${MAX_ROWS} lines are looked up.`}</Alert>}
        </Stack>
      </Card>
      {rows && rows.length > 0 && <Table caption={t`Vendors`} columns={columns} rows={rows} getRowKey={(row) => row.line} rowHeader="text" />}
    </Stack>
  );
}

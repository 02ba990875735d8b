import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  attempt,
  Button,
  ButtonsSelect,
  Card,
  CopyButton,
  Select,
  Stack,
  Table,
  TextInput,
  useHydrating,
  useToolState,
  type TableColumn,
} from '@handy-tools/ui';
import { ToolInputError } from '@handy-tools/ui/kit';
import { IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import styles from '../shared/online.module.css';
import { checkRatesDate, convertCurrency, fetchRates, parseAmount, RATES_SOURCES, recallRates, rememberRates, type RateTable } from './currency-converter.js';
import { currencyConverterState } from './state.js';

/** The ECB's reference-rate currencies: the choices before any rates are loaded. */
const ECB_CURRENCIES = ['EUR', 'USD', 'JPY', 'CZK', 'DKK', 'GBP', 'HUF', 'PLN', 'RON', 'SEK', 'CHF', 'ISK', 'NOK', 'TRY', 'AUD', 'BRL', 'CAD', 'CNY', 'HKD', 'IDR', 'ILS', 'INR', 'KRW', 'MXN', 'MYR', 'NZD', 'PHP', 'SGD', 'THB', 'ZAR'];

type Loaded = RateTable & { savedAt: string; asked: string };

interface Row {
  code: string;
  value: string | null;
  rate: string | null;
  error?: string;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Currency converter: the UI. Fetches rates only when asked; converts offline with the last rates seen. */
export default function CurrencyConverterTool() {
  const { t, i18n } = useLingui();
  const hydrating = useHydrating();
  const [{ amount, from, to, date, source, rounding }, update] = useToolState(currencyConverterState);
  const sourceInfo = RATES_SOURCES.find((s) => s.id === source) ?? RATES_SOURCES[0]!;
  const dateCheck = useMemo(() => attempt(() => checkRatesDate(date)), [date]);
  const asked = dateCheck.value ?? '';
  const [table, setTable] = useState<Loaded | null>(null);
  const [fetching, setFetching] = useState<{ status: 'idle' | 'pending' } | { status: 'error'; message: string }>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // The last rates seen for this source and date, read after hydration (storage is per visitor).
  useEffect(() => {
    const store = storage();
    const saved = store ? recallRates(store, source, asked) : null;
    setTable(saved ? { ...saved, asked } : null);
    setFetching({ status: 'idle' });
  }, [source, asked]);
  useEffect(() => () => controller.current?.abort(), []);

  const getRates = async () => {
    if (dateCheck.error) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setFetching({ status: 'pending' });
    try {
      const fresh = await fetchRates(source, asked, { signal: current.signal });
      const savedAt = new Date().toISOString();
      const store = storage();
      if (store) rememberRates(store, asked, fresh, savedAt);
      if (!current.signal.aborted) {
        setTable({ ...fresh, savedAt, asked });
        setFetching({ status: 'idle' });
      }
    } catch (error) {
      if (current.signal.aborted) return;
      setFetching({ status: 'error', message: error instanceof ToolInputError ? error.message : String(error) });
    }
  };

  const parsed = useMemo(() => attempt(() => parseAmount(amount)), [amount]);
  const usable = table && table.source === source && table.asked === asked ? table : null;
  const rows = useMemo(
    (): Row[] =>
      to.map((code) => {
        if (!usable || !parsed.value) return { code, value: null, rate: null };
        const conversion = attempt(() => convertCurrency(parsed.value!, from, code, usable, rounding));
        return conversion.value ? { code, value: conversion.value.value, rate: conversion.value.rate } : { code, value: null, rate: null, error: conversion.error ?? undefined };
      }),
    [to, usable, parsed.value, from, rounding],
  );

  const names = useMemo(() => {
    if (hydrating) return null;
    try {
      return new Intl.DisplayNames([i18n.locale], { type: 'currency' });
    } catch {
      return null;
    }
  }, [hydrating, i18n.locale]);
  const label = (code: string) => {
    let name: string | undefined;
    try {
      name = names?.of(code);
    } catch {
      name = undefined;
    }
    return name && name !== code ? `${code} — ${name}` : code;
  };
  const codes = usable ? Object.keys(usable.rates).sort() : ECB_CURRENCIES;
  const choices = (extra: string) => (codes.includes(extra) ? codes : [extra, ...codes]).map((code) => ({ value: code, label: label(code) }));
  const [adding, setAdding] = useState('CHF');
  const addable = codes.filter((c) => !to.includes(c) && c !== from);
  const toAdd = addable.includes(adding) ? adding : (addable[0] ?? '');
  const host = new URL(sourceInfo.urls(asked)[0]!).host;
  const fromMissing = usable && !usable.rates[from] ? t`These rates have no rate for ${from}.` : null;

  const columns: TableColumn<Row>[] = [
    { key: 'code', header: t`Currency`, render: (row) => label(row.code) },
    {
      key: 'value',
      header: t`Amount`,
      render: (row) => (
        <span className={styles.actions}>
          <output aria-label={t`Amount in ${row.code}`} className={styles.mono}>
            {row.value ?? row.error ?? '—'}
          </output>
          {row.value && <CopyButton value={row.value} label={t`Copy the amount in ${row.code}`} />}
        </span>
      ),
    },
    { key: 'rate', header: t`Rate`, render: (row) => (row.rate ? `1 ${from} = ${row.rate} ${row.code}` : '—') },
    {
      key: 'remove',
      header: t`Remove`,
      render: (row) => (
        <Button size="small" variant="subtle" iconOnly aria-label={t`Remove ${row.code}`} onClick={() => update({ to: to.filter((c) => c !== row.code) })}>
          <IconTrash size={16} aria-hidden />
        </Button>
      ),
    },
  ];

  const savedAt = usable && !hydrating ? new Date(usable.savedAt).toLocaleString(i18n.locale) : '';
  const ratesDate = usable?.date ?? '';
  const sourceName = sourceInfo.name;
  return (
    <Stack>
      <Card>
        <Stack>
          <div className={styles.actions}>
            <div className={styles.grow}>
              <TextInput label={t`Amount`} value={amount} onChange={(value) => update({ amount: value })} error={parsed.error} inputMode="decimal" monospace hint={t`A point or a comma for decimals; spaces may group digits.`} />
            </div>
            <div className={styles.grow}>
              <Select label={t`From`} searchable options={choices(from)} value={from} onChange={(value) => update({ from: value })} />
            </div>
          </div>
          {fromMissing && <Alert type="error">{fromMissing}</Alert>}
          <div className={styles.actions}>
            <div className={styles.grow}>
              <TextInput label={t`Rates date`} type="date" value={date} onChange={(value) => update({ date: value })} error={dateCheck.error} hint={t`Empty for the latest rates.`} />
            </div>
            <div className={styles.grow}>
              <Select
                label={t`Rates source`}
                options={RATES_SOURCES.map((s) => ({ value: s.id, label: s.id === 'ecb' ? t`European Central Bank (about 30 currencies)` : t`fawazahmed0 currency API (200+ currencies and crypto)` }))}
                value={source}
                onChange={(value) => update({ source: value })}
              />
            </div>
          </div>
          <ButtonsSelect
            label={t`Rounding`}
            options={[
              { value: 'currency', label: t`To the currency’s minor unit` },
              { value: 'full', label: t`10 decimals` },
            ]}
            value={rounding}
            onChange={(value) => update({ rounding: value })}
          />
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => void getRates()} disabled={fetching.status === 'pending' || Boolean(dateCheck.error)}>
              <IconRefresh size={18} aria-hidden />
              {usable ? t`Update rates` : t`Get rates`}
            </Button>
          </div>
          <p className={styles.note}>{t`Getting rates downloads the whole rate table from ${host}; your amounts and currencies are never sent. The last rates seen are kept in this browser for offline use.`}</p>
          <p className={styles.status} role="status">
            {fetching.status === 'pending'
              ? t`Getting rates from ${host}…`
              : usable
                ? t`Rates of ${ratesDate} from ${sourceName}, fetched ${savedAt}.`
                : t`No rates yet: press Get rates.`}
          </p>
          {fetching.status === 'error' &&
            (usable ? (
              <Alert type="warning">{t`Could not update the rates: ${fetching.message} Using the last rates seen, of ${ratesDate}.`}</Alert>
            ) : (
              <Alert type="error">{fetching.message}</Alert>
            ))}
        </Stack>
      </Card>
      <Card title={t`Converted amounts`}>
        <Stack>
          <Table caption={t`Converted amounts`} hideCaption columns={columns} rows={rows} getRowKey={(row) => row.code} emptyMessage={t`Add a currency to convert to.`} />
          {addable.length > 0 && (
            <div className={styles.actions}>
              <div className={styles.grow}>
                <Select label={t`Add a currency`} searchable options={addable.map((code) => ({ value: code, label: label(code) }))} value={toAdd} onChange={setAdding} />
              </div>
              <Button onClick={() => toAdd && update({ to: [...to, toAdd] })} disabled={!toAdd || to.length >= 50}>
                <IconPlus size={18} aria-hidden />
                {t`Add`}
              </Button>
            </div>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

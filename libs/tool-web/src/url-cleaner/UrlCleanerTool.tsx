import { runWorkerJob } from '@handy-tools/compute';
import { Card, Checkbox, DocumentJobStatus, Stack, Table, TextInput, useDocumentResult, useToolState, type TableColumn } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import styles from '../shared/tables.module.css';
import { urlCleanerState } from './state.js';
import { cleanUrls, type CleanedUrl, type CleanOptions, type CleanUrlsResult } from './url-cleaner.js';
import type { UrlCleanerWorkerApi } from './url-cleaner.worker.js';

/**
 * From this many characters (some 300 URLs) the rules run in a worker: about 1 s per 1,400 URLs
 * on the page's thread (measured on this project's 2-core machine).
 */
const WORKER_CHARS = 20_000;
const compute = (text: string, options: CleanOptions) => cleanUrls(text, options);
const inWorker = (text: string, options: CleanOptions, signal: AbortSignal) =>
  runWorkerJob<UrlCleanerWorkerApi, CleanUrlsResult>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./url-cleaner.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-url-cleaner' }),
    (api) => api.clean(text, options),
    signal,
  );

/** URL cleaner: many URLs (or a text with URLs) → the same without tracking parameters and redirects, with what was removed. */
export default function UrlCleanerTool() {
  const { t } = useLingui();
  const [{ input, unwrap, extra }, update] = useToolState(urlCleanerState);
  const options = useMemo<CleanOptions>(() => ({ unwrap, extra: extra.split(/[\s,]+/).filter((s) => s !== '') }), [unwrap, extra]);
  const result = useDocumentResult(input, options, compute, inWorker, WORKER_CHARS);
  const value = input.trim() === '' ? null : result.value;
  const changed = value?.urls.filter((u) => u.changed) ?? [];
  const total = value?.urls.length ?? 0;
  const changedCount = changed.length;

  const columns: TableColumn<CleanedUrl & { index: number }>[] = [
    { key: 'line', header: t`Line` },
    {
      key: 'removed',
      header: t`Removed`,
      render: (u) => (
        <ul className={styles.list}>
          {u.unwrapped.map((w, i) => (
            <li key={`w${i}`}>{t`Redirect: ${w}`}</li>
          ))}
          {u.removed.map((p, i) => (
            <li key={`p${i}`} className={styles.mono}>
              {p.value === '' ? p.name : `${p.name}=${p.value}`}
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'url', header: t`Clean URL`, className: styles.mono },
  ];

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`URLs to clean`}
            value={input}
            onChange={(input) => update({ input })}
            error={result.error}
            multiline
            rows={6}
            monospace
            spellCheck={false}
            placeholder="https://example.com/page?utm_source=newsletter&id=42&fbclid=IwAR…"
            hint={t`One or many URLs, alone or inside a text; the text around them is kept. The tidy-url rules run in your browser: nothing is sent.`}
          />
          <Checkbox label={t`Replace redirect and wrapper links (Safe Links, Google, Facebook…) by their target`} checked={unwrap} onChange={(unwrap) => update({ unwrap })} />
          <TextInput
            label={t`Also remove these parameters`}
            value={extra}
            onChange={(extra) => update({ extra })}
            placeholder="ref, sr_*"
            hint={t`Names separated by commas or spaces; a name ending in * removes every parameter that starts with it.`}
            monospace
            spellCheck={false}
          />
        </Stack>
      </Card>
      <Card title={t`Clean URLs`}>
        <Stack>
          <DocumentJobStatus result={result} label={t`Cleaning the URLs…`} />
          <output aria-live="polite" aria-label={t`Summary`}>
            {total === 0 ? '\u00a0' : changedCount === 0 ? t`All ${total} URLs were already clean.` : t`${changedCount} of ${total} URLs cleaned.`}
          </output>
          <TextInput label={t`Cleaned text`} value={value?.text ?? ''} readOnly multiline rows={6} monospace copyable />
        </Stack>
      </Card>
      {changedCount > 0 && (
        <Table caption={t`What was removed`} dense columns={columns} rows={changed.map((u, index) => ({ ...u, index }))} getRowKey={(u) => u.index} />
      )}
    </Stack>
  );
}

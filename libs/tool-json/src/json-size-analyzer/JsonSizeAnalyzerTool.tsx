import {
  Alert,
  Button,
  Card,
  Checkbox,
  DocumentInput,
  Progress,
  Stack,
  Table,
  useAsyncResult,
  useToolState,
  type OpenedDocument,
  type TableColumn,
} from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState } from 'react';
import { analyzeJsonSizeOutcome, type JsonSizeNode, type JsonSizeOutcome, type JsonSizeTreeNode } from './json-size-analyzer.js';
import { analyzeInWorker, type JsonSizeRequest } from './json-size-client.js';
import styles from './JsonSizeAnalyzerTool.module.css';
import { jsonSizeAnalyzerState } from './state.js';

/** Inputs at least this long are analysed in a worker. */
const WORKER_CHARS = 1_000_000;
const MAX_ROWS = 200;
const OPTIONS = { maxRows: MAX_ROWS, maxTreeNodes: 1000, maxKids: 20 };

/** Bytes with a readable unit, e.g. `1,234 B` or `2.5 MB (2,500,000 B)`. */
function formatBytes(bytes: number): string {
  const exact = `${bytes.toLocaleString('en-US')} B`;
  if (bytes < 1000) return exact;
  const [value, unit] = bytes < 1e6 ? [bytes / 1e3, 'KB'] : bytes < 1e9 ? [bytes / 1e6, 'MB'] : [bytes / 1e9, 'GB'];
  return `${value.toFixed(1)} ${unit} (${exact})`;
}

const percent = (p: number) => `${p >= 10 ? p.toFixed(1) : p.toFixed(2)} %`;

function TreeItem({ node, open }: { node: JsonSizeTreeNode; open: boolean }) {
  const { t } = useLingui();
  const hiddenKids = node.hiddenKids;
  const hiddenBytes = formatBytes(node.hiddenBytes);
  const line = (
    <>
      <span className={styles.bar} style={{ width: `${Math.max(1, Math.round(node.percent))}px` }} aria-hidden />
      {node.label} <span className={styles.muted}>{node.type}</span> — {formatBytes(node.subtreeBytes)}, {percent(node.percent)}
    </>
  );
  if (node.kids.length === 0 && node.hiddenKids === 0) return <li className={styles.leaf}>{line}</li>;
  return (
    <li>
      <details open={open}>
        <summary>{line}</summary>
        <ul>
          {node.kids.map((kid, i) => (
            <TreeItem key={i} node={kid} open={false} />
          ))}
          {node.hiddenKids > 0 && (
            <li className={`${styles.leaf} ${styles.muted}`}>
              {t`Smaller values not shown:`} {hiddenKids}, {hiddenBytes}
            </li>
          )}
        </ul>
      </details>
    </li>
  );
}

/** JSON size analyzer: the UI. */
export default function JsonSizeAnalyzerTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(jsonSizeAnalyzerState);
  const { json5 } = state;
  const [document, setDocument] = useState<OpenedDocument | null>(null);
  const text = useDeferredValue(document?.text ?? state.input);
  const big = text.length >= WORKER_CHARS;
  const options = useMemo(() => ({ ...OPTIONS, json5 }), [json5]);

  const inline = useMemo<JsonSizeOutcome | null>(
    () => (big || text.trim() === '' ? null : analyzeJsonSizeOutcome(text, options)),
    [big, text, options],
  );
  const request = useMemo<JsonSizeRequest | null>(() => (big ? { text, options } : null), [big, text, options]);
  const [cancelled, setCancelled] = useState<JsonSizeRequest | null>(null);
  const async = useAsyncResult(request === cancelled ? null : request, (r, signal) => analyzeInWorker(r, signal));
  const outcome = inline ?? (async.status === 'done' ? async.value : null);
  const pending = big && request !== cancelled && async.status === 'pending';
  const report = outcome?.ok ? outcome.report : null;

  const columns: TableColumn<JsonSizeNode>[] = [
    { key: 'path', header: t`Path`, render: (row) => <code className={styles.code}>{row.path}</code> },
    { key: 'type', header: t`Type` },
    { key: 'subtreeBytes', header: t`Subtree bytes`, className: styles.num, render: (row) => row.subtreeBytes.toLocaleString('en-US') },
    { key: 'percent', header: t`% of total`, className: styles.num, render: (row) => percent(row.percent) },
    { key: 'ownBytes', header: t`Own bytes`, className: styles.num, render: (row) => row.ownBytes.toLocaleString('en-US') },
    { key: 'children', header: t`Children`, className: styles.num },
  ];

  return (
    <Stack>
      <Card>
        <div className={styles.options}>
          <Checkbox
            label={t`Accept JSON5 (comments, trailing commas, unquoted keys)`}
            checked={json5}
            onChange={(json5) => update({ json5 })}
          />
        </div>
      </Card>
      <DocumentInput
        label={t`Input JSON`}
        value={state.input}
        onChange={(input) => update({ input })}
        document={document}
        onDocument={setDocument}
        accept=".json,.json5,application/json,text/plain"
        error={outcome && !outcome.ok ? outcome.message : null}
        rows={10}
        placeholder={t`Paste your JSON here…`}
        hint={t`Sizes are those of the minified document (no whitespace) in UTF-8.`}
      />
      {pending && (
        <Card>
          <Stack>
            <Progress label={t`Measuring the document`} />
            <div>
              <Button onClick={() => setCancelled(request)}>{t`Cancel`}</Button>
            </div>
          </Stack>
        </Card>
      )}
      {big && request !== null && request === cancelled && (
        <Alert type="warning" title={t`Cancelled`}>
          <Button size="small" onClick={() => setCancelled(null)}>{t`Analyse again`}</Button>
        </Alert>
      )}
      {report && (
        <>
          <Card>
            <section aria-label={t`Totals`}>
              <dl className={styles.totals}>
                <div>
                  <dt>{t`Minified size`}</dt>
                  <dd data-testid="minified-size">{formatBytes(report.totalBytes)}</dd>
                </div>
                <div>
                  <dt>{t`Input size`}</dt>
                  <dd>{formatBytes(report.inputBytes)}</dd>
                </div>
                <div>
                  <dt>{t`Values`}</dt>
                  <dd>{report.nodeCount.toLocaleString('en-US')}</dd>
                </div>
                <div>
                  <dt>{t`Deepest nesting`}</dt>
                  <dd>{report.maxDepth}</dd>
                </div>
                <div>
                  <dt>{t`Keys (with colons)`}</dt>
                  <dd>{formatBytes(report.typeBytes.keys)}</dd>
                </div>
                <div>
                  <dt>{t`Strings`}</dt>
                  <dd>{formatBytes(report.typeBytes.string)}</dd>
                </div>
                <div>
                  <dt>{t`Numbers`}</dt>
                  <dd>{formatBytes(report.typeBytes.number)}</dd>
                </div>
                <div>
                  <dt>{t`Brackets and commas`}</dt>
                  <dd>{formatBytes(report.typeBytes.punctuation)}</dd>
                </div>
              </dl>
            </section>
          </Card>
          {report.warnings.length > 0 && (
            <Alert type="warning" title={t`Check the input`}>
              <ul className={styles.warnings}>
                {report.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </Alert>
          )}
          <Card>
            <Stack>
              {report.nodeCount > report.top.length && (
                <Alert type="info" title={t`Large document`}>
                  {t`Only the 200 largest values are listed; the totals count them all.`}
                </Alert>
              )}
              <Table<JsonSizeNode> caption={t`Largest values`} columns={columns} rows={report.top} getRowKey={(_row, i) => i} dense />
            </Stack>
          </Card>
          <Card>
            <section className={styles.tree} aria-label={t`Size tree`}>
              <h3>{t`Size tree (largest first)`}</h3>
              <ul>
                <TreeItem node={report.tree} open />
              </ul>
            </section>
          </Card>
        </>
      )}
    </Stack>
  );
}

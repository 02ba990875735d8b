import { runWorkerJob } from '@handy-tools/compute';
import {
  Alert,
  Card,
  Checkbox,
  DocumentInput,
  DocumentJobStatus,
  Select,
  Stack,
  Table,
  TextInput,
  useDocumentResult,
  useToolState,
  type OpenedDocument,
  type TableColumn,
} from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { JsonNotices } from '../shared/JsonNotices.js';
import { analyzeJsonSize, filterSizeReport, type AnalyzeJsonSizeOptions, type JsonSizeNode, type JsonSizeReport, type JsonSizeTreeNode } from './json-size-analyzer.js';
import type { JsonSizeWorkerApi } from './json-size-analyzer.worker.js';
import styles from './JsonSizeAnalyzerTool.module.css';
import { jsonSizeAnalyzerState } from './state.js';

const MAX_ROWS = 200;
const LIMITS = { maxRows: MAX_ROWS, maxTreeNodes: 1000, maxKids: 20 };
const DEPTHS = [1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 50, 100];

const compute = (text: string, options: AnalyzeJsonSizeOptions) => analyzeJsonSize(text, options);
const inWorker = (text: string, options: AnalyzeJsonSizeOptions, signal: AbortSignal) =>
  runWorkerJob<JsonSizeWorkerApi, JsonSizeReport>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./json-size-analyzer.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-json-size' }),
    (api) => api.analyze(text, options),
    signal,
  );

/** Bytes with a readable unit, e.g. `1,234 B` or `2.5 MB (2,500,000 B)`. */
function formatBytes(bytes: number): string {
  const exact = `${bytes.toLocaleString('en-US')} B`;
  if (bytes < 1000) return exact;
  const [value, unit] = bytes < 1e6 ? [bytes / 1e3, 'KB'] : bytes < 1e9 ? [bytes / 1e6, 'MB'] : [bytes / 1e9, 'GB'];
  return `${value.toFixed(1)} ${unit} (${exact})`;
}

const percent = (p: number) => `${p >= 10 ? p.toFixed(1) : p.toFixed(2)} %`;

function TreeItem({ node, open, openAll = false }: { node: JsonSizeTreeNode; open: boolean; openAll?: boolean }) {
  const { t } = useLingui();
  const hiddenKids = node.hiddenKids;
  const hiddenBytes = formatBytes(node.hiddenBytes);
  const line = (
    <>
      <span className={styles.bar} style={{ width: `${Math.max(1, Math.round(node.percent))}px` }} aria-hidden />
      {node.label} <span className={styles.muted}>{node.type}</span> — {formatBytes(node.subtreeBytes)}, {percent(node.percent)}
      {node.gzipBytes !== null && <span className={styles.muted}> (gzip {formatBytes(node.gzipBytes)})</span>}
    </>
  );
  if (node.kids.length === 0 && node.hiddenKids === 0) return <li className={styles.leaf}>{line}</li>;
  return (
    <li>
      <details open={open}>
        <summary>{line}</summary>
        <ul>
          {node.kids.map((kid, i) => (
            <TreeItem key={i} node={kid} open={openAll} openAll={openAll} />
          ))}
          {node.hiddenKids > 0 && (
            <li className={`${styles.leaf} ${styles.muted}`}>
              {t`Values not shown:`} {hiddenKids}, {hiddenBytes}
            </li>
          )}
        </ul>
      </details>
    </li>
  );
}

/** JSON size analyzer: the UI. Documents of ~1 MB and more are measured in a Web Worker, with Cancel. */
export default function JsonSizeAnalyzerTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(jsonSizeAnalyzerState);
  const { json5, startPath, maxDepth, gzipNodes, search } = state;
  const [document, setDocument] = useState<OpenedDocument | null>(null);
  const options = useMemo<AnalyzeJsonSizeOptions>(
    () => ({ ...LIMITS, json5, startPath, depthLimit: maxDepth > 0 ? maxDepth : undefined, gzip: gzipNodes }),
    [json5, startPath, maxDepth, gzipNodes],
  );
  const result = useDocumentResult(document?.text ?? state.input, options, compute, inWorker);
  const report = result.value;
  // A start path that leads nowhere is the start path's problem, shown next to it.
  const pathError = result.error?.startsWith('Start path') ? result.error : null;
  const shown = useMemo(() => (report ? filterSizeReport(report, search) : null), [report, search]);

  const columns: TableColumn<JsonSizeNode>[] = [
    { key: 'path', header: t`Path`, render: (row) => <code className={styles.code}>{row.path}</code> },
    { key: 'type', header: t`Type` },
    { key: 'subtreeBytes', header: t`Subtree bytes`, className: styles.num, render: (row) => row.subtreeBytes.toLocaleString('en-US') },
    { key: 'percent', header: t`% of total`, className: styles.num, render: (row) => percent(row.percent) },
    { key: 'gzipBytes', header: t`Gzip bytes`, className: styles.num, render: (row) => (row.gzipBytes === null ? '—' : row.gzipBytes.toLocaleString('en-US')) },
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
          <Checkbox label={t`Gzip size of each value`} checked={gzipNodes} onChange={(gzipNodes) => update({ gzipNodes })} />
        </div>
        <div className={styles.options}>
          <div className={styles.path}>
            <TextInput
              label={t`Start path`}
              value={startPath}
              onChange={(startPath) => update({ startPath })}
              placeholder="$.users[0]"
              hint={t`Analyse from this value: a path like $.users[0] or a JSON Pointer like /users/0. Empty: the whole document.`}
              error={pathError}
              monospace
            />
          </div>
          <Select
            label={t`Max depth`}
            options={[{ value: '0', label: t`All levels` }, ...DEPTHS.map((d) => ({ value: String(d), label: String(d) }))]}
            value={String(maxDepth)}
            onChange={(v) => update({ maxDepth: Number(v) })}
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
        error={pathError ? null : result.error}
        rows={10}
        placeholder={t`Paste your JSON here…`}
        hint={t`Sizes are those of the minified document (no whitespace) in UTF-8.`}
      />
      {!result.error && <JsonNotices notices={report?.notices} />}
      <DocumentJobStatus result={result} label={t`Measuring the document`} />
      {report && shown && (
        <>
          <Card>
            <section aria-label={t`Totals`}>
              <dl className={styles.totals}>
                <div>
                  <dt>{t`Minified size`}</dt>
                  <dd data-testid="minified-size">{formatBytes(report.totalBytes)}</dd>
                </div>
                <div>
                  <dt>{t`Gzip size`}</dt>
                  <dd data-testid="gzip-size">{formatBytes(report.gzipBytes)}</dd>
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
                  <dd data-testid="max-depth">{report.maxDepth}</dd>
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
              {report.start !== '$' && (
                <p className={styles.muted}>
                  {t`Analysed from:`} <code>{report.start}</code>
                </p>
              )}
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
              <div className={styles.path}>
                <TextInput label={t`Search in the results`} type="search" value={search} onChange={(search) => update({ search })} placeholder="users" />
              </div>
              {search.trim() !== '' && (
                <p role="status" data-testid="search-status">
                  {t`Matching: ${shown.top.length} of the largest values, ${shown.matches} in the tree.`}
                </p>
              )}
              {report.nodeCount > report.top.length && (
                <Alert type="info" title={t`Large document`}>
                  {t`Only the 200 largest values are listed; the totals count them all.`}
                </Alert>
              )}
              <Table<JsonSizeNode> caption={t`Largest values`} columns={columns} rows={shown.top} getRowKey={(_row, i) => i} dense />
            </Stack>
          </Card>
          <Card>
            <section className={styles.tree} aria-label={t`Size tree`}>
              <h3>{t`Size tree (largest first)`}</h3>
              {shown.tree ? (
                <ul>
                  <TreeItem node={shown.tree} open openAll={search.trim() !== ''} />
                </ul>
              ) : (
                <p>{t`Nothing in the tree matches the search.`}</p>
              )}
            </section>
          </Card>
        </>
      )}
    </Stack>
  );
}

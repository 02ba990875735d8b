import {
  Alert,
  Button,
  Card,
  Checkbox,
  DocumentInput,
  downloadFile,
  Progress,
  Row,
  Stack,
  Table,
  useAsyncResult,
  useToolState,
  WORKER_INPUT_CHARS,
  type OpenedDocument,
  type TableColumn,
} from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { diffInWorker, type JsonDiffRequest } from './json-diff-client.js';
import { diffJsonOutcome, type JsonDiffLine, type JsonDiffOutcome, type JsonDiffRow, type JsonDifferenceKind } from './json-diff.js';
import styles from './JsonDiffTool.module.css';
import { JsonNotices } from '../shared/JsonNotices.js';
import { jsonDiffState } from './state.js';

const MAX_ROWS = 500;
const MAX_LINES = 1000;
const MARKERS: Record<JsonDifferenceKind, string> = { added: '+', removed: '−', changed: '~' };

type JsonDiffKindLabel = Record<JsonDifferenceKind, string>;

function SideBySide({
  title,
  lines,
  truncated,
  labels,
}: {
  title: string;
  lines: JsonDiffLine[];
  truncated: boolean;
  labels: JsonDiffKindLabel;
}) {
  const { t } = useLingui();
  return (
    <section className={styles.side} aria-label={title}>
      <h3 className={styles.sideTitle}>{title}</h3>
      {/* A scrollable list must be reachable by keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ol className={styles.lines} tabIndex={0} aria-label={title}>
        {lines.map((line) => (
          <li key={line.number} className={[styles.line, line.mark && styles[line.mark]].filter(Boolean).join(' ')}>
            <span className={styles.number} aria-hidden>
              {line.number}
            </span>
            <span className={styles.marker} aria-hidden>
              {line.mark ? MARKERS[line.mark] : ' '}
            </span>
            {line.mark && <span className="ht-visually-hidden">{labels[line.mark]}: </span>}
            <span className={styles.text}>{line.text}</span>
          </li>
        ))}
      </ol>
      {truncated && <p>{t`Only the first 1000 lines are shown.`}</p>}
    </section>
  );
}

/** JSON diff: the UI. */
export default function JsonDiffTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(jsonDiffState);
  const { ignoreArrayOrder, json5 } = state;
  const [leftDoc, setLeftDoc] = useState<OpenedDocument | null>(null);
  const [rightDoc, setRightDoc] = useState<OpenedDocument | null>(null);
  const left = useDeferredValue(leftDoc?.text ?? state.left);
  const right = useDeferredValue(rightDoc?.text ?? state.right);
  // Two documents: the switch of useDocumentResult (one text) is made here, with its threshold.
  const big = left.length + right.length >= WORKER_INPUT_CHARS;
  const options = useMemo(() => ({ ignoreArrayOrder, json5, maxRows: MAX_ROWS, maxLines: MAX_LINES }), [ignoreArrayOrder, json5]);

  // Small documents: compared as you type, in this thread.
  const inline = useMemo<JsonDiffOutcome | null>(() => (big ? null : diffJsonOutcome(left, right, options)), [big, left, right, options]);
  // Big documents: in a worker, with progress and cancel.
  const request = useMemo<JsonDiffRequest | null>(() => (big ? { left, right, options } : null), [big, left, right, options]);
  const [cancelled, setCancelled] = useState<JsonDiffRequest | null>(null);
  const async = useAsyncResult(request === cancelled ? null : request, (r, signal) => diffInWorker(r, signal));
  const outcome = inline ?? (async.status === 'done' ? async.value : null);
  const pending = big && request !== cancelled && async.status === 'pending';

  const labels: JsonDiffKindLabel = { added: t`added`, removed: t`removed`, changed: t`changed` };
  const error = (side: 'left' | 'right') => (outcome && !outcome.ok && outcome.side === side ? outcome.message : null);
  const view = outcome?.ok ? outcome.view : null;
  const { total, added, removed, changed } = view?.counts ?? { total: 0, added: 0, removed: 0, changed: 0 };
  const shownRows = view?.rows.length ?? 0;

  const columns: TableColumn<JsonDiffRow>[] = [
    {
      key: 'pointer',
      header: t`Path`,
      render: (row) => (
        <>
          <code className={styles.code}>{row.pointer === '' ? t`(root)` : row.pointer}</code>
          <br />
          <code className={styles.code}>{row.path}</code>
        </>
      ),
    },
    {
      key: 'kind',
      header: t`Change`,
      render: (row) => (
        <span className={[styles.kind, styles[row.kind]].join(' ')}>
          <span aria-hidden>{MARKERS[row.kind]} </span>
          {labels[row.kind]}
        </span>
      ),
    },
    { key: 'left', header: t`Left value`, render: (row) => <code className={styles.code}>{row.left}</code> },
    { key: 'right', header: t`Right value`, render: (row) => <code className={styles.code}>{row.right}</code> },
  ];

  return (
    <Stack>
      <Card>
        <div className={styles.options}>
          <Checkbox
            label={t`Ignore array order`}
            checked={ignoreArrayOrder}
            onChange={(ignoreArrayOrder) => update({ ignoreArrayOrder })}
          />
          <Checkbox
            label={t`Accept JSON5 (comments, trailing commas, unquoted keys)`}
            checked={json5}
            onChange={(json5) => update({ json5 })}
          />
        </div>
      </Card>
      <Row className={styles.panes}>
        <Stack>
          <DocumentInput
            label={t`Left JSON`}
            value={state.left}
            onChange={(left) => update({ left })}
            document={leftDoc}
            onDocument={setLeftDoc}
            accept=".json,.json5,application/json,text/plain"
            error={error('left')}
            rows={12}
            placeholder={t`Paste the first JSON document…`}
          />
          {!error('left') && <JsonNotices notices={view?.sideNotices.left ? [view.sideNotices.left] : undefined} />}
        </Stack>
        <Stack>
          <DocumentInput
            label={t`Right JSON`}
            value={state.right}
            onChange={(right) => update({ right })}
            document={rightDoc}
            onDocument={setRightDoc}
            accept=".json,.json5,application/json,text/plain"
            error={error('right')}
            rows={12}
            placeholder={t`Paste the second JSON document…`}
          />
          {!error('right') && <JsonNotices notices={view?.sideNotices.right ? [view.sideNotices.right] : undefined} />}
        </Stack>
      </Row>
      {pending && (
        <Card>
          <Stack>
            <Progress label={t`Comparing the documents`} />
            <div>
              <Button onClick={() => setCancelled(request)}>{t`Cancel`}</Button>
            </div>
          </Stack>
        </Card>
      )}
      {big && request !== null && request === cancelled && (
        <Alert type="warning" title={t`Cancelled`}>
          <Button size="small" onClick={() => setCancelled(null)}>{t`Compare again`}</Button>
        </Alert>
      )}
      {outcome && !outcome.ok && outcome.side === null && <Alert type="error">{outcome.message}</Alert>}
      {view && (
        <>
          {view.counts.total === 0 ? (
            <Alert type="info" title={t`No differences`}>
              {t`The two documents hold the same JSON data.`}
            </Alert>
          ) : (
            <Card>
              <Stack>
                <div role="status" aria-label={t`Summary`}>
                  <dl className={styles.counts}>
                    <div>
                      <dt>{t`Differences`}</dt>
                      <dd>{total}</dd>
                    </div>
                    <div>
                      <dt>{t`Added`}</dt>
                      <dd>{added}</dd>
                    </div>
                    <div>
                      <dt>{t`Removed`}</dt>
                      <dd>{removed}</dd>
                    </div>
                    <div>
                      <dt>{t`Changed`}</dt>
                      <dd>{changed}</dd>
                    </div>
                  </dl>
                </div>
                {total > shownRows && (
                  <Alert type="info" title={t`Large diff`}>
                    {t`Only the first 500 differences are listed here; download the file for all of them.`}
                  </Alert>
                )}
                <div>
                  <Button size="small" onClick={() => downloadFile(view.report, 'json-diff.json', 'application/json')}>
                    <IconDownload size={16} aria-hidden /> {t`Download json-diff.json`}
                  </Button>
                </div>
                <Table<JsonDiffRow> caption={t`Differences`} columns={columns} rows={view.rows} getRowKey={(_row, i) => i} dense />
              </Stack>
            </Card>
          )}
          <Row className={styles.panes}>
            <SideBySide title={t`Left document`} lines={view.left} truncated={view.leftTruncated} labels={labels} />
            <SideBySide title={t`Right document`} lines={view.right} truncated={view.rightTruncated} labels={labels} />
          </Row>
        </>
      )}
    </Stack>
  );
}

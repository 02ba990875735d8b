import { runWorkerJob } from '@handy-tools/compute';
import {
  Card,
  Checkbox,
  CopyButton,
  DocumentInput,
  DocumentJobStatus,
  LargeTextOutput,
  Row,
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
import { prettifyStackTrace, type PrettifiedStackTrace, type PrettifyJobOptions } from './prettify-job.js';
import { type StackFrame, type StackLanguage, type StackRelation } from './stacktrace-prettier.js';
import type { StacktracePrettierWorkerApi } from './stacktrace-prettier.worker.js';
import { stacktracePrettierState } from './state.js';
import styles from './StacktracePrettier.module.css';

const compute = (text: string, options: PrettifyJobOptions) => prettifyStackTrace(text, options);
const inWorker = (text: string, options: PrettifyJobOptions, signal: AbortSignal) =>
  runWorkerJob<StacktracePrettierWorkerApi, PrettifiedStackTrace>(
    () =>
      new Worker(new URL('./stacktrace-prettier.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-stacktrace-prettier' }),
    (api) => api.prettifyStackTrace(text, options),
    signal,
  );

/** Parsing reads ~4 MB per second (measured in Node 24): inputs over 200,000 characters go to the worker (< 100 ms on the page). */
const WORKER_THRESHOLD = 200_000;

const LANGUAGE_NAMES: Record<StackLanguage, string> = { javascript: 'JavaScript', java: 'Java', dotnet: '.NET', python: 'Python' };

/** Stack trace prettifier: the UI. Nothing pasted is run: the trace is only read as text. */
export default function StacktracePrettierTool() {
  const { t } = useLingui();
  const [{ input, language, libraryPatterns, hideLibrary, wrap }, update] = useToolState(stacktracePrettierState);
  const [document, setDocument] = useState<OpenedDocument | null>(null);
  const options = useMemo<PrettifyJobOptions>(
    () => ({ language, hideLibrary, libraryPatterns: libraryPatterns.split('\n').filter((p) => p.trim() !== '') }),
    [language, hideLibrary, libraryPatterns],
  );
  const result = useDocumentResult(document?.text ?? input, options, compute, inWorker, WORKER_THRESHOLD);
  const value = result.value;
  let summary = '';
  if (value) {
    const { language: found, frameCount, appFrameCount, libraryFrameCount } = value.trace;
    const runtime = LANGUAGE_NAMES[found];
    const exceptionCount = value.exceptionCount;
    summary = t`${runtime}: ${exceptionCount} exception(s), ${frameCount} frame(s): ${appFrameCount} app, ${libraryFrameCount} library.`;
  }

  const relationText: Record<StackRelation, string> = {
    first: '',
    'caused-by': t`Caused by`,
    suppressed: t`Suppressed`,
    inner: t`Inner exception`,
    'direct-cause': t`Direct cause of the next exception`,
    'during-handling': t`Raised while handling the above`,
  };
  const columns: TableColumn<StackFrame>[] = [
    { key: 'index', header: '#', render: (_f, i) => i + 1 },
    {
      key: 'function',
      header: t`Function`,
      render: (f) => (
        <span className={`${styles.cell} ${f.library ? styles.library : styles.app}`}>
          {f.function || '<anonymous>'}
          {f.repeat > 1 && ` ×${f.repeat}`}
          {f.code && <code className={styles.code}>{f.code}</code>}
        </span>
      ),
    },
    { key: 'file', header: t`File`, render: (f) => <span className={`${styles.cell} ${f.library ? styles.library : ''}`}>{f.file}</span> },
    { key: 'line', header: t`Line` },
    { key: 'column', header: t`Column` },
    { key: 'kind', header: t`Kind`, render: (f) => (f.library ? t`Library` : t`App`) },
  ];

  return (
    <Stack>
      <Card>
        <Row>
          <Select<'auto' | StackLanguage>
            label={t`Language`}
            value={language}
            onChange={(language) => update({ language })}
            options={[
              { value: 'auto', label: t`Detect` },
              { value: 'javascript', label: 'JavaScript' },
              { value: 'java', label: 'Java' },
              { value: 'dotnet', label: '.NET (C#)' },
              { value: 'python', label: 'Python' },
            ]}
          />
          <Checkbox label={t`Fold library frames in the text`} checked={hideLibrary} onChange={(hideLibrary) => update({ hideLibrary })} />
          <Checkbox label={t`Wrap long lines`} checked={wrap} onChange={(wrap) => update({ wrap })} />
        </Row>
      </Card>
      <DocumentInput
        label={t`Stack trace`}
        value={input}
        onChange={(input) => update({ input })}
        document={document}
        onDocument={setDocument}
        accept=".txt,.log,text/plain"
        error={result.error}
        placeholder={t`Paste a stack trace or traceback…`}
        rows={10}
      />
      <TextInput
        label={t`Library patterns`}
        value={libraryPatterns}
        onChange={(libraryPatterns) => update({ libraryPatterns })}
        multiline
        rows={2}
        monospace
        spellCheck={false}
        placeholder={'com.acme.framework.*\nvendor/'}
        hint={t`One per line, matched in the file or function; * matches anything. Runtime and package folders are found without them.`}
      />
      <DocumentJobStatus result={result} label={t`Reading the trace…`} />
      <p className={styles.summary} role="status">
        {summary}
      </p>
      <LargeTextOutput
        label={t`Readable trace`}
        value={value?.text ?? ''}
        fileName="stacktrace.txt"
        rows={12}
        hint={t`"> " marks your code; frames repeated in a row are counted (×n).`}
      />
      <Row>
        <CopyButton value={value?.markdown ?? ''} label={t`Copy as Markdown table`} showLabel disabled={!value} />
      </Row>
      {value && (
        <div className={wrap ? undefined : styles.nowrap}>
          <Stack>
            {value.trace.exceptions.map((exception, index) => {
              const number = index + 1;
              return (
                <Card key={index}>
                  <Stack>
                    <h2 className={styles.exception}>
                      {exception.relation !== 'first' && <span className={styles.relation}>{relationText[exception.relation]}: </span>}
                      {exception.type ? `${exception.type}${exception.message ? `: ${exception.message}` : ''}` : t`(no exception line)`}
                    </h2>
                    <Table
                      aria-label={t`Frames of exception ${number}`}
                      columns={columns}
                      rows={exception.frames}
                      getRowKey={(f) => f.inputLine}
                      dense
                    />
                    <FrameNotes hidden={value.hiddenFrames[index] ?? 0} omitted={exception.omitted} />
                  </Stack>
                </Card>
              );
            })}
            {value.exceptionCount > value.trace.exceptions.length && (
              <MoreExceptions count={value.exceptionCount - value.trace.exceptions.length} />
            )}
            {value.trace.skipped.length > 0 && (
              <p>
                {t`Lines not read as part of the trace:`} {value.trace.skipped.map((s) => s.line).join(', ')}
              </p>
            )}
          </Stack>
        </div>
      )}
    </Stack>
  );
}

/** Notes under a frame table: frames cut from the table, frames the runtime left out ("... n more"). */
function FrameNotes({ hidden, omitted }: { hidden: number; omitted: number }) {
  const { t } = useLingui();
  return (
    <>
      {hidden > 0 && <p>{t`${hidden} more frames in the text above.`}</p>}
      {omitted > 0 && <p>{t`… ${omitted} more frames, the same as the exception above.`}</p>}
    </>
  );
}

/** Under the tables: exceptions left out of them (all are in the text). */
function MoreExceptions({ count }: { count: number }) {
  const { t } = useLingui();
  return <p>{t`${count} more exceptions in the text above.`}</p>;
}

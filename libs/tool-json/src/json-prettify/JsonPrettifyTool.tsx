import { runWorkerJob } from '@handy-tools/compute';
import {
  Alert,
  attempt,
  Button,
  Card,
  Checkbox,
  DocumentInput,
  LARGE_OUTPUT_CHARS,
  LargeTextOutput,
  Progress,
  Row,
  Select,
  Stack,
  useAsyncResult,
  useToolState,
  type OpenedDocument,
} from '@handy-tools/ui';
import type { PackedText } from '@handy-tools/ui/kit';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState } from 'react';
import { prettifyJson, type JsonIndent, type PrettifyJsonOptions } from './json-prettify.js';
import type { JsonPrettifyWorkerApi } from './json-prettify.worker.js';
import styles from './JsonPrettifyTool.module.css';
import { jsonPrettifyState } from './state.js';

const INDENTS: readonly JsonIndent[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 'tab'];

/** A document to format in the worker (over {@link LARGE_OUTPUT_CHARS} characters): its text, or the opened file. */
interface Job {
  source: string | Blob;
  options: PrettifyJsonOptions;
}

type Formatted = Awaited<ReturnType<JsonPrettifyWorkerApi['prettifyJson']>>;

function formatInWorker(job: Job, signal: AbortSignal): Promise<Formatted> {
  return runWorkerJob<JsonPrettifyWorkerApi, Formatted>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./json-prettify.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-json-prettify' }),
    (api) => api.prettifyJson(job.source, job.options),
    signal,
  );
}

/**
 * JSON prettify and format: the UI. Documents up to ~1 MB format as you type; larger ones (typed
 * or opened from a file, up to 50 MB and more) format in a Web Worker with a Cancel button, and
 * their output is offered as a download.
 */
export default function JsonPrettifyTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(jsonPrettifyState);
  const { input, sortKeys, json5 } = state;
  const indent = state.indent as JsonIndent; // the schema allows 0–8 or 'tab' only
  // An opened file is not state: never stored nor put in a link.
  const [document, setDocument] = useState<OpenedDocument | null>(null);
  const text = document?.text ?? input;
  const large = text.length > LARGE_OUTPUT_CHARS;
  // Typing stays responsive: formatting follows the latest text when it can.
  const deferredText = useDeferredValue(text);
  const inline = useMemo(
    () => (large || deferredText.trim() === '' ? null : attempt(() => prettifyJson(deferredText, { indent, sortKeys, json5 }))),
    [large, deferredText, indent, sortKeys, json5],
  );
  const source = document?.file ?? input;
  const job = useMemo<Job | null>(() => (large ? { source, options: { indent, sortKeys, json5 } } : null), [large, source, indent, sortKeys, json5]);
  const [cancelled, setCancelled] = useState<Job | null>(null);
  const background = useAsyncResult(job !== null && job !== cancelled ? job : null, formatInWorker);

  const outcome: { value?: { output: string | PackedText; warnings: string[] }; error?: string } | null = large
    ? background.status === 'done'
      ? { value: background.value }
      : background.status === 'error'
        ? { error: background.message }
        : null
    : inline;
  // The output keeps the last good result while the input has an error.
  const [lastOutput, setLastOutput] = useState<string | PackedText>('');
  const current = !large && text.trim() === '' ? '' : (outcome?.value?.output ?? null);
  if (current !== null && current !== lastOutput) setLastOutput(current);
  const output = current ?? lastOutput;
  const error = outcome?.error ?? null;
  const warnings = outcome?.value?.warnings ?? [];

  const indentOptions = INDENTS.map((value) => ({
    value: String(value),
    label: value === 'tab' ? t`Tab` : value === 0 ? t`None (one line)` : value === 1 ? t`1 space` : t`${value} spaces`,
  }));

  return (
    <Stack>
      <Card>
        <div className={styles.options}>
          <div className={styles.indent}>
            <Select
              label={t`Indent`}
              options={indentOptions}
              value={String(indent)}
              onChange={(v) => update({ indent: v === 'tab' ? 'tab' : Number(v) })}
            />
          </div>
          <Checkbox label={t`Sort keys`} checked={sortKeys} onChange={(sortKeys) => update({ sortKeys })} />
          <Checkbox label={t`Accept JSON5 (comments, trailing commas, unquoted keys)`} checked={json5} onChange={(json5) => update({ json5 })} />
        </div>
      </Card>
      <Row className={styles.panes}>
        <DocumentInput
          label={t`Input JSON`}
          value={input}
          onChange={(input) => update({ input })}
          document={document}
          onDocument={setDocument}
          accept=".json,.json5,.txt,application/json"
          rows={20}
          placeholder={t`Paste your JSON here…`}
          error={error}
          hint={json5 ? t`JSON5 is accepted; the output is strict JSON.` : t`Strict JSON (RFC 8259).`}
        />
        <Stack>
          {background.status === 'pending' && (
            <Row>
              <Progress label={t`Formatting the document in the background…`} />
              <Button size="small" onClick={() => setCancelled(job)}>{t`Cancel`}</Button>
            </Row>
          )}
          {job !== null && job === cancelled && (
            <Alert type="info">
              {t`Formatting was cancelled.`}{' '}
              <Button size="small" onClick={() => setCancelled(null)}>{t`Format again`}</Button>
            </Alert>
          )}
          <LargeTextOutput
            label={t`Formatted JSON`}
            value={output}
            fileName="formatted.json"
            mimeType="application/json"
            rows={20}
            hint={error ? t`Showing the result of the last valid input.` : json5 ? undefined : t`Numbers and strings are kept exactly as written.`}
          />
        </Stack>
      </Row>
      {warnings.length > 0 && (
        <Alert type="warning" title={t`Check the output`}>
          <ul className={styles.warnings}>
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}
